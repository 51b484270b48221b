/**
 * The onboarding's rules as pure functions: the five steps, what each step's inspection status
 * allows (edit, submit, re-submit after a rejection), whether the whole application may be sent
 * and why not, where a merchant who comes back resumes, and which answers a step's form opens with.
 */
import type {
  InspectionRejectReason,
  InspectionStatus,
  KarrotPartnershipType,
  MenuRegistrationStatus,
  OnboardingApplication,
  OnboardingStatus,
} from '@/api/pickup-onboarding';
import { pickupSetupMachine, type SetupStepRecord } from '@/api/machines/pickup-setup';
import { dayjs, KST } from '@/lib/format';
import { can } from '@/lib/machine';
import { isStepDone, STEPS, stepStatusOf, type StepKey } from './application-steps';

export {
  applicationProgress,
  hasStarted,
  isStepDone,
  STEPS,
  stepStatusOf,
  type ApplicationProgress,
  type StepKey,
} from './application-steps';

export const INSPECTION_LABELS: Readonly<Record<InspectionStatus, string>> = {
  BEFORE_INSPECTION: '검수 전',
  UNDER_INSPECTION: '검수 중',
  APPROVED: '승인',
  REJECTED: '반려',
};

export const MENU_STATUS_LABELS: Readonly<Record<MenuRegistrationStatus, string>> = {
  NOT_ATTEMPTED: '등록 전',
  PROCESSING: '가져오는 중',
  COMPLETED: '등록 완료',
  FAIL: '가져오기 실패',
};

export const PARTNERSHIP_LABELS: Readonly<Record<KarrotPartnershipType, { title: string; description: string }>> = {
  POSTER_AND_NAVER_ARTICLE: {
    title: '포스터와 네이버 블로그 글 모두',
    description: '가게에 픽업 주문 포스터를 붙이고, 네이버 블로그 소개 글도 함께 실어요.',
  },
  POSTER_ONLY: { title: '포스터만', description: '가게에 픽업 주문 포스터를 붙여요.' },
  NAVER_ARTICLE_ONLY: { title: '네이버 블로그 글만', description: '네이버 블로그에 가게 소개 글을 실어요.' },
  NOT_PARTICIPATING: { title: '참여하지 않아요', description: '제휴 홍보 없이 픽업 주문만 받아요.' },
};

export const REJECT_REASON_LABELS: Readonly<Record<InspectionRejectReason, string>> = {
  CATEGORY_NOT_ALLOWED: '픽업 주문을 받을 수 없는 업종이에요.',
  CUSTOM: '검수 담당자가 남긴 사유를 확인해 주세요.',
  INVALID_BIZ_PROFILE: '비즈프로필 정보가 실제 가게와 달라요.',
  INVALID_BUSINESS_LICENSE: '사업자등록증을 확인할 수 없어요.',
  INVALID_INPUT: '입력한 내용에 잘못된 부분이 있어요.',
  REGION_NOT_ALLOWED: '아직 픽업 주문을 열지 않은 지역이에요.',
};

export const APPLICATION_STATUS_LABELS: Readonly<Record<OnboardingStatus, string>> = {
  NOT_SUBMITTED: '신청 전',
  UNDER_REVIEW: '입점 검수 중',
  APPROVED: '입점 승인',
  REJECTED: '입점 반려',
};

/** Whether the whole application is closed to edits (sent and waiting, or approved). */
export function isApplicationLocked(application: OnboardingApplication): boolean {
  return application.onboardingStatus === 'UNDER_REVIEW' || application.onboardingStatus === 'APPROVED';
}

/**
 * Whether the merchant may change a step's answers: before inspection, or after a rejection (to
 * re-submit). Under inspection or approved a step is read-only, and so is every step of a sent application.
 */
export function canEditStep(application: OnboardingApplication, key: StepKey): boolean {
  if (key === 'menuRegistration') {
    const status = stepStatusOf(application, key);
    return !isApplicationLocked(application) && (status === 'BEFORE_INSPECTION' || status === 'REJECTED');
  }
  return can(pickupSetupMachine, { ...setupStepOf(application, key), answers: null }, 'edit');
}

/** An inspection step as the setup table reads it (src/api/machines/pickup-setup.ts), without its answers. */
export function setupStepOf(
  application: OnboardingApplication,
  key: Exclude<StepKey, 'menuRegistration'>,
): Omit<SetupStepRecord, 'answers' | 'titles'> {
  const step = application[key];
  return {
    status: step.status,
    rejectReason: step.rejectReason,
    hasDraft: 'draft' in step && step.draft !== null,
    applicationLocked: isApplicationLocked(application),
  };
}

/** Why the whole application cannot be sent yet (empty when it can). */
export function applicationBlockers(application: OnboardingApplication): string[] {
  if (application.onboardingStatus === 'UNDER_REVIEW') return ['입점 신청을 검수하고 있어요.'];
  if (application.onboardingStatus === 'APPROVED') return ['입점이 승인되었어요.'];
  const blockers = STEPS.filter((step) => !isStepDone(application, step.key)).map((step) =>
    stepStatusOf(application, step.key) === 'REJECTED'
      ? `${step.label} 단계가 반려되었어요. 고쳐서 다시 요청해 주세요.`
      : `${step.label} 단계를 검수 요청해 주세요.`,
  );
  if (!application.karrotPartnershipType) blockers.push('제휴 홍보 방식을 골라 주세요.');
  return blockers;
}

