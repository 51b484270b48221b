/**
 * Pickup service rules (spec 002 §3–§5 and the designed parts of pickup.yaml): everything is scoped
 * to the Account-Id's store (another store's ids are not found); a new menu is CLOSE, a new category
 * OPEN; options and categories keep a 1..n displayOrder; orders move ORDERED → ACCEPTED →
 * PREPARATION_COMPLETED → PICKUP_COMPLETED (or CANCELED), and a wrong move is a 409.
 */
import type { components } from '@generated/openapi/pickup';
import { messages } from '@/lib/messages';
import { conflict, implement, MockHttpError, notFound } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import {
  applyDisplayOrder,
  byDisplayOrder,
  cursorPage,
  filterMenus,
  FINISHED_STATUSES,
  isCancellable,
  isCategoryAvailable,
  kstDateKey,
  menuComparator,
  menuPage,
  nextDisplayOrder,
  ok,
  ONGOING_STATUSES,
  ORDER_STATUS_LABELS,
  orderCounts,
  PICKUP_COMPLETABLE_STATUSES,
  sortOrders,
  storeOf,
  toDisplayCategory,
  toDisplayCategoryDetail,
  toMenu,
  toMenuDetail,
  toMenuOption,
  toOnboardingApplication,
  toOperationInfo,
  toPickupOrder,
  toPickupOrderDetail,
  toStoreDiscount,
  unfinishedSteps,
  unknownIds,
} from './model';
import type {
  PickupInspectionStepRow,
  PickupMenuOptionRow,
  PickupMenuRow,
  PickupOnboardingRow,
  PickupOrderRow,
  PickupStore,
} from './state';

type Schemas = components['schemas'];
type FieldIssue = { field: string; reason: string };
/** The handler context's id sequence (kept bound: it is a method). */
type Sequence = { nextId(): number };

const SAVED = '저장했어요.';

function invalid(errors: FieldIssue[]): MockHttpError {
  return new MockHttpError(400, messages.errors.invalidInput, 'INVALID_REQUEST', errors);
}

function findIn<T extends { id: number }>(rows: readonly T[], id: number, what: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound(what);
  return row;
}

// ─── onboarding ──────────────────────────────────────────────────────────

function application(store: PickupStore, message = SAVED) {
  return ok(toOnboardingApplication(store.onboarding), message);
}

/** A step status the owner sets: re-open (BEFORE_INSPECTION) or ask for inspection (UNDER_INSPECTION). */
function setStepStatus(
  step: PickupInspectionStepRow<unknown>,
  status: Schemas['OnboardingStepStatusChange'],
  now: Date,
  ids: Sequence,
) {
  if (step.status === status) return;
  step.status = status;
  step.statusUpdatedAt = toKstIso(now);
  step.rejectReason = null;
  if (status === 'UNDER_INSPECTION') step.inspectionId = ids.nextId();
}

/** How long the demo's menu scraping takes. */
export const SCRAPING_MS = 4_000;

/**
 * A scraping under way finishes once SCRAPING_MS have passed: COMPLETED, or FAIL for a store address
 * ending in /0 (the demo's way to show a failed import).
 */
function finishMenuScraping(onboarding: PickupOnboardingRow, now: Date) {
  const step = onboarding.menuRegistration;
  const requestedAt = onboarding.scrapingRequestedAt;
  if (step.status !== 'PROCESSING' || !requestedAt || now.getTime() - Date.parse(requestedAt) < SCRAPING_MS) return;
  step.status = /\/0\/?$/.test(step.scrapingUrl ?? '') ? 'FAIL' : 'COMPLETED';
  onboarding.scrapingRequestedAt = null;
}

const SCRAPING_HOSTS: [RegExp, Schemas['MenuRegistrationType']][] = [
  [/(^|\.)baemin\.(com|me)$/, 'BAEMIN'],
  [/(^|\.)yogiyo\.co\.kr$/, 'YOGIYO'],
  [/(^|\.)coupangeats\.com$/, 'COUPANG_EATS'],
];

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

// ─── menus ───────────────────────────────────────────────────────────────

