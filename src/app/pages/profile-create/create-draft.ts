/**
 * What a merchant typed while making a profile, kept on this browser (localStorage) until the
 * profile is made: leaving and coming back opens the same step with the same values. Nothing is
 * made before the last step; if the last step made the account but could not finish it, the draft
 * remembers which account to finish.
 */
import type { Step1Values, Step2Values } from './create-rules';

export interface CreateDraft {
  readonly step: 1 | 2;
  readonly step1: Step1Values;
  readonly step2: Step2Values;
  /** The account the last step made, when it could not finish it (the next try only finishes it). */
  readonly accountId?: number;
}

export const DRAFT_KEY = 'dm_profile_create_draft';

export const EMPTY_DRAFT: CreateDraft = {
  step: 1,
  step1: { name: '' },
  step2: { phone: '', introduction: '' },
};

export function loadDraft(storage: Pick<Storage, 'getItem'> = localStorage): CreateDraft | undefined {
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<CreateDraft>;
    if ((draft.step !== 1 && draft.step !== 2) || typeof draft.step1?.name !== 'string') return undefined;
    return { ...EMPTY_DRAFT, ...draft };
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: CreateDraft, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the page still works, it only cannot remember.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}

/** Whether the draft holds anything typed (worth offering to continue). */
export function hasContent(draft: CreateDraft): boolean {
  const { step1 } = draft;
  return draft.step === 2 || step1.name.trim() !== '' || step1.category !== undefined || step1.address !== undefined;
}