export function canSubmitApplication(application: OnboardingApplication): boolean {
  return applicationBlockers(application).length === 0;
}

/**
 * Where a merchant resumes: the step in the address when it is one; else the step they were on last
 * (remembered per account); else the first step that still needs them (rejected first, then not sent).
 */
export function resumeStep(
  application: OnboardingApplication,
  requested: string | null,
  remembered: string | null,
): StepKey {
  const bySlug = (slug: string | null) => STEPS.find((step) => step.slug === slug)?.key;
  const chosen = bySlug(requested) ?? bySlug(remembered);
  if (chosen) return chosen;
  const rejected = STEPS.find((step) => stepStatusOf(application, step.key) === 'REJECTED');
  const open = STEPS.find((step) => !isStepDone(application, step.key));
  return (rejected ?? open ?? STEPS[0]!).key;
}

export function slugOf(key: StepKey): string {
  return STEPS.find((step) => step.key === key)!.slug;
}

/**
 * The answers a step's form opens with: what was saved on the server (a draft, or what was sent
 * and rejected: kept so a re-submit changes only what the reason asks), with the store name and
 * address the account already has filled in where the step has nothing yet.
 */
export function initialAnswers<T extends object>(draft: T | null | undefined, defaults: Partial<T> = {}): Partial<T> {
  const saved = Object.fromEntries(
    Object.entries(draft ?? {}).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  ) as Partial<T>;
  return { ...defaults, ...saved };
}

/**
 * A draft as it is sent: the form's empty places left out (an unfilled photo slot, a blank field, an
 * address group with nothing typed), so a half-filled step saves instead of failing its schema.
 */
export function cleanDraft(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanDraft).filter((item) => item !== undefined);
  if (value === null || value === '' || value === undefined) return undefined;
  if (typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => [key, cleanDraft(item)] as const)
    .filter(([, item]) => item !== undefined);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** "임시 저장됨 14:05" (KST). */
export function savedAtText(at: number): string {
  return `임시 저장됨 ${dayjs(at).tz(KST).format('HH:mm')}`;
}

/** The status line of a step: "반려 · 2026.11.24 15:25". */
export function statusLine(status: string, updatedAt: string | null): string {
  return updatedAt ? `${status} · ${dayjs(updatedAt).tz(KST).format('YYYY.MM.DD HH:mm')}` : status;
}

// ─── checks (each with its own message) ─────────────────────────────────

export type CheckTone = 'success' | 'warning' | 'error';

export function businessNumberMessage(check: {
  readonly valid: boolean;
  readonly circuitBreak: boolean;
  readonly isAlreadyRegistered: boolean;
}): { tone: CheckTone; text: string } {
  if (check.circuitBreak)
    return {
      tone: 'warning',
      text: '국세청 조회가 잠시 안 돼요. 번호를 그대로 두고 검수를 요청하면 검수 담당자가 확인해요.',
    };
  if (check.isAlreadyRegistered)
    return { tone: 'error', text: '이미 다른 매장에 등록된 사업자등록번호예요. 고객센터에 문의해 주세요.' };
  if (!check.valid)
    return { tone: 'error', text: '확인되지 않는 사업자등록번호예요. 숫자 10자리를 다시 확인해 주세요.' };
  return { tone: 'success', text: '정상 영업 중인 사업자예요.' };
}

export function accountMessage(check: {
  readonly valid: boolean;
  readonly holder?: string | null;
  readonly circuitBreak: boolean;
}): { tone: CheckTone; text: string } {
  if (check.circuitBreak)
    return { tone: 'warning', text: '은행 조회가 잠시 안 돼요. 잠시 후 다시 확인하거나, 그대로 검수를 요청해 주세요.' };
  if (!check.valid || !check.holder)
    return { tone: 'error', text: '확인되지 않는 계좌예요. 은행과 계좌번호를 다시 확인해 주세요.' };
  return { tone: 'success', text: `예금주 ${check.holder} 님의 계좌예요. 이름이 맞는지 확인해 주세요.` };
}

// ─── kickoff ──────────────────────────────────────────────────────────────

/** Business categories a merchant picks from (ids of the 동네마켓 category tree). */
export const BUSINESS_CATEGORIES: readonly { readonly id: number; readonly name: string }[] = [
  { id: 101, name: '카페·디저트' },
  { id: 205, name: '한식' },
  { id: 210, name: '분식' },
  { id: 220, name: '치킨·피자' },
  { id: 230, name: '베이커리' },
  { id: 1053, name: '부동산 중개' },
  { id: 1120, name: '미용실' },
  { id: 1268, name: '사진관·갤러리' },
];

/** Why a category cannot join, and what the merchant can do. */
export function unavailableText(categoryName: string): string {
  return `${categoryName} 업종은 아직 픽업 주문을 받을 수 없어요. 픽업 주문은 음식점, 카페, 베이커리처럼 가게에서 만든 음식을 포장해 가는 업종만 쓸 수 있어요. 업종을 잘못 골랐다면 비즈프로필 정보에서 업종을 바꾼 뒤 다시 확인해 주세요.`;
}
