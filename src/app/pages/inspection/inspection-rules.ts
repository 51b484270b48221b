/**
 * The business inspection's rules as pure functions: its six steps and where a merchant resumes,
 * the account's inspection phase, the Korean explanation of each state and rejection reason (with
 * the step that fixes it), the business-number check's message, and the mapping between the
 * dynamic form's values and the request's answers.
 */
import type {
  BusinessRegistrationLookup,
  InspectionAnswer,
  InspectionDraft,
  InspectionRejectionReason,
  InspectionStep,
} from '@/api/inspection';
import { hasSavedAnything, type InspectionPhase } from '@/api/machines/inspection';
import type { InputNode } from '@/engine/form/input-nodes';
import { takesValue } from '@/engine/form/input-nodes';

export type StepSlug =
  | 'bizprofile-info'
  | 'business-number'
  | 'business-info'
  | 'business-registration-image'
  | 'mail-order-sale-registration-number'
  | 'dynamic';

export interface StepDef {
  readonly step: InspectionStep;
  readonly slug: StepSlug;
  readonly label: string;
}

export const STEPS: readonly StepDef[] = [
  { step: 'BIZPROFILE_INFO', slug: 'bizprofile-info', label: '비즈프로필 정보 확인' },
  { step: 'BUSINESS_NUMBER', slug: 'business-number', label: '사업자등록번호' },
  { step: 'BUSINESS_INFO', slug: 'business-info', label: '사업자 정보' },
  { step: 'BUSINESS_REGISTRATION_IMAGE', slug: 'business-registration-image', label: '사업자등록증' },
  {
    step: 'MAIL_ORDER_SALE_REGISTRATION_NUMBER',
    slug: 'mail-order-sale-registration-number',
    label: '통신판매업 신고번호',
  },
  { step: 'DYNAMIC', slug: 'dynamic', label: '추가 정보' },
];

export function stepDef(step: InspectionStep): StepDef {
  return STEPS.find((candidate) => candidate.step === step)!;
}

/** The step after this one, or undefined after the last (the review page comes next). */
export function nextStep(step: InspectionStep): StepDef | undefined {
  return STEPS[STEPS.findIndex((candidate) => candidate.step === step) + 1];
}

export function isStepDone(draft: Pick<InspectionDraft, 'completedSteps'>, step: InspectionStep): boolean {
  return draft.completedSteps.includes(step);
}

/** Where 이어서 하기 goes: the first step not finished yet, or the review page when all are. */
export function resumeTarget(draft: Pick<InspectionDraft, 'completedSteps'>): StepDef | 'complete' {
  return STEPS.find((candidate) => !isStepDone(draft, candidate.step)) ?? 'complete';
}

/** The draft with one more step finished (in the steps' order, once). */
export function withStepDone(completed: readonly InspectionStep[], step: InspectionStep): InspectionStep[] {
  const done = new Set([...completed, step]);
  return STEPS.map((candidate) => candidate.step).filter((candidate) => done.has(candidate));
}

// ─── phase ────────────────────────────────────────────────────────────────

// The phase and what each allows are the inspection machine's (src/api/machines/inspection.ts),
// which the mock server reads too.
export { hasSavedAnything, phaseOf, type InspectionPhase } from '@/api/machines/inspection';

export interface PhaseCopy {
  readonly tag: string;
  readonly tone: 'default' | 'processing' | 'warning' | 'success' | 'error';
  readonly title: string;
  readonly description: string;
  /** The main button's text, when there is something to do. */
  readonly action?: string;
}

