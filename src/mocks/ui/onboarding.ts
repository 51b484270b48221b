/**
 * "픽업 입점 검수": plays the pickup inspector. Moves one step of an account's onboarding
 * application to 검수 전 / 검수 중 / 승인 / 반려 (with a reject reason and the time), or the whole
 * application to 검수 중 / 승인 / 반려, so every state of /pickup/setup can be seen.
 */
import { toKstIso } from '../core/time';
import { storeOf } from '../services/pickup/model';
import type { PickupInspectionStepRow, PickupOnboardingRow } from '../services/pickup/state';
import type { MockRuntime } from '../runtime';

export const DEMO_ONBOARDING_STEPS = [
  { value: 'businessRegistrationInspection', label: '사업자 정보' },
  { value: 'settlementAccount', label: '정산 계좌' },
  { value: 'storeInfo', label: '매장 정보' },
  { value: 'discountReward', label: '할인 혜택' },
  { value: 'application', label: '입점 신청 전체' },
] as const;

export type DemoOnboardingStep = (typeof DEMO_ONBOARDING_STEPS)[number]['value'];

export const DEMO_INSPECTION_CHOICES = [
  { value: 'BEFORE_INSPECTION', label: '검수 전' },
  { value: 'UNDER_INSPECTION', label: '검수 중' },
  { value: 'APPROVED', label: '승인' },
  { value: 'REJECTED', label: '반려' },
] as const;

export type DemoInspectionChoice = (typeof DEMO_INSPECTION_CHOICES)[number]['value'];

const REJECTIONS: Readonly<Record<Exclude<DemoOnboardingStep, 'application'>, { title: string; content: string }>> = {
  businessRegistrationInspection: {
    title: '사업자등록증 사진을 확인할 수 없어요',
    content: '사진의 일부가 가려져 있어요. 사업자등록증 전체가 보이도록 다시 찍어 올려 주세요.',
  },
  settlementAccount: {
    title: '예금주가 대표자와 달라요',
    content: '정산 계좌는 사업자등록증의 대표자 이름으로 된 계좌만 쓸 수 있어요. 계좌를 바꿔 다시 요청해 주세요.',
  },
  storeInfo: {
    title: '영업신고증 사진을 확인할 수 없어요',
    content: '사진이 흐려서 상호와 영업 종류를 읽을 수 없어요. 영업신고증 전체가 잘 보이도록 다시 찍어 올려 주세요.',
  },
  discountReward: {
    title: '할인 혜택 조건을 다시 정해 주세요',
    content: '첫 주문 할인은 최소 주문 금액 없이 드려야 해요. 조건을 바꿔 다시 요청해 주세요.',
  },
};

function applicationStatus(onboarding: PickupOnboardingRow, choice: DemoInspectionChoice, now: Date) {
  onboarding.onboardingStatus =
    choice === 'APPROVED'
      ? 'APPROVED'
      : choice === 'REJECTED'
        ? 'REJECTED'
        : choice === 'UNDER_INSPECTION'
          ? 'UNDER_REVIEW'
          : 'NOT_SUBMITTED';
  onboarding.submittedAt = choice === 'BEFORE_INSPECTION' ? null : (onboarding.submittedAt ?? toKstIso(now));
  onboarding.rejectReasons = choice === 'REJECTED' ? ['INVALID_INPUT'] : [];
  onboarding.additionalRejectReason =
    choice === 'REJECTED' ? '반려된 단계를 고쳐서 다시 신청해 주세요. 고친 단계만 다시 검수해요.' : null;
}

/** Sets the step (or the whole application); false when the account has no application yet. */
export function setDemoInspection(
  runtime: Pick<MockRuntime, 'db'>,
  accountId: number,
  step: DemoOnboardingStep,
  choice: DemoInspectionChoice,
  now = new Date(),
): boolean {
  const { state } = runtime.db;
  const onboarding = storeOf(state.pickup, accountId).onboarding;
  if (!onboarding.started) return false;
  if (step === 'application') applicationStatus(onboarding, choice, now);
  else {
    const row: PickupInspectionStepRow<unknown> = onboarding[step];
    row.status = choice;
    row.statusUpdatedAt = choice === 'BEFORE_INSPECTION' ? null : toKstIso(now);
    row.rejectReason = choice === 'REJECTED' ? { ...REJECTIONS[step] } : null;
    if (choice !== 'BEFORE_INSPECTION') row.inspectionId ??= ++state.sequence;
  }
  runtime.db.persist();
  return true;
}
