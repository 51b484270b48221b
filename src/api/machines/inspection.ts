/**
 * The business inspection's life (spec 001 §4, issue 15) as a table. Its phase comes from the
 * account's latest inspection and its saved request (`phaseOf`): 검수 전, 작성 중, 검수 중, 반려,
 * 승인. While a request is reviewed nothing can be changed or sent; the reviewer (the back office,
 * the demo's inspector) decides it. The mock's draft and request handlers refuse what this refuses
 * (409 with the sentence), and the step pages are editable exactly when it allows `edit`.
 */
import type { components } from '@generated/openapi/business-account';
import { defineMachine } from '@/lib/machine';

type Schemas = components['schemas'];

export type InspectionPhase = 'NOT_STARTED' | 'IN_PROGRESS' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED';
export type InspectionAction = 'edit' | 'save' | 'request' | 'approve' | 'reject';
export type InspectionActor = 'merchant' | 'reviewer';

/** What the phase is read from: the latest inspection, and the request saved step by step. */
export interface InspectionRecord {
  readonly latest: Pick<Schemas['InspectionSummary'], 'state' | 'requestedAt' | 'reviewedAt'> | null;
  readonly draft: Pick<
    Schemas['InspectionDraft'],
    | 'updatedAt'
    | 'completedSteps'
    | 'bizProfileConfirmed'
    | 'businessNumber'
    | 'businessType'
    | 'mailOrderSaleRegistrationNumber'
    | 'businessRegistrationImageUrls'
    | 'answers'
  >;
}

/** Whether the draft holds anything the merchant saved (a step finished, or any answer kept by 임시 저장). */
export function hasSavedAnything(draft: InspectionRecord['draft']): boolean {
  if (draft.updatedAt === null) return false;
  return (
    draft.completedSteps.length > 0 ||
    draft.bizProfileConfirmed === true ||
    Boolean(draft.businessNumber || draft.businessType || draft.mailOrderSaleRegistrationNumber) ||
    (draft.businessRegistrationImageUrls ?? []).length > 0 ||
    (draft.answers ?? []).length > 0
  );
}

/**
 * The account's phase from its latest inspection and its saved request: a pending request is in
 * review; a request saved after the last result (or with no result yet) is in progress; else the
 * last result, or not started.
 */
export function phaseOf(latest: InspectionRecord['latest'], draft: InspectionRecord['draft']): InspectionPhase {
  if (latest?.state === 'PENDING') return 'IN_REVIEW';
  const savedAt = draft.updatedAt ? Date.parse(draft.updatedAt) : Number.NaN;
  const resultAt = latest ? Date.parse(latest.reviewedAt ?? latest.requestedAt) : Number.NEGATIVE_INFINITY;
  if (hasSavedAnything(draft) && savedAt > resultAt) return 'IN_PROGRESS';
  if (latest?.state === 'APPROVED') return 'APPROVED';
  if (latest?.state === 'REJECTED') return 'REJECTED';
  return 'NOT_STARTED';
}

const MERCHANT = ['merchant'] as const;
const REVIEWER = ['reviewer'] as const;

/**
 * An approved account may write a new request (its business type or number changed); it stays
 * approved until the new one is decided. A rejected one fixes and sends again.
 */
const writable = {
  edit: { to: 'IN_PROGRESS', who: MERCHANT },
  save: { to: 'IN_PROGRESS', who: MERCHANT },
  request: { to: 'IN_REVIEW', who: MERCHANT },
} as const;

export const inspectionMachine = defineMachine<InspectionPhase, InspectionAction, InspectionRecord, InspectionActor>({
  name: '사업자 검수',
  stateOf: (record) => phaseOf(record.latest, record.draft),
  actions: ['edit', 'save', 'request', 'approve', 'reject'],
  table: {
    NOT_STARTED: writable,
    IN_PROGRESS: writable,
    IN_REVIEW: {
      approve: { to: 'APPROVED', who: REVIEWER },
      reject: { to: 'REJECTED', who: REVIEWER },
    },
    REJECTED: writable,
    APPROVED: writable,
  },
  refusal: (action, phase) =>
    phase === 'IN_REVIEW'
      ? action === 'request'
        ? '검수가 진행 중이에요. 결과가 나온 뒤에 다시 요청해 주세요.'
        : '검수 중에는 요청 내용을 바꿀 수 없어요.'
      : '검수를 요청한 내용이 없어요.',
  stateLabels: {
    NOT_STARTED: '검수 전',
    IN_PROGRESS: '작성 중',
    IN_REVIEW: '검수 중',
    APPROVED: '승인',
    REJECTED: '반려',
  },
  actionLabels: { edit: '고치기', save: '저장', request: '검수 요청', approve: '승인', reject: '반려' },
  actorLabels: { merchant: '사장님', reviewer: '검수 담당자' },
});