export const PHASE_COPY: Readonly<Record<InspectionPhase, PhaseCopy>> = {
  NOT_STARTED: {
    tag: '검수 전',
    tone: 'default',
    title: '사업자 검수를 시작하지 않았어요',
    description:
      '사업자 정보를 확인받으면 비즈프로필을 고객에게 보여 주고 스토어를 열 수 있어요. 6단계이고, 단계마다 저장돼서 언제든 나갔다가 이어서 할 수 있어요.',
    action: '검수 시작하기',
  },
  IN_PROGRESS: {
    tag: '작성 중',
    tone: 'processing',
    title: '검수 요청을 작성하고 있어요',
    description: '저장한 단계까지 그대로 남아 있어요. 남은 단계를 채우고 검수를 요청해 주세요.',
    action: '이어서 하기',
  },
  IN_REVIEW: {
    tag: '검수 중',
    tone: 'warning',
    title: '요청한 내용을 검수하고 있어요',
    description: '검수 담당자가 사업자 정보를 확인하고 있어요. 영업일 기준 2~3일 걸리고, 결과는 알림으로 알려 드려요.',
  },
  APPROVED: {
    tag: '승인',
    tone: 'success',
    title: '사업자 검수가 끝났어요',
    description:
      '사업자 정보가 확인되었어요. 비즈프로필이 고객에게 보여요. 사업자 유형이나 번호가 바뀌면 검수를 다시 요청해 주세요.',
  },
  REJECTED: {
    tag: '반려',
    tone: 'error',
    title: '검수가 반려되었어요',
    description:
      '아래 사유를 확인하고 고쳐서 다시 요청해 주세요. 보낸 내용은 그대로 남아 있어서 고칠 곳만 바꾸면 돼요.',
    action: '고쳐서 다시 요청하기',
  },
};

export interface StatusLink {
  readonly label: string;
  readonly to: StepSlug | 'complete';
  /** The page's main button (there is one only where something has to be done). */
  readonly primary: boolean;
}

/**
 * The status page's buttons. Only what must be done is primary: start, resume, fix a rejection.
 * An approved account is offered a new request (its type or number changed), not pushed to it, and
 * starts it at the first step (its saved draft, if any, is the request that was approved).
 */
export function statusLinks(phase: InspectionPhase, draft: InspectionDraft): StatusLink[] {
  switch (phase) {
    case 'NOT_STARTED':
    case 'IN_PROGRESS': {
      const resume = resumeTarget(draft);
      return [
        { label: PHASE_COPY[phase].action!, to: resume === 'complete' ? 'complete' : resume.slug, primary: true },
      ];
    }
    case 'REJECTED':
      return [{ label: PHASE_COPY.REJECTED.action!, to: 'complete', primary: true }];
    case 'IN_REVIEW':
      return [{ label: '요청 내용 보기', to: 'complete', primary: false }];
    case 'APPROVED':
      return [
        { label: '새로 검수 요청하기', to: STEPS[0]!.slug, primary: false },
        ...(hasSavedAnything(draft)
          ? [{ label: '승인된 요청 내용 보기', to: 'complete' as const, primary: false }]
          : []),
      ];
  }
}

/**
 * Whether the status page lists the steps with their state: not while a request is reviewed (it
 * cannot change) nor once approved (there is nothing to fill in; a new request starts from the
 * steps' own pages, which say that the approval stands meanwhile).
 */
export function showsSteps(phase: InspectionPhase): boolean {
  return phase !== 'IN_REVIEW' && phase !== 'APPROVED';
}

// ─── rejection reasons ───────────────────────────────────────────────────

export interface ReasonGuide {
  readonly title: string;
  /** What the reason means. */
  readonly explanation: string;
  /** What the merchant does about it. */
  readonly todo: string;
  /** Where it is fixed: a step, or the review page with every answer. */
  readonly fix: InspectionStep | 'complete';
  readonly fixLabel: string;
}

