/**
 * The application's five steps and how far it is, without the rules that need the setup table:
 * the pickup gate (every pickup screen) reads where an application stands from here, and the
 * onboarding screens' rules (onboarding-rules.ts) build on it.
 */
import type { InspectionStatus, OnboardingApplication } from '@/api/pickup-onboarding';

export type StepKey =
  'businessRegistrationInspection' | 'settlementAccount' | 'storeInfo' | 'discountReward' | 'menuRegistration';

export const STEPS: readonly { readonly key: StepKey; readonly label: string; readonly slug: string }[] = [
  { key: 'businessRegistrationInspection', label: '사업자 등록 확인', slug: 'business' },
  { key: 'settlementAccount', label: '정산 계좌', slug: 'settlement' },
  { key: 'storeInfo', label: '가게 정보', slug: 'store' },
  { key: 'discountReward', label: '할인 리워드', slug: 'discount' },
  { key: 'menuRegistration', label: '메뉴 등록', slug: 'menu' },
];

/** The step's status in the inspection words (메뉴 등록 has its own statuses). */
export function stepStatusOf(application: OnboardingApplication, key: StepKey): InspectionStatus {
  if (key !== 'menuRegistration') return application[key].status;
  const status = application.menuRegistration.status;
  return status === 'COMPLETED'
    ? 'APPROVED'
    : status === 'PROCESSING'
      ? 'UNDER_INSPECTION'
      : status === 'FAIL'
        ? 'REJECTED'
        : 'BEFORE_INSPECTION';
}

/** A step is done for the application once it is sent (검수 중) or approved; the menus once importing or registered. */
export function isStepDone(application: OnboardingApplication, key: StepKey): boolean {
  const status = stepStatusOf(application, key);
  return status === 'UNDER_INSPECTION' || status === 'APPROVED';
}

/** Whether the merchant has started an application (anything saved, chosen or sent). */
export function hasStarted(application: OnboardingApplication): boolean {
  return (
    application.onboardingStatus !== 'NOT_SUBMITTED' ||
    application.karrotPartnershipType !== null ||
    application.menuRegistration.status !== 'NOT_ATTEMPTED' ||
    STEPS.some(
      (step) => step.key !== 'menuRegistration' && stepStatusOf(application, step.key) !== 'BEFORE_INSPECTION',
    ) ||
    [application.businessRegistrationInspection, application.settlementAccount, application.storeInfo].some(
      (step) => step.draft !== null,
    )
  );
}

/** Where a started application stands: how many steps were sent, and the first one sent back. */
export interface ApplicationProgress {
  readonly sent: number;
  readonly total: number;
  readonly rejected?: { readonly label: string; readonly slug: string };
}

export function applicationProgress(application: OnboardingApplication): ApplicationProgress {
  const rejected = STEPS.find((step) => stepStatusOf(application, step.key) === 'REJECTED');
  return {
    sent: STEPS.filter((step) => isStepDone(application, step.key)).length,
    total: STEPS.length,
    ...(rejected ? { rejected: { label: rejected.label, slug: rejected.slug } } : {}),
  };
}