const MENU_DEFAULTS = {
  price: 0,
  description: '',
  mainImageId: null as number | null,
  imageIds: [] as number[],
  optionIds: [] as number[],
  displayCategoryIds: [] as number[],
  nutrition: '',
  discount: null as Schemas['MenuDiscount'],
};

type MenuInput = typeof MENU_DEFAULTS & { name: string };

/** Checks a menu body against the store and resolves its photos; throws a 400 naming each bad field. */
function resolveMenuInput(state: MockState, store: PickupStore, input: MenuInput) {
  const errors: FieldIssue[] = [];
  if (unknownIds(store.menuOptions, input.optionIds).length > 0)
    errors.push({ field: 'optionIds', reason: '없는 옵션이에요.' });
  if (unknownIds(store.displayCategories, input.displayCategoryIds).length > 0) {
    errors.push({ field: 'displayCategoryIds', reason: '없는 카테고리예요.' });
  }
  const known = new Map<number, string>();
  for (const menu of store.menus)
    for (const image of [...menu.images, ...(menu.mainImage ? [menu.mainImage] : [])]) known.set(image.id, image.url);
  for (const image of state.auth.images) known.set(image.id, image.url);
  if (input.imageIds.some((id) => !known.has(id))) errors.push({ field: 'imageIds', reason: '없는 사진이에요.' });
  if (input.mainImageId !== null && !known.has(input.mainImageId))
    errors.push({ field: 'mainImageId', reason: '없는 사진이에요.' });
  if (input.discount?.discountMethod === 'RATE' && input.discount.discountValue > 100) {
    errors.push({ field: 'discount.discountValue', reason: '할인율은 100% 이하로 입력해 주세요.' });
  }
  if (input.discount?.discountMethod === 'AMOUNT' && input.discount.discountValue > input.price) {
    errors.push({ field: 'discount.discountValue', reason: '메뉴 가격보다 크게 할인할 수 없어요.' });
  }
  if (errors.length > 0) throw invalid(errors);
  return {
    mainImage: input.mainImageId === null ? null : { id: input.mainImageId, url: known.get(input.mainImageId)! },
    images: input.imageIds.map((id) => ({ id, url: known.get(id)! })),
  };
}

function writeMenu(state: MockState, store: PickupStore, row: PickupMenuRow, input: MenuInput) {
  const photos = resolveMenuInput(state, store, input);
  row.name = input.name;
  row.price = input.price;
  row.description = input.description;
  row.nutrition = input.nutrition;
  row.discount = input.discount
    ? { discountMethod: input.discount.discountMethod, discountValue: input.discount.discountValue }
    : null;
  row.optionIds = [...new Set(input.optionIds)];
  row.mainImage = photos.mainImage;
  row.images = photos.images;
  const wanted = new Set(input.displayCategoryIds);
  for (const category of store.displayCategories) {
    const holds = category.menuIds.includes(row.id);
    if (wanted.has(category.id) && !holds) category.menuIds.push(row.id);
    if (!wanted.has(category.id) && holds) category.menuIds = category.menuIds.filter((id) => id !== row.id);
  }
}

function searchFilter(query: {
  name?: string | undefined;
  status?: Schemas['MenuStatus'] | undefined;
  displayCategoryId?: number | undefined;
  price?: number | undefined;
  description?: string | undefined;
}) {
  return {
    name: query.name,
    status: query.status,
    displayCategoryId: query.displayCategoryId,
    price: query.price,
    description: query.description,
  };
}

// ─── menu options ────────────────────────────────────────────────────────

type OptionBody = Schemas['MenuOptionWriteRequest'];

/** Body defaults the schema declares (the server fills what the client left out). */
const OPTION_DEFAULTS = { status: 'OPEN' as Schemas['MenuOptionStatus'], isBasic: false, maxOptionItemCount: 1 };
const OPTION_ITEM_DEFAULTS = { price: 0, status: 'OPEN' as Schemas['MenuOptionStatus'], isDefault: false };

