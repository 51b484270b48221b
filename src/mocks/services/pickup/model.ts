/**
 * What the pickup API computes from stored rows: menu visibility and selections, category menu
 * counts, order prices and payment, order counts, the store's opening state, paging.
 */
import type { components } from '@generated/openapi/pickup';
import { addDays, toKstIso } from '../../core/time';
import type {
  PickupDisplayCategoryRow,
  PickupInspectionStepRow,
  PickupMenuOptionRow,
  PickupMenuRow,
  PickupOnboardingRow,
  PickupOrderLineRow,
  PickupOrderRow,
  PickupState,
  PickupStore,
  PickupStoreDiscountRow,
} from './state';

type Schemas = components['schemas'];

// ─── envelope and store ──────────────────────────────────────────────────

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

// ─── menus ───────────────────────────────────────────────────────────────

export function categoriesOfMenu(store: PickupStore, menuId: number): PickupDisplayCategoryRow[] {
  return byDisplayOrder(store.displayCategories).filter((category) => category.menuIds.includes(menuId));
}

/**
 * Hidden when every category holding the menu is hidden (CLOSE). A menu in no category yet counts
 * as visible, so a new menu starts VISIBLE.
 */
export function displayStatusOf(store: PickupStore, menuId: number): Schemas['MenuDisplayStatus'] {
  const categories = categoriesOfMenu(store, menuId);
  if (categories.length === 0) return 'VISIBLE';
  return categories.some((category) => category.status === 'OPEN') ? 'VISIBLE' : 'HIDDEN';
}

export function toMenu(store: PickupStore, row: PickupMenuRow): Schemas['Menu'] {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    description: row.description,
    status: row.status,
    displayStatus: displayStatusOf(store, row.id),
    mainImageUrl: row.mainImage?.url ?? null,
    nutrition: row.nutrition,
    discount: row.discount ? { ...row.discount } : null,
  };
}

export function toMenuDetail(store: PickupStore, row: PickupMenuRow): Schemas['MenuDetail'] {
  return {
    ...toMenu(store, row),
    images: row.images.map((image, index) => ({ id: image.id, url: image.url, displayOrder: index + 1 })),
    selectedOptions: byDisplayOrder(store.menuOptions)
      .filter((option) => row.optionIds.includes(option.id))
      .map((option) => ({ id: option.id, name: option.name, status: option.status })),
    selectedDisplayCategories: categoriesOfMenu(store, row.id).map((category) => ({
      id: category.id,
      name: category.name,
      status: category.status,
    })),
  };
}

/** The menu board order: by category order, then position in the category; menus in no category last. */
export function boardPositionOf(store: PickupStore, menuId: number, displayCategoryId?: number): number {
  const categories = byDisplayOrder(store.displayCategories).filter(
    (category) => displayCategoryId === undefined || category.id === displayCategoryId,
  );
  let offset = 0;
  for (const category of categories) {
    const index = category.menuIds.indexOf(menuId);
    if (index >= 0) return offset + index;
    offset += category.menuIds.length;
  }
  return Number.MAX_SAFE_INTEGER;
}

export interface MenuFilter {
  name?: string;
  status?: Schemas['MenuStatus'];
  displayCategoryId?: number;
  displayCategoryMapped?: boolean;
  price?: number;
  description?: string;
}

export function filterMenus(store: PickupStore, filter: MenuFilter): PickupMenuRow[] {
  const name = filter.name?.trim().toLowerCase();
  const description = filter.description?.trim().toLowerCase();
  const category =
    filter.displayCategoryId === undefined
      ? undefined
      : store.displayCategories.find((c) => c.id === filter.displayCategoryId);
  return store.menus.filter((menu) => {
    if (name && !menu.name.toLowerCase().includes(name)) return false;
    if (description && !menu.description.toLowerCase().includes(description)) return false;
    if (filter.status && menu.status !== filter.status) return false;
    if (filter.price !== undefined && menu.price !== filter.price) return false;
    if (filter.displayCategoryId !== undefined && !category?.menuIds.includes(menu.id)) return false;
    if (filter.displayCategoryMapped !== undefined) {
      const mapped = store.displayCategories.some((c) => c.menuIds.includes(menu.id));
      if (mapped !== filter.displayCategoryMapped) return false;
    }
    return true;
  });
}

