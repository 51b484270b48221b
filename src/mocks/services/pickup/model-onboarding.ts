/** The onboarding application as answered, which steps keep it from being submitted, and who may apply. */
import type { components } from '@generated/openapi/pickup';
import type { PickupInspectionStepRow, PickupOnboardingRow } from './state';

type Schemas = components['schemas'];

function toInspectionStep(row: PickupInspectionStepRow<unknown>): Schemas['InspectionStep'] {
  return {
    inspectionId: row.inspectionId,
    status: row.status,
    statusUpdatedAt: row.statusUpdatedAt,
    rejectReason: row.rejectReason ? { ...row.rejectReason } : null,
  };
}

export function toOnboardingApplication(row: PickupOnboardingRow): Schemas['OnboardingApplication'] {
  return {
    onboardingStatus: row.onboardingStatus,
    businessRegistrationInspection: {
      ...toInspectionStep(row.businessRegistrationInspection),
      draft: clone(row.businessRegistrationInspection.draft),
    },
    settlementAccount: { ...toInspectionStep(row.settlementAccount), draft: clone(row.settlementAccount.draft) },
    storeInfo: { ...toInspectionStep(row.storeInfo), draft: clone(row.storeInfo.draft) },
    discountReward: toInspectionStep(row.discountReward),
    menuRegistration: { ...row.menuRegistration },
    karrotPartnershipType: row.karrotPartnershipType,
    submittedAt: row.submittedAt,
    rejectReasons: [...row.rejectReasons],
    additionalRejectReason: row.additionalRejectReason,
  };
}

/** Names of the steps that keep the application from being submitted (empty when it can be). */
export function unfinishedSteps(row: PickupOnboardingRow): string[] {
  const submitted = (status: Schemas['InspectionStatus']) => status === 'UNDER_INSPECTION' || status === 'APPROVED';
  const missing: string[] = [];
  if (!submitted(row.businessRegistrationInspection.status)) missing.push('사업자 정보');
  if (!submitted(row.settlementAccount.status)) missing.push('정산 계좌');
  if (!submitted(row.storeInfo.status)) missing.push('매장 정보');
  if (!submitted(row.discountReward.status)) missing.push('할인 혜택');
  if (row.menuRegistration.status !== 'PROCESSING' && row.menuRegistration.status !== 'COMPLETED')
    missing.push('메뉴 등록');
  return missing;
}

/** Any business category id from 1 to 999 (food and drink in the demo) may join the pickup service. */
export function isCategoryAvailable(bizCategoryId: number): boolean {
  return bizCategoryId >= 1 && bizCategoryId <= 999;
}

function clone<T>(value: T): T {
  return value === null || value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
