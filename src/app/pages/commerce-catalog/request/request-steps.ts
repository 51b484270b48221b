/**
 * The store request's steps, in order, and the merchant's draft: what was typed and confirmed in the
 * checklist, kept per account on this browser (localStorage) until the request is sent, so going
 * back or leaving and coming back keeps it. The terms agreement is not in the draft: it is the
 * signed-in person's, recorded by the server when given (issue 40), and read from the store info.
 * Which step may be opened is the store request table's (src/api/machines/store-request.ts);
 * 입점 신청 이어 하기 opens the first step not done.
 */
import { digitsOf } from '@/lib/normalize';
import {
  storeRequestMachine,
  storeRequestStateOf,
  type StoreRequestAction,
  type StoreRequestProgress,
  type StoreRequestState,
} from '@/api/machines/store-request';
import { paths } from '@/config/paths';
import { decide } from '@/lib/machine';
import { catalogCopy } from './copy';
import type { BusinessCheckOutcome } from './request-rules';
import type { StoreInfoQuery } from '@/api/commerce/catalog';
import { STORED_VALUES } from '@/api/stored-values';

export const REQUEST_STEPS = ['requirements-check-list', 'terms', 'settlement-info', 'success'] as const;

export type RequestStep = (typeof REQUEST_STEPS)[number];

/** The call that sends the request: who may make it decides whether the steps open at all. */
export const STORE_REQUEST_OPERATION = 'commerce.CreateStoreRequest';

export const requestStepRoutes = {
  'requirements-check-list': paths.commerceCatalog.requestChecklist,
  terms: paths.commerceCatalog.requestTerms,
  'settlement-info': paths.commerceCatalog.requestSettlement,
  success: paths.commerceCatalog.requestSuccess,
} as const satisfies Record<RequestStep, unknown>;

/** What the merchant typed and confirmed so far. */
export interface StoreRequestDraft {
  /** The business number as typed. */
  readonly businessNumber: string;
  /** The digits the last check was for, and its outcome. */
  readonly checkedNumber: string | null;
  readonly businessCheck: BusinessCheckOutcome | null;
  /** The 준비 사항 confirmed. */
  readonly requirements: readonly string[];
}

/** The server's record of the signed-in person's agreement to the store terms (null: not given). */
export type TermsAgreement = StoreInfoQuery['storeInfo']['termsAgreement'];

export const EMPTY_REQUEST_DRAFT: StoreRequestDraft = {
  businessNumber: '',
  checkedNumber: null,
  businessCheck: null,
  requirements: [],
};

const draftKey = (baId: string) => `${STORED_VALUES.storeRequestDraft.key}.${baId}`;

export function loadRequestDraft(baId: string): StoreRequestDraft {
  try {
    const raw = localStorage.getItem(draftKey(baId));
    if (!raw) return EMPTY_REQUEST_DRAFT;
    const draft = JSON.parse(raw) as Partial<StoreRequestDraft>;
    return {
      businessNumber: typeof draft.businessNumber === 'string' ? draft.businessNumber : '',
      checkedNumber: typeof draft.checkedNumber === 'string' ? draft.checkedNumber : null,
      businessCheck: draft.businessCheck ?? null,
      requirements: Array.isArray(draft.requirements) ? draft.requirements.filter((r) => typeof r === 'string') : [],
    };
  } catch {
    return EMPTY_REQUEST_DRAFT;
  }
}

/** Saves the draft with `changes` applied; answers the new draft. */
export function saveRequestDraft(baId: string, changes: Partial<StoreRequestDraft>): StoreRequestDraft {
  const draft = { ...loadRequestDraft(baId), ...changes };
  try {
    localStorage.setItem(draftKey(baId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the steps still work, they only cannot remember.
  }
  return draft;
}

/** The request was sent: the next one starts afresh. */
export function clearRequestDraft(baId: string): void {
  try {
    localStorage.removeItem(draftKey(baId));
  } catch {
    // As above.
  }
}

/** The business number's digits (spaces and hyphens dropped). */
export const businessDigits = (typed: string) => digitsOf(typed);

/** The check that holds for the number as typed now (a changed number needs a new check). */
export function currentCheck(draft: StoreRequestDraft): BusinessCheckOutcome | null {
  return draft.checkedNumber !== null && draft.checkedNumber === businessDigits(draft.businessNumber)
    ? draft.businessCheck
    : null;
}

/** The checklist is done: the number passed its check (or the check was down), every 준비 사항 confirmed. */
export function checklistDone(draft: StoreRequestDraft): boolean {
  const check = currentCheck(draft);
  const passed = check === 'valid' || check === 'circuitBreak';
  return passed && catalogCopy.request.requirements.every((text) => draft.requirements.includes(text));
}

/** How far the request is, as the table reads it: the draft's checklist, the server's agreement. */
export function progressOf(draft: StoreRequestDraft, agreement: TermsAgreement): StoreRequestProgress {
  return { checklistDone: checklistDone(draft), termsAgreed: agreement !== null };
}

const OPEN: Readonly<Record<Exclude<RequestStep, 'success'>, StoreRequestAction>> = {
  'requirements-check-list': 'openChecklist',
  terms: 'openTerms',
  'settlement-info': 'openSettlement',
};

/** The step a state works on: the first step not done. */
export const STEP_OF_STATE: Readonly<Record<StoreRequestState, RequestStep>> = {
  checklist: 'requirements-check-list',
  terms: 'terms',
  settlement: 'settlement-info',
};

/** Whether `step` may be opened with this draft and agreement; if not, where to go instead and why. */
export function stepAccess(
  step: RequestStep,
  draft: StoreRequestDraft,
  agreement: TermsAgreement,
): { readonly ok: true } | { readonly ok: false; readonly redirect: RequestStep; readonly reason: string } {
  if (step === 'success') return { ok: true };
  const progress = progressOf(draft, agreement);
  const decision = decide(storeRequestMachine, progress, OPEN[step]);
  return decision.ok
    ? { ok: true }
    : { ok: false, redirect: STEP_OF_STATE[storeRequestStateOf(progress)], reason: decision.reason };
}

/** The step 입점 신청하기 / 이어 하기 opens: the first one not done. */
export function resumeRequestStep(baId: string, agreement: TermsAgreement): RequestStep {
  return STEP_OF_STATE[storeRequestStateOf(progressOf(loadRequestDraft(baId), agreement))];
}

export function requestStepHref(baId: string, agreement: TermsAgreement): string {
  return requestStepRoutes[resumeRequestStep(baId, agreement)].href({ baId });
}

/** The step after `step`. */
export function nextRequestStep(step: RequestStep): RequestStep {
  return REQUEST_STEPS[Math.min(REQUEST_STEPS.indexOf(step) + 1, REQUEST_STEPS.length - 1)]!;
}