function writeOption(row: PickupMenuOptionRow, body: OptionBody, ids: Sequence) {
  const input = { ...OPTION_DEFAULTS, ...body };
  if (input.maxOptionItemCount > input.optionItems.length) {
    throw invalid([
      { field: 'maxOptionItemCount', reason: `옵션 항목 수(${input.optionItems.length}개)보다 많이 고를 수 없어요.` },
    ]);
  }
  const previous = row.optionItems;
  row.name = input.name;
  row.status = input.status;
  row.isRequired = input.isBasic;
  row.maxOptionItemCount = input.maxOptionItemCount;
  // Items carry no id: an item keeps its id when an item of the same name was there before.
  row.optionItems = input.optionItems.map((sent) => {
    const item = { ...OPTION_ITEM_DEFAULTS, ...sent };
    return {
      id: previous.find((old) => old.name === item.name)?.id ?? ids.nextId(),
      name: item.name,
      price: item.price,
      status: item.status,
      isDefault: item.isDefault,
    };
  });
}

// ─── orders ──────────────────────────────────────────────────────────────

function findOrder(store: PickupStore, id: number): PickupOrderRow {
  return findIn(store.orders, id, '주문');
}

/** An order call refused (pickup.yaml `OrderConflict`): the code is one of `OrderConflictCode`. */
function orderConflict(message: string, code: Schemas['OrderConflictCode']) {
  return conflict(message, code);
}

function requireStatus(row: PickupOrderRow, allowed: readonly Schemas['OrderStatus'][], action: string) {
  if (!allowed.includes(row.status)) {
    throw orderConflict(
      `${ORDER_STATUS_LABELS[row.status]} 상태인 주문은 ${action}할 수 없어요.`,
      'INVALID_ORDER_STATUS',
    );
  }
}