export const MENU_SORT_FIELDS = ['id', 'createdAt', 'name', 'price', 'displayOrder', 'status'] as const;
export type MenuSortField = (typeof MENU_SORT_FIELDS)[number];

/** `name,asc` → a comparator; undefined when the field or direction is unknown. Default: newest first. */
export function menuComparator(
  store: PickupStore,
  sort: string | undefined,
  displayCategoryId?: number,
): ((a: PickupMenuRow, b: PickupMenuRow) => number) | undefined {
  if (!sort?.trim()) return (a, b) => b.id - a.id;
  const [rawField = '', rawDirection = 'asc'] = sort.split(',').map((part) => part.trim());
  const direction = rawDirection.toLowerCase();
  if (!(MENU_SORT_FIELDS as readonly string[]).includes(rawField) || (direction !== 'asc' && direction !== 'desc'))
    return undefined;
  const field = rawField as MenuSortField;
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: PickupMenuRow, b: PickupMenuRow): number => {
    switch (field) {
      case 'id':
      case 'createdAt':
        return a.id - b.id;
      case 'name':
        return a.name.localeCompare(b.name, 'ko');
      case 'price':
        return a.price - b.price;
      case 'status':
        return a.status.localeCompare(b.status);
      case 'displayOrder':
        return boardPositionOf(store, a.id, displayCategoryId) - boardPositionOf(store, b.id, displayCategoryId);
    }
  };
  return (a, b) => sign * compare(a, b) || b.id - a.id;
}

/** 0-based page of a list, with what the menu search answers around it. */
export function menuPage<T>(items: readonly T[], page: number, size: number) {
  const start = page * size;
  const hasMore = start + size < items.length;
  return {
    items: items.slice(start, start + size),
    page,
    size,
    hasMore,
    totalPages: Math.ceil(items.length / size),
    totalCount: items.length,
    nextQueryParams: hasMore ? { page: page + 1, size } : null,
  };
}

// ─── menu options ────────────────────────────────────────────────────────

export function toMenuOption(row: PickupMenuOptionRow): Schemas['MenuOption'] {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isRequired: row.isRequired,
    maxOptionItemCount: row.maxOptionItemCount,
    optionItemCount: row.optionItems.length,
    displayOrder: row.displayOrder,
    optionItems: row.optionItems.map((item, index) => ({ ...item, displayOrder: index + 1 })),
  };
}

// ─── display categories ──────────────────────────────────────────────────

export function menusInCategory(store: PickupStore, row: PickupDisplayCategoryRow): PickupMenuRow[] {
  return row.menuIds.flatMap((id) => store.menus.filter((menu) => menu.id === id));
}

export function toDisplayCategory(store: PickupStore, row: PickupDisplayCategoryRow): Schemas['DisplayCategory'] {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    menuCount: menusInCategory(store, row).length,
    displayOrder: row.displayOrder,
  };
}

export function toDisplayCategoryDetail(
  store: PickupStore,
  row: PickupDisplayCategoryRow,
): Schemas['DisplayCategoryDetail'] {
  return {
    ...toDisplayCategory(store, row),
    menus: menusInCategory(store, row).map((menu, index) => ({
      id: menu.id,
      name: menu.name,
      description: menu.description,
      mainImageUrl: menu.mainImage?.url ?? null,
      status: menu.status,
      displayStatus: displayStatusOf(store, menu.id),
      price: menu.price,
      displayOrder: index + 1,
      removable: true,
    })),
  };
}

// ─── ordering helpers (options, categories) ──────────────────────────────

export function byDisplayOrder<T extends { displayOrder: number; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
}

export function nextDisplayOrder(rows: readonly { displayOrder: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.displayOrder), 0) + 1;
}

/** Ids in `changes` that are not rows of the list (for a 400). */
export function unknownIds(rows: readonly { id: number }[], ids: readonly number[]): number[] {
  return ids.filter((id) => !rows.some((row) => row.id === id));
}

