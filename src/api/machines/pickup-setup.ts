/**
 * A pickup setup step (사업자 정보, 정산 계좌, 매장 정보, 할인 혜택) as a table: 작성 전 / 작성 중 /
 * 검수 중 / 반려 / 승인 × 편집, 임시 저장, 검수 요청. A step under inspection or approved is read-only,
 * and every step of a sent application is. A rejected step is sent again only once the field the
 * reviewer rejected has changed (`rejectReason.field`, against the value then sent). The setup
 * screen offers exactly this; the mock answers a refused move with a 409 in the table's sentence,
 * and an unchanged resend with a 400 on the rejected field.
 */
import { withObjectParticle } from '@/lib/messages';
import { defineMachine, type Transition } from '@/lib/machine';
import type { InspectionStatus, InspectionStep } from '../pickup-onboarding';

export type SetupStepState = 'NOT_STARTED' | 'DRAFTING' | 'UNDER_INSPECTION' | 'REJECTED' | 'APPROVED';
export type SetupStepAction = 'edit' | 'saveDraft' | 'requestInspection';

/** What the table reads of a step: its status and reason, whether anything is saved, and its answers now. */
export interface SetupStepRecord {
  readonly status: InspectionStatus;
  readonly rejectReason: InspectionStep['rejectReason'];
  readonly hasDraft: boolean;
  /** The application is sent (검수 중) or approved: no step changes. */
  readonly applicationLocked: boolean;
  /** The answers as they are now (the form's, or the saved draft on the server). */
  readonly answers: Readonly<Record<string, unknown>> | null;
  /** The Korean titles of the step's fields (for the sentence naming the rejected one). */
  readonly titles?: Readonly<Record<string, string>>;
}

type Move = Transition<SetupStepState, SetupStepRecord, never>;

const open = (step: SetupStepRecord) => !step.applicationLocked || '입점 신청을 보낸 뒤에는 단계를 바꿀 수 없어요.';

/** The same JSON value (object keys in any order). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The rejected field when it still holds the rejected value: its name and the sentence, else undefined. */
export function unchangedRejectedField(step: SetupStepRecord): { field: string; reason: string } | undefined {
  const field = step.rejectReason?.field;
  if (step.status !== 'REJECTED' || !field) return undefined;
  if (!sameValue(step.answers?.[field] ?? null, step.rejectReason?.rejectedValue ?? null)) return undefined;
  const title = step.titles?.[field] ?? '반려된 항목';
  return { field, reason: `반려된 ${withObjectParticle(title)} 바꿔야 다시 검수를 요청할 수 있어요.` };
}

const changedSinceRejection = (step: SetupStepRecord) => {
  const verdict = open(step);
  return verdict === true ? (unchangedRejectedField(step)?.reason ?? true) : verdict;
};

const editable = { edit: { to: 'DRAFTING', when: open }, saveDraft: { to: 'DRAFTING', when: open } } as const;
const inspect: Move = { to: 'UNDER_INSPECTION', when: open };

const STATE_LABELS: Readonly<Record<SetupStepState, string>> = {
  NOT_STARTED: '작성 전',
  DRAFTING: '작성 중',
  UNDER_INSPECTION: '검수 중',
  REJECTED: '반려',
  APPROVED: '승인',
};

export const pickupSetupMachine = defineMachine<SetupStepState, SetupStepAction, SetupStepRecord>({
  name: '픽업 입점 단계',
  stateOf: (step) => (step.status === 'BEFORE_INSPECTION' ? (step.hasDraft ? 'DRAFTING' : 'NOT_STARTED') : step.status),
  actions: ['edit', 'saveDraft', 'requestInspection'],
  table: {
    NOT_STARTED: { ...editable, requestInspection: inspect },
    DRAFTING: { ...editable, requestInspection: inspect },
    UNDER_INSPECTION: {},
    REJECTED: {
      edit: { to: 'REJECTED', when: open },
      saveDraft: { to: 'REJECTED', when: open },
      requestInspection: { to: 'UNDER_INSPECTION', when: changedSinceRejection },
    },
    APPROVED: {},
  },
  refusal: (action, state) =>
    state === 'UNDER_INSPECTION'
      ? '검수 중인 단계는 결과가 나올 때까지 바꿀 수 없어요.'
      : state === 'APPROVED'
        ? '승인된 단계는 바꿀 수 없어요.'
        : `${STATE_LABELS[state]} 단계는 ${action === 'requestInspection' ? '검수를 요청할' : '바꿀'} 수 없어요.`,
  stateLabels: STATE_LABELS,
  actionLabels: { edit: '편집', saveDraft: '임시 저장', requestInspection: '검수 요청' },
});

/** The Korean titles of a step schema's fields, for `SetupStepRecord.titles`. */
export function fieldTitles(schema: { readonly properties?: unknown }): Record<string, string> {
  const properties = (schema.properties ?? {}) as Record<string, { readonly title?: unknown }>;
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, node]) => (typeof node.title === 'string' ? [[name, node.title]] : [])),
  );
}