export const pickupHandlers = implement<'pickup', MockState>('pickup', {
  // ─── onboarding ────────────────────────────────────────────────────────
  createPickupStore: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    if (store.onboarding.started) throw conflict('이미 픽업 매장을 만들었어요.', 'PICKUP_STORE_EXISTS');
    if (!isCategoryAvailable(body.bizCategoryId))
      throw conflict('픽업 서비스에 입점할 수 없는 업종이에요.', 'CATEGORY_NOT_ALLOWED');
    const account = state.auth.businessAccounts.find((candidate) => candidate.id === accountId);
    store.onboarding.started = true;
    store.onboarding.bizCategoryId = body.bizCategoryId;
    store.onboarding.storeInfo.draft ??= {
      ...(account ? { storeName: account.name, storeAddress: { regionId: account.region.id } } : {}),
    };
    return application(store, '픽업 매장을 만들었어요.');
  },

  getOnboardingApplication: ({ state, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    finishMenuScraping(store.onboarding, now);
    return application(store, '성공했어요.');
  },

  getPosInstallBannerExposure: ({ state, accountId }) =>
    ok({ shouldExpose: storeOf(state.pickup, accountId).operation.status === 'ACTIVE' }),

  getOnboardingAvailability: ({ query }) => ok({ available: isCategoryAvailable(query.bizCategoryId) }),

  submitBusinessRegistrationInspection: ({ state, body, accountId, now, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const step = store.onboarding.businessRegistrationInspection;
    if (step.status === 'APPROVED') throw conflict('이미 승인된 사업자 정보예요.', 'ALREADY_APPROVED');
    step.draft = structuredClone(body);
    step.status = 'UNDER_INSPECTION';
    step.statusUpdatedAt = toKstIso(now);
    step.rejectReason = null;
    step.inspectionId = ctx.nextId();
    return application(store, '사업자 정보 검수를 요청했어요.');
  },

  saveBusinessRegistrationDraft: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    store.onboarding.businessRegistrationInspection.draft = structuredClone(body);
    return application(store, '임시 저장했어요.');
  },

  saveStoreInfoDraft: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    store.onboarding.storeInfo.draft = structuredClone(body);
    return application(store, '임시 저장했어요.');
  },

  saveSettlementAccountDraft: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    store.onboarding.settlementAccount.draft = structuredClone(body);
    return application(store, '임시 저장했어요.');
  },

  requestMenuScraping: ({ state, body, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const type = SCRAPING_HOSTS.find(([pattern]) => pattern.test(hostOf(body.scrapingUrl)))?.[1];
    if (!type)
      throw invalid([{ field: 'scrapingUrl', reason: '배달의민족, 요기요, 쿠팡이츠 매장 주소만 가져올 수 있어요.' }]);
    store.onboarding.menuRegistration = { status: 'PROCESSING', type, scrapingUrl: body.scrapingUrl };
    store.onboarding.scrapingRequestedAt = toKstIso(now);
    return application(store, '메뉴를 가져오고 있어요.');
  },

  submitOnboardingApplication: ({ state, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const onboarding = store.onboarding;
    if (onboarding.onboardingStatus === 'UNDER_REVIEW' || onboarding.onboardingStatus === 'APPROVED') {
      throw conflict('이미 입점을 신청했어요.', 'ALREADY_SUBMITTED');
    }
    const missing = unfinishedSteps(onboarding);
    if (missing.length > 0)
      throw conflict(`${missing.join(', ')} 단계를 마치고 신청해 주세요.`, 'ONBOARDING_STEPS_UNFINISHED');
    onboarding.onboardingStatus = 'UNDER_REVIEW';
    onboarding.submittedAt = toKstIso(now);
    onboarding.rejectReasons = [];
    onboarding.additionalRejectReason = null;
    return application(store, '입점을 신청했어요.');
  },

  updatePartnershipType: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    store.onboarding.karrotPartnershipType = body.partnershipType;
    return application(store);
  },

  updateMenuRegistrationStatus: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const current = store.onboarding.menuRegistration;
    store.onboarding.menuRegistration = {
      status: body.status,
      type: body.type,
      scrapingUrl: body.type === 'MANUAL' ? null : current.scrapingUrl,
    };
    return application(store);
  },

  updateSettlementAccountStatus: ({ state, body, accountId, now, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    setStepStatus(store.onboarding.settlementAccount, body.status, now, ctx);
    return application(store);
  },

  updateStoreInfoStatus: ({ state, body, accountId, now, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    setStepStatus(store.onboarding.storeInfo, body.status, now, ctx);
    return application(store);
  },

  updateDiscountRewardStatus: ({ state, body, accountId, now, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    setStepStatus(store.onboarding.discountReward, body.status, now, ctx);
    return application(store);
  },

  // ─── store settings ────────────────────────────────────────────────────
  createStoreDiscount: ({ state, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    checkStoreDiscount(body);
    const row = {
      id: ctx.nextId(),
      discountMethod: body.discountMethod,
      discountValue: body.discountValue,
      minimumOrderAmount: body.minimumOrderAmount,
    };
    store.discounts.push(row);
    return ok(toStoreDiscount(row), '할인을 추가했어요.');
  },

  listStoreDiscounts: ({ state, accountId }) =>
    ok({ items: storeOf(state.pickup, accountId).discounts.map(toStoreDiscount) }),

  updateStoreDiscount: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.discounts, path.discountId, '매장 할인');
    checkStoreDiscount(body);
    row.discountMethod = body.discountMethod;
    row.discountValue = body.discountValue;
    row.minimumOrderAmount = body.minimumOrderAmount;
    return ok(toStoreDiscount(row), '할인을 수정했어요.');
  },

  deleteStoreDiscount: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    findIn(store.discounts, path.discountId, '매장 할인');
    store.discounts = store.discounts.filter((row) => row.id !== path.discountId);
    return ok({ id: path.discountId, deleted: true as const }, '할인을 삭제했어요.');
  },

  getStoreOperationInfo: ({ state, accountId, now }) => ok(toOperationInfo(storeOf(state.pickup, accountId), now)),

  getStoreIngredients: ({ state, accountId }) => {
    const { ingredients } = storeOf(state.pickup, accountId);
    return ok({ origin: ingredients.origin, nutritionInfo: { ...ingredients.nutritionInfo } });
  },

  updateStoreIngredients: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    store.ingredients = {
      origin: body.origin,
      nutritionInfo: {
        nutrition: body.nutritionInfo.nutrition,
        nutritionManageType: body.nutritionInfo.nutritionManageType,
      },
    };
    return ok({ origin: store.ingredients.origin, nutritionInfo: { ...store.ingredients.nutritionInfo } }, SAVED);
  },

  updateManualClosure: ({ state, body, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    store.operation.manuallyClosed = body.closed;
    return ok(toOperationInfo(store, now), body.closed ? '임시 휴무를 시작했어요.' : '임시 휴무를 끝냈어요.');
  },

  // ─── menu options ──────────────────────────────────────────────────────
  createMenuOption: ({ state, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const row: PickupMenuOptionRow = {
      id: ctx.nextId(),
      name: '',
      status: 'OPEN',
      isRequired: false,
      maxOptionItemCount: 1,
      displayOrder: nextDisplayOrder(store.menuOptions),
      optionItems: [],
    };
    writeOption(row, body, ctx);
    store.menuOptions.push(row);
    return ok(toMenuOption(row), '옵션을 만들었어요.');
  },

  listMenuOptions: ({ state, accountId }) =>
    ok({ items: byDisplayOrder(storeOf(state.pickup, accountId).menuOptions).map(toMenuOption) }),

  reorderMenuOptions: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    if (
      unknownIds(
        store.menuOptions,
        body.menuOptions.map((entry) => entry.id),
      ).length > 0
    ) {
      throw invalid([{ field: 'menuOptions', reason: '없는 옵션이에요.' }]);
    }
    return ok({ items: applyDisplayOrder(store.menuOptions, body.menuOptions).map(toMenuOption) }, '순서를 바꿨어요.');
  },

  getMenuOption: ({ state, path, accountId }) =>
    ok(toMenuOption(findIn(storeOf(state.pickup, accountId).menuOptions, path.menuOptionId, '옵션'))),

  updateMenuOption: ({ state, path, body, accountId, ...ctx }) => {
    const row = findIn(storeOf(state.pickup, accountId).menuOptions, path.menuOptionId, '옵션');
    writeOption(row, body, ctx);
    return ok(toMenuOption(row), '옵션을 수정했어요.');
  },

  deleteMenuOption: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    findIn(store.menuOptions, path.menuOptionId, '옵션');
    store.menuOptions = store.menuOptions.filter((row) => row.id !== path.menuOptionId);
    applyDisplayOrder(store.menuOptions, []);
    for (const menu of store.menus) menu.optionIds = menu.optionIds.filter((id) => id !== path.menuOptionId);
    return ok({ id: path.menuOptionId, deleted: true as const }, '옵션을 삭제했어요.');
  },

  // ─── menus ─────────────────────────────────────────────────────────────
  createMenu: ({ state, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const input: MenuInput = { ...MENU_DEFAULTS, ...body };
    const row: PickupMenuRow = {
      id: ctx.nextId(),
      name: '',
      price: 0,
      description: '',
      status: 'CLOSE',
      mainImage: null,
      images: [],
      nutrition: '',
      discount: null,
      optionIds: [],
    };
    writeMenu(state, store, row, input);
    store.menus.push(row);
    return ok(toMenuDetail(store, row), '메뉴를 만들었어요.');
  },

  listMenus: ({ state, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    return ok({ items: [...store.menus].sort((a, b) => b.id - a.id).map((row) => toMenu(store, row)) });
  },

  searchMenus: ({ state, query, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const compare = menuComparator(store, query.sort, query.displayCategoryId);
    if (!compare)
      throw invalid([
        { field: 'sort', reason: 'name, price, displayOrder, id 중 하나와 asc 또는 desc를 쉼표로 이어 보내 주세요.' },
      ]);
    const rows = filterMenus(store, searchFilter(query)).sort(compare);
    return ok(
      menuPage(
        rows.map((row) => toMenu(store, row)),
        query.page ?? 0,
        query.size ?? 20,
      ),
    );
  },

  searchMenusV2: ({ state, query, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const rows = filterMenus(store, {
      ...searchFilter(query),
      displayCategoryMapped: query.displayCategoryMapped,
    }).sort((a, b) => b.id - a.id);
    return ok({ items: rows.map((row) => toMenu(store, row)) });
  },

  getMenu: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    return ok(toMenuDetail(store, findIn(store.menus, path.menuId, '메뉴')));
  },

  updateMenu: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.menus, path.menuId, '메뉴');
    writeMenu(state, store, row, { ...MENU_DEFAULTS, ...body });
    return ok(toMenuDetail(store, row), '메뉴를 수정했어요.');
  },

  deleteMenu: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    findIn(store.menus, path.menuId, '메뉴');
    store.menus = store.menus.filter((row) => row.id !== path.menuId);
    for (const category of store.displayCategories)
      category.menuIds = category.menuIds.filter((id) => id !== path.menuId);
    return ok({ id: path.menuId, deleted: true as const }, '메뉴를 삭제했어요.');
  },

  updateMenuStatus: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.menus, path.menuId, '메뉴');
    row.status = body.status;
    return ok(toMenu(store, row), '판매 상태를 바꿨어요.');
  },

  // ─── display categories ────────────────────────────────────────────────
  createDisplayCategory: ({ state, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const menuIds = [...new Set(body.menuIds ?? [])];
    if (unknownIds(store.menus, menuIds).length > 0) throw invalid([{ field: 'menuIds', reason: '없는 메뉴예요.' }]);
    const row = {
      id: ctx.nextId(),
      name: body.name,
      status: 'OPEN' as const,
      displayOrder: nextDisplayOrder(store.displayCategories),
      menuIds,
    };
    store.displayCategories.push(row);
    return ok({ id: row.id }, '카테고리를 만들었어요.');
  },

  listDisplayCategories: ({ state, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    return ok({ items: byDisplayOrder(store.displayCategories).map((row) => toDisplayCategory(store, row)) });
  },

  reorderDisplayCategories: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    if (
      unknownIds(
        store.displayCategories,
        body.displayCategories.map((entry) => entry.id),
      ).length > 0
    ) {
      throw invalid([{ field: 'displayCategories', reason: '없는 카테고리예요.' }]);
    }
    const ordered = applyDisplayOrder(store.displayCategories, body.displayCategories);
    return ok({ items: ordered.map((row) => toDisplayCategory(store, row)) }, '순서를 바꿨어요.');
  },

  getDisplayCategory: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    return ok(toDisplayCategoryDetail(store, findIn(store.displayCategories, path.id, '카테고리')));
  },

  updateDisplayCategory: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.displayCategories, path.id, '카테고리');
    const menus = [...(body.menus ?? [])].sort((a, b) => a.displayOrder - b.displayOrder);
    if (
      unknownIds(
        store.menus,
        menus.map((entry) => entry.menuId),
      ).length > 0
    )
      throw invalid([{ field: 'menus', reason: '없는 메뉴예요.' }]);
    row.name = body.name;
    row.menuIds = [...new Set(menus.map((entry) => entry.menuId))];
    return ok(toDisplayCategoryDetail(store, row), '카테고리를 수정했어요.');
  },

  deleteDisplayCategory: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    findIn(store.displayCategories, path.id, '카테고리');
    store.displayCategories = store.displayCategories.filter((row) => row.id !== path.id);
    applyDisplayOrder(store.displayCategories, []);
    return ok({ id: path.id, deleted: true as const }, '카테고리를 삭제했어요.');
  },

  updateDisplayCategoryStatus: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.displayCategories, path.categoryId, '카테고리');
    row.status = body.status;
    return ok(
      toDisplayCategory(store, row),
      body.status === 'OPEN' ? '카테고리를 보이게 했어요.' : '카테고리를 숨겼어요.',
    );
  },

  // ─── orders ────────────────────────────────────────────────────────────
  listOrders: ({ state, query, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const rows = store.orders.filter((row) => row.status === query.status);
    const page = cursorPage(rows, query);
    return ok({ ...page, items: page.items.map((row) => toPickupOrder(store, row, now)), totalCount: rows.length });
  },

  getOrderCounts: ({ state, accountId, now }) => ok(orderCounts(storeOf(state.pickup, accountId), now)),

  listOngoingOrders: ({ state, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const rows = sortOrders(store.orders.filter((row) => ONGOING_STATUSES.includes(row.status)));
    return ok({ items: rows.map((row) => toPickupOrder(store, row, now)) });
  },

  listFinishedOrders: ({ state, query, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    if (query.from && query.to && query.from > query.to)
      throw invalid([{ field: 'from', reason: '시작일은 종료일과 같거나 앞이어야 해요.' }]);
    const rows = store.orders.filter((row) => {
      if (!FINISHED_STATUSES.includes(row.status)) return false;
      const day = kstDateKey(row.orderedAt);
      return (!query.from || day >= query.from) && (!query.to || day <= query.to);
    });
    const page = cursorPage(rows, query);
    return ok({ ...page, items: page.items.map((row) => toPickupOrder(store, row, now)) });
  },

  getOrder: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    return ok(toPickupOrderDetail(store, findOrder(store, path.id), now));
  },

  getOrderCustomerPhoneNumber: ({ state, path, accountId }) => {
    const row = findOrder(storeOf(state.pickup, accountId), path.id);
    return ok({ phoneNumber: row.customer.safeNumber, isSafeNumber: true });
  },

  acceptOrder: ({ state, path, body, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    requireStatus(row, ['ORDERED'], '접수');
    const estimated = new Date(body.estimatedPreparationTime);
    if (estimated.getTime() < now.getTime() - 60_000) {
      throw invalid([{ field: 'estimatedPreparationTime', reason: '지금보다 뒤의 시각을 골라 주세요.' }]);
    }
    row.status = 'ACCEPTED';
    row.acceptedAt = toKstIso(now);
    row.estimatedPreparationTime = toKstIso(estimated);
    return ok(toPickupOrderDetail(store, row, now), '주문을 접수했어요.');
  },

  cancelOrder: ({ state, path, body, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    if (!isCancellable(row))
      throw orderConflict(`${ORDER_STATUS_LABELS[row.status]} 상태인 주문은 취소할 수 없어요.`, 'INVALID_ORDER_STATUS');
    row.status = 'CANCELED';
    row.canceledAt = toKstIso(now);
    row.cancelReason = body.reason.trim();
    return ok(toPickupOrderDetail(store, row, now), '주문을 취소했어요.');
  },

  completePreparation: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    requireStatus(row, ['ACCEPTED'], '준비 완료');
    row.status = 'PREPARATION_COMPLETED';
    row.lastNotifiedAt = toKstIso(now);
    row.notifiedCount = 1;
    row.reNotification = { maxCount: row.reNotification.maxCount, currentCount: 0 };
    return ok(toPickupOrderDetail(store, row, now), '준비 완료 알림을 보냈어요.');
  },

  reNotifyPreparationComplete: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    requireStatus(row, ['PREPARATION_COMPLETED'], '준비 완료 알림을 다시 보내기');
    const { maxCount, currentCount } = row.reNotification;
    if (currentCount >= maxCount) {
      throw orderConflict(`준비 완료 알림은 ${maxCount}번까지만 다시 보낼 수 있어요.`, 'RE_NOTIFICATION_LIMIT');
    }
    row.reNotification = { maxCount, currentCount: currentCount + 1 };
    row.notifiedCount += 1;
    row.lastNotifiedAt = toKstIso(now);
    return ok(toPickupOrderDetail(store, row, now), '준비 완료 알림을 다시 보냈어요.');
  },

  completePickup: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    requireStatus(row, PICKUP_COMPLETABLE_STATUSES, '픽업 완료');
    row.status = 'PICKUP_COMPLETED';
    row.pickedAt = toKstIso(now);
    return ok(toPickupOrderDetail(store, row, now), '픽업을 완료했어요.');
  },

  printOrder: ({ state, path, accountId }) => {
    findOrder(storeOf(state.pickup, accountId), path.id);
    return ok(null, '주문서를 프린터로 보냈어요.');
  },
});

function checkStoreDiscount(body: Schemas['StoreDiscountWriteRequest']) {
  if (body.discountMethod === 'RATE' && body.discountValue > 100) {
    throw invalid([{ field: 'discountValue', reason: '할인율은 100% 이하로 입력해 주세요.' }]);
  }
}