/** Applies the sent positions, keeps the rest in their order, and renumbers 1..n. */
export function applyDisplayOrder<T extends { displayOrder: number; id: number }>(
  rows: T[],
  changes: readonly { id: number; displayOrder: number }[],
): T[] {
  const wanted = new Map(changes.map((change) => [change.id, change.displayOrder]));
  const ordered = [...rows].sort((a, b) => {
    const byWanted = (wanted.get(a.id) ?? a.displayOrder) - (wanted.get(b.id) ?? b.displayOrder);
    if (byWanted !== 0) return byWanted;
    // Of two rows asking for the same place, the one that was sent wins it.
    return Number(wanted.has(b.id)) - Number(wanted.has(a.id)) || a.displayOrder - b.displayOrder || a.id - b.id;
  });
  ordered.forEach((row, index) => (row.displayOrder = index + 1));
  return ordered;
}

// ─── store ───────────────────────────────────────────────────────────────

export function toStoreDiscount(row: PickupStoreDiscountRow): Schemas['StoreDiscount'] {
  return {
    id: row.id,
    discountMethod: row.discountMethod,
    discountValue: row.discountValue,
    condition: { minimumOrderAmount: row.minimumOrderAmount },
    scope: 'ALL',
  };
}

/** What a store discount takes off an order of `amount` won (0 when the minimum is not met). */
export function storeDiscountAmount(row: PickupStoreDiscountRow, amount: number): number {
  if (amount < row.minimumOrderAmount) return 0;
  const off =
    row.discountMethod === 'AMOUNT' ? row.discountValue : Math.floor((amount * row.discountValue) / 100 / 10) * 10;
  return Math.min(off, amount);
}

/** The store discount that takes the most off, or null. */
export function bestStoreDiscount(discounts: readonly PickupStoreDiscountRow[], amount: number) {
  let best: { discountId: number; discountAmount: number } | null = null;
  for (const row of discounts) {
    const discountAmount = storeDiscountAmount(row, amount);
    if (discountAmount > 0 && (!best || discountAmount > best.discountAmount))
      best = { discountId: row.id, discountAmount };
  }
  return best;
}

function toLocalTime(hhmm: string): Schemas['LocalTime'] {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return { hour, minute, second: 0, nano: 0 };
}

