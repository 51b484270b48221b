/** The pickup store as a whole: the answer envelope, the store's id, and the empty store of a first use. */
import type { PickupState, PickupStore } from './state';

/** The pickup envelope `{data, status, message}` of a 200 answer. */
export function ok<T>(data: T, message = '성공했어요.'): { data: T; status: number; message: string } {
  return { data, status: 200, message };
}

export function storeIdOf(accountId: number): number {
  return 7000 + accountId;
}

/** A store nobody has applied with yet: empty lists, onboarding not started, not open. */
export function emptyStore(accountId: number): PickupStore {
  const step = () => ({
    inspectionId: null,
    status: 'BEFORE_INSPECTION' as const,
    statusUpdatedAt: null,
    rejectReason: null,
    draft: null,
  });
  return {
    id: storeIdOf(accountId),
    businessAccountId: accountId,
    onboarding: {
      started: false,
      bizCategoryId: null,
      onboardingStatus: 'NOT_SUBMITTED',
      businessRegistrationInspection: step(),
      settlementAccount: step(),
      storeInfo: step(),
      discountReward: step(),
      menuRegistration: { status: 'NOT_ATTEMPTED', type: null, scrapingUrl: null },
      karrotPartnershipType: null,
      submittedAt: null,
      rejectReasons: [],
      additionalRejectReason: null,
    },
    operation: {
      status: 'PENDING',
      manuallyClosed: false,
      inactiveReasons: [],
      rejectReasons: [],
      kycRemainingDays: null,
      open24Hours: false,
      businessHours: { start: '09:00', end: '21:00' },
      breakHours: null,
    },
    ingredients: { origin: '', nutritionInfo: { nutrition: '', nutritionManageType: 'NONE' } },
    discounts: [],
    menus: [],
    menuOptions: [],
    displayCategories: [],
    orders: [],
  };
}

/** The account's store, created empty on first use so lists answer empty rather than 404. */
export function storeOf(state: PickupState, accountId: number): PickupStore {
  const key = String(accountId);
  return (state.stores[key] ??= emptyStore(accountId));
}