export const REASON_GUIDES: Readonly<Record<InspectionRejectionReason, ReasonGuide>> = {
  CATEGORY_NOT_ALLOWED: {
    title: '등록할 수 없는 업종이에요',
    explanation:
      '비즈프로필의 업종이 사업자등록증의 업태·종목과 맞지 않거나, 동네마켓에서 비즈프로필로 운영할 수 없는 업종이에요.',
    todo: '업종을 사업자등록증에 맞게 바꾼 뒤 다시 요청해 주세요. 업종을 바꾸는 것도 검수를 거쳐요.',
    fix: 'BIZPROFILE_INFO',
    fixLabel: '비즈프로필 정보 확인하기',
  },
  CUSTOM: {
    title: '검수 담당자의 안내를 확인해 주세요',
    explanation: '정해진 사유에 없는 내용이라 검수 담당자가 직접 적었어요.',
    todo: '안내대로 고친 뒤 다시 요청해 주세요. 무엇을 고쳐야 할지 모르겠다면 고객센터에 문의해 주세요.',
    fix: 'complete',
    fixLabel: '요청 내용 확인하기',
  },
  INVALID_BIZ_PROFILE: {
    title: '비즈프로필 정보가 사업자 정보와 달라요',
    explanation: '비즈프로필의 이름, 업종이나 주소가 사업자등록증에 적힌 내용과 달라요.',
    todo: '비즈프로필 정보를 사업자등록증과 같게 고친 뒤 다시 요청해 주세요.',
    fix: 'BIZPROFILE_INFO',
    fixLabel: '비즈프로필 정보 확인하기',
  },
  INVALID_BUSINESS_LICENSE: {
    title: '사업자등록증을 확인할 수 없어요',
    explanation: '올린 사진이 흐리거나 잘렸거나, 사업자등록증이 아닌 서류예요.',
    todo: '사업자등록증 전체가 잘 보이도록 다시 찍어 올려 주세요. 빛 반사가 없는 곳에서 찍으면 잘 보여요.',
    fix: 'BUSINESS_REGISTRATION_IMAGE',
    fixLabel: '사업자등록증 다시 올리기',
  },
  INVALID_INPUT: {
    title: '입력한 정보가 사업자등록증과 달라요',
    explanation: '사업자등록번호, 사업자 유형이나 추가 정보 중 사업자등록증에 적힌 내용과 다른 것이 있어요.',
    todo: '검수 담당자의 안내를 보고 요청 내용을 사업자등록증과 비교해 고친 뒤 다시 요청해 주세요.',
    fix: 'complete',
    fixLabel: '요청 내용 고치기',
  },
  REGION_NOT_ALLOWED: {
    title: '아직 등록할 수 없는 지역이에요',
    explanation: '사업장이 동네마켓 비즈프로필을 아직 열지 않은 지역에 있어요.',
    todo: '비즈프로필 주소가 실제 사업장과 다르다면 주소를 고쳐 다시 요청해 주세요. 주소가 맞다면 지역이 열릴 때까지 기다려 주세요.',
    fix: 'BIZPROFILE_INFO',
    fixLabel: '비즈프로필 주소 확인하기',
  },
};

/** A profile-info inspection's reason: the change of name, category or address it refused. */
export interface ProfileInfoReasonGuide {
  readonly title: string;
  readonly explanation: string;
  readonly todo: string;
  /** Where it is fixed: the base info (name, category, address), or the certificate's step. */
  readonly fix: 'BASE_INFO' | 'BUSINESS_REGISTRATION_IMAGE';
  readonly fixLabel: string;
}

/**
 * The same six reasons said of a change of name, category or address (a profile-info inspection):
 * what was refused is the change, customers still see the profile as it was, and the change is
 * made again on 기본 정보.
 */
