import type { components } from '@generated/openapi/pickup';

type Schemas = components['schemas'];

/** A menu as stored: displayStatus, selected options and categories are derived on read. */
export interface PickupMenuRow {
  id: number;
  name: string;
  price: number;
  description: string;
  status: Schemas['MenuStatus'];
  /** Id of the main photo among `images` (or an uploaded one), null when there is none. */
  mainImage: { id: number; url: string } | null;
  /** Photos in display order. */
  images: { id: number; url: string }[];
  nutrition: string;
  discount: Schemas['MenuDiscount'];
  /** Options attached to the menu; shown in the options' own displayOrder. */
  optionIds: number[];
}

export interface PickupOptionItemRow {
  id: number;
  name: string;
  price: number;
  status: Schemas['MenuOptionStatus'];
  isDefault: boolean;
}

/** A menu option as stored: optionItemCount and item displayOrder are derived on read. */
export interface PickupMenuOptionRow {
  id: number;
  name: string;
  status: Schemas['MenuOptionStatus'];
  isRequired: boolean;
  maxOptionItemCount: number;
  displayOrder: number;
  /** Items in display order (position + 1). */
  optionItems: PickupOptionItemRow[];
}

/** A display category as stored: menuCount and each menu's displayOrder come from `menuIds`. */
export interface PickupDisplayCategoryRow {
  id: number;
  name: string;
  status: Schemas['DisplayCategoryStatus'];
  displayOrder: number;
  /** Menus in the category, in display order. */
  menuIds: number[];
}

export interface PickupStoreDiscountRow {
  id: number;
  discountMethod: Schemas['DiscountMethod'];
  discountValue: number;
  minimumOrderAmount: number;
  /** The period it applies in (ISO instants). */
  startAt: string;
  endAt: string;
}

export interface PickupInspectionStepRow<Draft> {
  inspectionId: number | null;
  status: Schemas['InspectionStatus'];
  statusUpdatedAt: string | null;
  /** The reviewer's reason; `field` names the rejected field and `rejectedValue` what was sent in it. */
  rejectReason: { title: string; content: string; field?: string | null; rejectedValue?: unknown } | null;
  draft: Draft | null;
}

export interface PickupOnboardingRow {
  /** False until createPickupStore: the application of a store created lazily on first use. */
  started: boolean;
  bizCategoryId: number | null;
  onboardingStatus: Schemas['OnboardingStatus'];
  businessRegistrationInspection: PickupInspectionStepRow<Schemas['BusinessRegistrationDraft']>;
  settlementAccount: PickupInspectionStepRow<Schemas['SettlementAccountDraft']>;
  storeInfo: PickupInspectionStepRow<Schemas['StoreInfoDraft']>;
  discountReward: PickupInspectionStepRow<never>;
  menuRegistration: {
    status: Schemas['MenuRegistrationStatus'];
    type: Schemas['MenuRegistrationType'] | null;
    scrapingUrl: string | null;
  };
  karrotPartnershipType: Schemas['KarrotPartnershipType'] | null;
  /** When the menu scraping was asked for (it finishes SCRAPING_MS later, on the next read). */
  scrapingRequestedAt?: string | null;
  submittedAt: string | null;
  rejectReasons: Schemas['InspectionRejectReason'][];
  additionalRejectReason: string | null;
}

/** Store status and schedule: operationStatus and nextUpdateTime are derived from the clock. */
export interface PickupOperationRow {
  status: Schemas['StoreStatus'];
  manuallyClosed: boolean;
  /** When a pause ends by itself (KST ISO); null or absent: until the owner resumes. */
  closedUntil?: string | null;
  inactiveReasons: Schemas['StoreInactiveReason'][];
  rejectReasons: Schemas['InspectionRejectReason'][];
  kycRemainingDays: number | null;
  open24Hours: boolean;
  /** "HH:mm" in Asia/Seoul. */
  businessHours: { start: string; end: string };
  breakHours: { start: string; end: string } | null;
}

/** One line of an order, a snapshot of the menu and options at order time; prices are derived on read. */
export interface PickupOrderLineRow {
  menuId: number;
  name: string;
  price: number;
  nutrition: string | null;
  discount: Schemas['MenuDiscount'];
  quantity: number;
  options: { id: number; name: string; optionItems: { id: number; name: string; price: number }[] }[];
}

/** An order as stored: title, prices, payment detail and isCancellable are derived on read. */
export interface PickupOrderRow {
  id: number;
  orderNumber: string;
  status: Schemas['OrderStatus'];
  customer: {
    name: string | null;
    nickname: string;
    profileImageUrl: string | null;
    followedAt: string | null;
    /** The safe (050x) number the store may call. */
    safeNumber: string;
  };
  customerMemo: string | null;
  lines: PickupOrderLineRow[];
  orderDiscount: { discountId: number; discountAmount: number } | null;
  paymentType: string;
  orderedAt: string;
  acceptedAt: string | null;
  estimatedPreparationTime: string | null;
  lastNotifiedAt: string | null;
  notifiedCount: number;
  reNotification: { maxCount: number; currentCount: number };
  pickedAt: string | null;
  canceledAt: string | null;
  cancelReason: string | null;
}

/** Everything one business account's pickup store holds. */
export interface PickupStore {
  id: number;
  businessAccountId: number;
  onboarding: PickupOnboardingRow;
  operation: PickupOperationRow;
  ingredients: Schemas['StoreIngredients'];
  discounts: PickupStoreDiscountRow[];
  menus: PickupMenuRow[];
  menuOptions: PickupMenuOptionRow[];
  displayCategories: PickupDisplayCategoryRow[];
  orders: PickupOrderRow[];
}

export interface PickupState {
  /** Keyed by business account id (as a string). */
  stores: Record<string, PickupStore>;
}