function minutesOf(hhmm: string): number {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return hour * 60 + minute;
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** "2025-01-31": the Asia/Seoul calendar day of an instant. */
export function kstDateKey(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

function kstMinutesOfDay(date: Date): number {
  const kst = new Date(date.getTime() + KST_OFFSET_MS);
  return kst.getUTCHours() * 60 + kst.getUTCMinutes();
}

/** Opening state now, and when it next changes by itself (null when only the owner can change it). */
export function operationStatusOf(
  store: PickupStore,
  now: Date,
): { operationStatus: Schemas['StoreOperationStatus']; nextUpdateTime: string | null } {
  const op = store.operation;
  if (op.status !== 'ACTIVE') return { operationStatus: 'CLOSED', nextUpdateTime: null };
  if (op.manuallyClosed) return { operationStatus: 'MANUALLY_CLOSED', nextUpdateTime: null };
  const current = kstMinutesOfDay(now);
  const at = (hhmm: string, days = 0) => {
    const minutes = minutesOf(hhmm);
    return toKstIso(addDays(now, days, Math.floor(minutes / 60), minutes % 60));
  };
  const inRange = (range: { start: string; end: string }) =>
    current >= minutesOf(range.start) && current < minutesOf(range.end);
  if (op.breakHours && inRange(op.breakHours))
    return { operationStatus: 'BREAK_TIME', nextUpdateTime: at(op.breakHours.end) };
  if (op.open24Hours)
    return {
      operationStatus: 'OPEN',
      nextUpdateTime: op.breakHours ? at(op.breakHours.start, current < minutesOf(op.breakHours.start) ? 0 : 1) : null,
    };
  if (inRange(op.businessHours)) {
    const breakAhead =
      op.breakHours &&
      current < minutesOf(op.breakHours.start) &&
      minutesOf(op.breakHours.start) < minutesOf(op.businessHours.end);
    return {
      operationStatus: 'OPEN',
      nextUpdateTime: breakAhead && op.breakHours ? at(op.breakHours.start) : at(op.businessHours.end),
    };
  }
  const opensToday = current < minutesOf(op.businessHours.start);
  return { operationStatus: 'CLOSED', nextUpdateTime: at(op.businessHours.start, opensToday ? 0 : 1) };
}

export function toOperationInfo(store: PickupStore, now: Date): Schemas['StoreOperationInfo'] {
  const op = store.operation;
  return {
    status: op.status,
    ...operationStatusOf(store, now),
    inactiveReasons: [...op.inactiveReasons],
    rejectReasons: [...op.rejectReasons],
    kycRemainingDays: op.kycRemainingDays,
    operationSchedule: {
      open24Hours: op.open24Hours,
      closed: op.manuallyClosed,
      businessHours: { startTime: toLocalTime(op.businessHours.start), endTime: toLocalTime(op.businessHours.end) },
      breakHours: op.breakHours
        ? { startTime: toLocalTime(op.breakHours.start), endTime: toLocalTime(op.breakHours.end) }
        : null,
    },
  };
}

// ─── onboarding ──────────────────────────────────────────────────────────

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

// ─── orders ──────────────────────────────────────────────────────────────

export const ONGOING_STATUSES: readonly Schemas['OrderStatus'][] = ['ORDERED', 'ACCEPTED', 'PREPARATION_COMPLETED'];
export const FINISHED_STATUSES: readonly Schemas['OrderStatus'][] = ['PICKUP_COMPLETED', 'CANCELED'];
/** Statuses an order can be picked up from (schema: "준비 중이거나 준비 완료한 주문"). */
export const PICKUP_COMPLETABLE_STATUSES: readonly Schemas['OrderStatus'][] = ['ACCEPTED', 'PREPARATION_COMPLETED'];

export const ORDER_STATUS_LABELS: Record<Schemas['OrderStatus'], string> = {
  ORDERED: '신규 주문',
  ACCEPTED: '준비 중',
  PREPARATION_COMPLETED: '준비 완료',
  PICKUP_COMPLETED: '픽업 완료',
  CANCELED: '취소',
};

/** Menu price after the menu's own discount (options are never discounted). */
export function discountedMenuPrice(price: number, discount: Schemas['MenuDiscount']): number {
  if (!discount) return price;
  const off =
    discount.discountMethod === 'AMOUNT'
      ? discount.discountValue
      : Math.floor((price * discount.discountValue) / 100 / 10) * 10;
  return Math.max(0, price - off);
}

function priceLine(line: PickupOrderLineRow) {
  const optionsTotal = line.options.reduce(
    (sum, option) => sum + option.optionItems.reduce((s, item) => s + item.price, 0),
    0,
  );
  const unit = line.price + optionsTotal;
  const discountedUnit = discountedMenuPrice(line.price, line.discount) + optionsTotal;
  return { unit, discountedUnit, total: unit * line.quantity, discountedTotal: discountedUnit * line.quantity };
}

/** originalPrice (list prices) − menu discounts = totalPrice; − store discount = finalPrice. */
export function orderAmounts(lines: readonly PickupOrderLineRow[], orderDiscount: PickupOrderRow['orderDiscount']) {
  const priced = lines.map(priceLine);
  const originalPrice = priced.reduce((sum, line) => sum + line.total, 0);
  const totalPrice = priced.reduce((sum, line) => sum + line.discountedTotal, 0);
  return {
    originalPrice,
    menuDiscountedPrice: originalPrice - totalPrice,
    totalPrice,
    finalPrice: Math.max(0, totalPrice - (orderDiscount?.discountAmount ?? 0)),
  };
}

export function orderTitle(lines: readonly PickupOrderLineRow[]): string {
  const [first, ...rest] = lines;
  if (!first) return '주문';
  return rest.length === 0 ? first.name : `${first.name} 외 ${rest.length}개`;
}

export function isCancellable(row: PickupOrderRow): boolean {
  return ONGOING_STATUSES.includes(row.status);
}

export function toPickupOrder(store: PickupStore, row: PickupOrderRow, now: Date): Schemas['PickupOrder'] {
  const amounts = orderAmounts(row.lines, row.orderDiscount);
  const payments: Schemas['OrderPayment'][] = [
    { amount: amounts.finalPrice, paymentType: row.paymentType, createdAt: row.orderedAt },
  ];
  if (row.canceledAt)
    payments.push({
      amount: -amounts.finalPrice,
      paymentType: `${row.paymentType} 결제 취소`,
      createdAt: row.canceledAt,
    });
  const settleAfter = addDays(now, -2).getTime();
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    title: orderTitle(row.lines),
    storeId: store.id,
    store: {
      id: store.id,
      ingredients: { origin: store.ingredients.origin, nutritionInfo: { ...store.ingredients.nutritionInfo } },
    },
    status: row.status,
    customerMemo: row.customerMemo,
    ...amounts,
    orderItems: row.lines.map((line) => {
      const priced = priceLine(line);
      return {
        menu: {
          id: line.menuId,
          price: line.price,
          totalPrice: priced.unit,
          discountedTotalPrice: priced.discountedUnit,
          name: line.name,
          nutrition: line.nutrition,
          options: line.options.map((option) => ({
            id: option.id,
            name: option.name,
            optionItems: option.optionItems.map((item) => ({ ...item, totalPrice: item.price * line.quantity })),
          })),
        },
        quantity: line.quantity,
        totalPrice: priced.total,
        discountedTotalPrice: priced.discountedTotal,
      };
    }),
    orderDiscount: row.orderDiscount ? { ...row.orderDiscount } : null,
    paymentDetail: {
      paidAt: row.orderedAt,
      payAmount: amounts.finalPrice,
      isSettled:
        row.status === 'PICKUP_COMPLETED' && row.pickedAt !== null && new Date(row.pickedAt).getTime() < settleAfter,
      isCancellable: isCancellable(row),
      payments,
    },
    orderedAt: row.orderedAt,
    acceptedAt: row.acceptedAt,
    estimatedPreparationTime: row.estimatedPreparationTime,
    lastNotifiedAt: row.lastNotifiedAt,
    notifiedCount: row.notifiedCount,
    reNotification: { ...row.reNotification },
    pickedAt: row.pickedAt,
    canceledAt: row.canceledAt,
  };
}

export function toPickupOrderDetail(store: PickupStore, row: PickupOrderRow, now: Date): Schemas['PickupOrderDetail'] {
  const { safeNumber, ...customer } = row.customer;
  return {
    ...toPickupOrder(store, row, now),
    customer: { ...customer, phoneNumber: safeNumber },
    cancelReason: row.cancelReason,
  };
}

export function orderCounts(store: PickupStore, now: Date): Schemas['OrderCounts'] {
  const today = kstDateKey(now);
  const count = (predicate: (row: PickupOrderRow) => boolean) => store.orders.filter(predicate).length;
  const fresh = count((row) => row.status === 'ORDERED');
  const inProgress = count((row) => row.status === 'ACCEPTED' || row.status === 'PREPARATION_COMPLETED');
  return {
    new: fresh,
    inProgress,
    total: fresh + inProgress,
    canceledToday: count(
      (row) => row.status === 'CANCELED' && row.canceledAt !== null && kstDateKey(row.canceledAt) === today,
    ),
    pickupCompletedToday: count(
      (row) => row.status === 'PICKUP_COMPLETED' && row.pickedAt !== null && kstDateKey(row.pickedAt) === today,
    ),
  };
}

export function sortOrders(
  rows: readonly PickupOrderRow[],
  sortType: Schemas['OrderSortType'] = 'NEWEST',
): PickupOrderRow[] {
  const sign = sortType === 'OLDEST' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (Date.parse(a.orderedAt) - Date.parse(b.orderedAt)) || sign * (a.id - b.id));
}

/**
 * One "load more" batch by order time: NEWEST gives orders strictly older than the cursor, newest
 * first; OLDEST gives orders strictly newer than the cursor, oldest first.
 */
export function cursorPage(
  rows: readonly PickupOrderRow[],
  options: {
    cursorCreatedAt?: string | undefined;
    size?: number | undefined;
    sortType?: Schemas['OrderSortType'] | undefined;
  },
) {
  const size = options.size ?? 20;
  const sortType = options.sortType ?? 'NEWEST';
  const cursor = options.cursorCreatedAt ? Date.parse(options.cursorCreatedAt) : undefined;
  const after = sortOrders(rows, sortType).filter((row) => {
    if (cursor === undefined || Number.isNaN(cursor)) return true;
    const at = Date.parse(row.orderedAt);
    return sortType === 'OLDEST' ? at > cursor : at < cursor;
  });
  const items = after.slice(0, size);
  const hasMore = after.length > size;
  return {
    items,
    size,
    hasMore,
    nextQueryParams: { cursorCreatedAt: hasMore ? (items[items.length - 1]?.orderedAt ?? null) : null },
  };
}

function clone<T>(value: T): T {
  return value === null || value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