export const PROFILE_INFO_REASON_GUIDES: Readonly<Record<InspectionRejectionReason, ProfileInfoReasonGuide>> = {
  CATEGORY_NOT_ALLOWED: {
    title: '바꾸려는 업종으로는 바꿀 수 없어요',
    explanation: '요청한 업종이 사업자등록증의 업태·종목과 맞지 않거나, 비즈프로필로 운영할 수 없는 업종이에요.',
    todo: '기본 정보에서 사업자등록증에 맞는 업종을 골라 주세요. 그동안 손님에게는 지금 업종이 보여요.',
    fix: 'BASE_INFO',
    fixLabel: '기본 정보 고치기',
  },
  CUSTOM: {
    title: '검수 담당자의 안내를 확인해 주세요',
    explanation: '정해진 사유에 없는 내용이라 검수 담당자가 직접 적었어요.',
    todo: '안내대로 기본 정보의 이름, 업종이나 주소를 고쳐 주세요. 무엇을 고쳐야 할지 모르겠다면 고객센터에 문의해 주세요.',
    fix: 'BASE_INFO',
    fixLabel: '기본 정보 고치기',
  },
  INVALID_BIZ_PROFILE: {
    title: '바꾸려는 정보가 사업자 정보와 달라요',
    explanation: '요청한 이름, 업종이나 주소가 사업자등록증에 적힌 내용과 달라요.',
    todo: '기본 정보에서 사업자등록증과 같게 고쳐 주세요. 그동안 손님에게는 바꾸기 전 정보가 보여요.',
    fix: 'BASE_INFO',
    fixLabel: '기본 정보 고치기',
  },
  INVALID_BUSINESS_LICENSE: {
    title: '사업자등록증과 맞춰 볼 수 없어요',
    explanation: '바꾸려는 정보를 확인할 사업자등록증이 없거나, 올린 사진을 알아볼 수 없어요.',
    todo: '사업자 검수에서 사업자등록증을 잘 보이게 다시 올린 뒤 정보를 바꿔 주세요.',
    fix: 'BUSINESS_REGISTRATION_IMAGE',
    fixLabel: '사업자등록증 다시 올리기',
  },
  INVALID_INPUT: {
    title: '바꾸려는 정보에 쓸 수 없는 내용이 있어요',
    explanation:
      '요청한 이름, 업종이나 주소에 맞지 않는 내용이 있어요. 이름에 광고 문구나 연락처를 넣은 경우 등이에요.',
    todo: '검수 담당자의 안내대로 기본 정보를 고쳐 주세요. 그동안 손님에게는 바꾸기 전 정보가 보여요.',
    fix: 'BASE_INFO',
    fixLabel: '기본 정보 고치기',
  },
  REGION_NOT_ALLOWED: {
    title: '바꾸려는 주소는 아직 등록할 수 없는 지역이에요',
    explanation: '요청한 주소가 동네마켓 비즈프로필을 아직 열지 않은 지역에 있어요.',
    todo: '주소가 실제 사업장과 다르다면 기본 정보에서 고쳐 주세요. 그동안 손님에게는 지금 주소가 보여요.',
    fix: 'BASE_INFO',
    fixLabel: '기본 정보 고치기',
  },
};

// ─── business number ─────────────────────────────────────────────────────

export type CheckTone = 'success' | 'warning' | 'error';

export interface BusinessNumberVerdict {
  readonly tone: CheckTone;
  readonly text: string;
  /** Whether the merchant may go on with this number. */
  readonly passes: boolean;
}

/**
 * The lookup's answer in Korean. A number already registered is fine when it is this account's own
 * (a request sent again); a tax-service outage (circuitBreak) lets the merchant go on, and the
 * inspector checks the number by hand.
 */
export function businessNumberVerdict(
  lookup: Pick<BusinessRegistrationLookup, 'businessNumber' | 'valid' | 'circuitBreak' | 'isAlreadyRegistered'>,
  ownNumber: string | null | undefined,
): BusinessNumberVerdict {
  if (lookup.circuitBreak)
    return {
      tone: 'warning',
      text: '지금은 국세청 조회가 잠시 안 돼요. 이 번호로 계속하면 검수 담당자가 직접 확인해요.',
      passes: true,
    };
  if (!lookup.valid)
    return {
      tone: 'error',
      text: '국세청에서 확인되지 않는 번호예요. 사업자등록증에 적힌 숫자 10자리를 다시 확인해 주세요.',
      passes: false,
    };
  if (lookup.isAlreadyRegistered && lookup.businessNumber !== ownNumber)
    return {
      tone: 'error',
      text: '이미 다른 비즈프로필에 등록된 번호예요. 내 사업자등록번호가 맞다면 고객센터에 문의해 주세요.',
      passes: false,
    };
  if (lookup.isAlreadyRegistered)
    return { tone: 'success', text: '이 비즈프로필에 등록된 사업자등록번호예요.', passes: true };
  return { tone: 'success', text: '정상 영업 중인 사업자로 확인되었어요.', passes: true };
}

// ─── dynamic answers ─────────────────────────────────────────────────────

type Node = InputNode;

