/**
 * What a merchant typed while making a profile, kept on this browser (localStorage) until the
 * profile is made: leaving and coming back opens the same step with the same values. Nothing is
 * made before the last step; if the last step made the account but could not finish it, the draft
 * remembers which account to finish. The draft is the person's (issue 24): kept under the signed-in
 * user's id, removed on sign-out, never opened for another person signing in on the same PC.
 */
import { personalKey, STORED_VALUES, storedUserId } from '@/api/stored-values';
import type { Step1Values, Step2Values } from './create-rules';

export interface CreateDraft {
  readonly step: 1 | 2;
  readonly step1: Step1Values;
  readonly step2: Step2Values;
  /** The account the last step made, when it could not finish it (the next try only finishes it). */
  readonly accountId?: number;
}

/** The draft's key for a user (undefined while nobody is signed in: nothing is kept then). */
export const draftKey = (user: string | undefined = storedUserId()) =>
  personalKey(STORED_VALUES.profileCreateDraft, user);

export const EMPTY_DRAFT: CreateDraft = {
  step: 1,
  step1: { name: '' },
  step2: { phone: '', introduction: '' },
};

export function loadDraft(
  user: string | undefined,
  storage: Pick<Storage, 'getItem'> = localStorage,
): CreateDraft | undefined {
  const key = draftKey(user);
  if (!key) return undefined;
  try {
    const raw = storage.getItem(key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<CreateDraft>;
    if ((draft.step !== 1 && draft.step !== 2) || typeof draft.step1?.name !== 'string') return undefined;
    return { ...EMPTY_DRAFT, ...draft };
  } catch {
    return undefined;
  }
}

export function saveDraft(
  user: string | undefined,
  draft: CreateDraft,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  const key = draftKey(user);
  if (!key) return;
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the page still works, it only cannot remember.
  }
}

export function clearDraft(user: string | undefined, storage: Pick<Storage, 'removeItem'> = localStorage): void {
  const key = draftKey(user);
  if (!key) return;
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}

/** Whether the draft holds anything typed (worth offering to continue). */
export function hasContent(draft: CreateDraft): boolean {
  const { step1 } = draft;
  return draft.step === 2 || step1.name.trim() !== '' || step1.category !== undefined || step1.address !== undefined;
}