/** Saved answers → the dynamic form's data. */
export function formDataOfAnswers(
  nodes: readonly Node[],
  answers: readonly InspectionAnswer[],
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const node of nodes) {
    const answer = answers.find((candidate) => candidate.key === node.key);
    switch (node.type) {
      case 'CONTENT':
        data[node.key] = null;
        break;
      case 'CHECKBOX':
        data[node.key] = answer?.checked === true;
        break;
      case 'TEXT_INPUT':
        if (answer?.text) data[node.key] = answer.text;
        break;
      case 'TEXTAREA':
        if (answer?.multiline) data[node.key] = answer.multiline;
        break;
      case 'NUMBER_INPUT':
        if (typeof answer?.number === 'number') data[node.key] = answer.number;
        break;
      case 'DATE_INPUT':
        if (answer?.date) data[node.key] = answer.date;
        break;
      case 'IMAGE':
        data[node.key] = answer?.imageUrls ?? [];
        break;
      default:
        break;
    }
  }
  return data;
}

/** The dynamic form's data → the request's answers (empty fields left out). */
export function answersOf(nodes: readonly Node[], data: Readonly<Record<string, unknown>>): InspectionAnswer[] {
  return nodes.filter(takesValue).flatMap((node): InspectionAnswer[] => {
    const value = data[node.key];
    const key = node.key;
    switch (node.type) {
      case 'TEXT_INPUT':
        return typeof value === 'string' && value !== '' ? [{ key, text: value }] : [];
      case 'TEXTAREA':
        return typeof value === 'string' && value !== '' ? [{ key, multiline: value }] : [];
      case 'NUMBER_INPUT':
        return typeof value === 'number' && Number.isFinite(value) ? [{ key, number: value }] : [];
      case 'DATE_INPUT':
        return typeof value === 'string' && value !== '' ? [{ key, date: value }] : [];
      case 'CHECKBOX':
        return [{ key, checked: value === true }];
      case 'IMAGE':
        return Array.isArray(value) && value.length > 0 ? [{ key, imageUrls: value as string[] }] : [];
      default:
        return [];
    }
  });
}

// ─── sending ─────────────────────────────────────────────────────────────

/** Why the request cannot be sent yet: the steps not finished, in order (empty when it can). */
export function missingSteps(draft: InspectionDraft): StepDef[] {
  return STEPS.filter((candidate) => {
    if (!isStepDone(draft, candidate.step)) return true;
    if (candidate.step === 'BUSINESS_NUMBER') return !draft.businessNumber;
    if (candidate.step === 'BUSINESS_INFO') return !draft.businessType;
    if (candidate.step === 'BUSINESS_REGISTRATION_IMAGE') return draft.businessRegistrationImageUrls.length === 0;
    return false;
  });
}

/**
 * The server's field errors of a draft save (`answers.2.text`) on the dynamic form's fields: the
 * answer's position in what was sent names its node.
 */
export function answerErrorsByKey(
  errors: readonly { readonly field: string; readonly reason: string }[],
  sent: readonly InspectionAnswer[],
): Record<string, { __errors: string[] }> {
  const byKey: Record<string, { __errors: string[] }> = {};
  for (const error of errors) {
    const position = /^answers\.(\d+)/.exec(error.field)?.[1];
    const key = position === undefined ? undefined : sent[Number(position)]?.key;
    if (key) (byKey[key] ??= { __errors: [] }).__errors.push(error.reason);
  }
  return byKey;
}

/** An answer as the review page shows it. */
export function answerText(node: Pick<InputNode, 'type'>, answer: InspectionAnswer | undefined): string {
  if (!answer) return '입력하지 않았어요.';
  switch (node.type) {
    case 'CHECKBOX':
      return answer.checked ? '예' : '아니요';
    case 'NUMBER_INPUT':
      return answer.number === undefined ? '입력하지 않았어요.' : answer.number.toLocaleString('ko-KR');
    case 'DATE_INPUT':
      return answer.date ? answer.date.replaceAll('-', '.') : '입력하지 않았어요.';
    case 'IMAGE':
      return `사진 ${answer.imageUrls?.length ?? 0}장`;
    case 'TEXTAREA':
      return answer.multiline ?? '입력하지 않았어요.';
    default:
      return answer.text ?? '입력하지 않았어요.';
  }
}
