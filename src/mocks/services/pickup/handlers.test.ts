import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/pickup';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { asAccount, bodyOf, failure } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

type Schemas = components['schemas'];
interface Envelope<T> {
  data: T;
  status: number;
  message: string;
}

/** The data of a 200 answer; pickup's envelope repeats the status, which must say 200 too. */
async function call<T>(key: OperationKey, args: OperationArgs = {}): Promise<T> {
  const { data, status } = await bodyOf<Envelope<T>>(key, args);
  expect({ key, status }).toEqual({ key, status: 200 });
  return data;
}

const activeStore = () => mockRuntime.db.state.pickup.stores[String(DEMO_ACCOUNT_IDS.active)]!;

describe('pickup mock: menus, options and categories', () => {
  it('creates a menu with the sent price, status CLOSE, at the end of the chosen categories', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const coffee = activeStore().displayCategories.find((category) => category.name === '커피')!;
    const size = activeStore().menuOptions.find((option) => option.name === '사이즈')!;
    const menu = await call<Schemas['MenuDetail']>('pickup.createMenu', {
      body: { name: '흑임자라떼', price: 6000, optionIds: [size.id], displayCategoryIds: [coffee.id] },
    });
    expect(menu).toMatchObject({
      name: '흑임자라떼',
      price: 6000,
      status: 'CLOSE',
      displayStatus: 'VISIBLE',
      description: '',
      mainImageUrl: null,
      discount: null,
    });
    expect(menu.selectedOptions).toEqual([{ id: size.id, name: '사이즈', status: 'OPEN' }]);
    expect(menu.selectedDisplayCategories.map((category) => category.name)).toEqual(['커피']);

    const detail = await call<Schemas['DisplayCategoryDetail']>('pickup.getDisplayCategory', {
      path: { id: coffee.id },
    });
    expect(detail.menus.at(-1)).toMatchObject({ id: menu.id, displayOrder: detail.menus.length, removable: true });
    expect(detail.menuCount).toBe(detail.menus.length);
  });

  it('rejects a menu with an option of no such id with a 400 naming optionIds', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const error = await failure('pickup.createMenu', {
      body: {
        name: '유령 메뉴',
        price: 1000,
        optionIds: [999_999],
        displayCategoryIds: [activeStore().displayCategories[0]!.id],
      },
    });
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({
      code: 'INVALID_REQUEST',
      errors: [{ field: 'optionIds', reason: '없는 옵션이에요.' }],
    });
  });

  it('creates a category OPEN, last, with the sent menus in order', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const [first, second] = activeStore().menus;
    const created = await call<{ id: number }>('pickup.createDisplayCategory', {
      body: { name: '시즌 한정', menuIds: [second!.id, first!.id] },
    });
    const detail = await call<Schemas['DisplayCategoryDetail']>('pickup.getDisplayCategory', {
      path: { id: created.id },
    });
    expect(detail).toMatchObject({ name: '시즌 한정', status: 'OPEN', menuCount: 2, displayOrder: 6 });
    expect(detail.menus.map((menu) => [menu.id, menu.displayOrder])).toEqual([
      [second!.id, 1],
      [first!.id, 2],
    ]);
  });

  it('rejects an option without option items with a 400 naming optionItems', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const error = await failure('pickup.createMenuOption', { body: { name: '얼음 양', status: 'OPEN' } });
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ errors: [{ field: 'optionItems', reason: '필수 항목이에요.' }] });
  });

  it('creates an option last, maps isBasic to isRequired and numbers its items', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const option = await call<Schemas['MenuOption']>('pickup.createMenuOption', {
      body: {
        name: '얼음 양',
        status: 'OPEN',
        isBasic: true,
        optionItems: [
          { name: '적게', price: 0, status: 'OPEN' },
          { name: '많이', price: 0, status: 'OPEN' },
        ],
      },
    });
    expect(option).toMatchObject({ isRequired: true, maxOptionItemCount: 1, optionItemCount: 2, displayOrder: 5 });
    expect(option.optionItems.map((item) => [item.name, item.displayOrder, item.isDefault])).toEqual([
      ['적게', 1, false],
      ['많이', 2, false],
    ]);
  });

  it('reorders options and answers the list by displayOrder; unknown ids are a 400', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const before = await call<{ items: Schemas['MenuOption'][] }>('pickup.listMenuOptions');
    expect(before.items.map((option) => option.name)).toEqual(['샷 추가', '시럽 선택', '사이즈', '우유 변경']);
    const reversed = [...before.items].reverse().map((option, index) => ({ id: option.id, displayOrder: index + 1 }));
    const after = await call<{ items: Schemas['MenuOption'][] }>('pickup.reorderMenuOptions', {
      body: { menuOptions: reversed },
    });
    expect(after.items.map((option) => [option.name, option.displayOrder])).toEqual([
      ['우유 변경', 1],
      ['사이즈', 2],
      ['시럽 선택', 3],
      ['샷 추가', 4],
    ]);
    const listed = await call<{ items: Schemas['MenuOption'][] }>('pickup.listMenuOptions');
    expect(listed.items.map((option) => option.name)).toEqual(['우유 변경', '사이즈', '시럽 선택', '샷 추가']);

    const error = await failure('pickup.reorderMenuOptions', {
      body: { menuOptions: [{ id: 999_999, displayOrder: 1 }] },
    });
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ errors: [{ field: 'menuOptions' }] });
  });

  it('deleting an option takes it off every menu', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const shot = activeStore().menuOptions.find((option) => option.name === '샷 추가')!;
    const americano = activeStore().menus.find((menu) => menu.name === '아메리카노')!;
    await call('pickup.deleteMenuOption', { path: { menuOptionId: shot.id } });
    const menu = await call<Schemas['MenuDetail']>('pickup.getMenu', { path: { menuId: americano.id } });
    expect(menu.selectedOptions.map((option) => option.name)).toEqual(['시럽 선택', '사이즈']);
  });

  it('searches menus by name and status with 0-based pages', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    type Page = Schemas['MenuSearchPage'];
    const first = await call<Page>('pickup.searchMenus', {
      query: { name: '라떼', page: 0, size: 2, sort: 'price,asc' },
    });
    expect(first).toMatchObject({
      page: 0,
      size: 2,
      totalCount: 5,
      totalPages: 3,
      hasMore: true,
      nextQueryParams: { page: 1, size: 2 },
    });
    expect(first.items.map((menu) => menu.name)).toEqual(['카페라떼', '초코라떼']);
    expect(first.items.every((menu) => menu.name.includes('라떼'))).toBe(true);

    const second = await call<Page>('pickup.searchMenus', {
      query: { name: '라떼', page: 1, size: 2, sort: 'price,asc' },
    });
    expect(second.items.map((menu) => menu.name)).toEqual(['바닐라라떼', '말차라떼']);
    const last = await call<Page>('pickup.searchMenus', {
      query: { name: '라떼', page: 2, size: 2, sort: 'price,asc' },
    });
    expect(last).toMatchObject({ page: 2, hasMore: false, nextQueryParams: null });
    expect(last.items.map((menu) => menu.name)).toEqual(['딸기라떼']);

    const soldOut = await call<Page>('pickup.searchMenus', { query: { status: 'SOLD_OUT' } });
    expect(soldOut.items.map((menu) => menu.name).sort()).toEqual(['청포도에이드', '콜드브루', '티라미수']);
    expect(soldOut).toMatchObject({ page: 0, size: 20, hasMore: false });

    const bad = await failure('pickup.searchMenus', { query: { sort: 'calories,asc' } });
    expect(bad.status).toBe(400);
  });

  it('lists only menus in no category with searchMenusV2 displayCategoryMapped=false', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const { items } = await call<{ items: Schemas['Menu'][] }>('pickup.searchMenusV2', {
      query: { displayCategoryMapped: false },
    });
    expect(items.map((menu) => menu.name)).toEqual(['뱅쇼', '딸기라떼']);
  });
});

describe('pickup mock: orders', () => {
  const ongoingOf = async (status: Schemas['OrderStatus']) => {
    const page = await call<Schemas['OrderPage']>('pickup.listOrders', { query: { status } });
    return page.items;
  };

  it('moves an order ORDERED → ACCEPTED → PREPARATION_COMPLETED → re-notify up to maxCount → PICKUP_COMPLETED', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const [order] = await ongoingOf('ORDERED');
    const path = { id: order!.id };
    const estimatedPreparationTime = new Date(Date.now() + 15 * 60_000).toISOString();

    const accepted = await call<Schemas['PickupOrderDetail']>('pickup.acceptOrder', {
      path,
      body: { estimatedPreparationTime, preparationMinutes: 15 },
    });
    expect(accepted.status).toBe('ACCEPTED');
    expect(accepted.acceptedAt).toMatch(/\+09:00$/);
    expect(Date.parse(accepted.estimatedPreparationTime!)).toBe(
      Math.floor(Date.parse(estimatedPreparationTime) / 1000) * 1000,
    );

    const prepared = await call<Schemas['PickupOrderDetail']>('pickup.completePreparation', { path });
    expect(prepared).toMatchObject({
      status: 'PREPARATION_COMPLETED',
      notifiedCount: 1,
      reNotification: { maxCount: 3, currentCount: 0 },
    });
    expect(prepared.lastNotifiedAt).not.toBeNull();

    for (let count = 1; count <= 3; count += 1) {
      const renotified = await call<Schemas['PickupOrderDetail']>('pickup.reNotifyPreparationComplete', { path });
      expect(renotified).toMatchObject({ notifiedCount: 1 + count, reNotification: { currentCount: count } });
    }
    const limit = await failure('pickup.reNotifyPreparationComplete', { path });
    expect(limit.status).toBe(409);
    expect(limit.body).toMatchObject({ code: 'RE_NOTIFICATION_LIMIT' });

    const picked = await call<Schemas['PickupOrderDetail']>('pickup.completePickup', { path });
    expect(picked.status).toBe('PICKUP_COMPLETED');
    expect(picked.pickedAt).not.toBeNull();
    expect(picked.paymentDetail.isCancellable).toBe(false);
  });

  it('answers 409 INVALID_ORDER_STATUS for a move the order’s status does not allow', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const [fresh] = await ongoingOf('ORDERED');
    const early = await failure('pickup.completePreparation', { path: { id: fresh!.id } });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'INVALID_ORDER_STATUS',
      message: '아직 접수하지 않은 주문이에요. 먼저 준비 시간을 골라 접수해 주세요.',
    });
    expect((await failure('pickup.reNotifyPreparationComplete', { path: { id: fresh!.id } })).status).toBe(409);

    const [done] = (await call<Schemas['OrderPage']>('pickup.listOrders', { query: { status: 'PICKUP_COMPLETED' } }))
      .items;
    const cancel = await failure('pickup.cancelOrder', { path: { id: done!.id }, body: { reason: '고객 요청' } });
    expect(cancel.status).toBe(409);
    const accept = await failure('pickup.acceptOrder', {
      path: { id: done!.id },
      body: { estimatedPreparationTime: new Date(Date.now() + 600_000).toISOString(), preparationMinutes: 10 },
    });
    expect(accept.status).toBe(409);
  });

  it('cancels an ongoing order with its reason and stops the payment from being cancelled again', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const [accepted] = await ongoingOf('ACCEPTED');
    expect(accepted!.paymentDetail.isCancellable).toBe(true);
    const canceled = await call<Schemas['PickupOrderDetail']>('pickup.cancelOrder', {
      path: { id: accepted!.id },
      body: { reason: '재료가 떨어졌어요.' },
    });
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      cancelReason: '재료가 떨어졌어요.',
      paymentDetail: { isCancellable: false },
    });
    expect(canceled.canceledAt).not.toBeNull();
  });

  it('counts new, in-progress and today’s finished orders, and follows the actions', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const before = await call<Schemas['OrderCounts']>('pickup.getOrderCounts');
    expect(before).toMatchObject({ new: 3, inProgress: 7, total: 10 });
    const ongoing = await call<{ items: Schemas['PickupOrder'][] }>('pickup.listOngoingOrders');
    expect(ongoing.items).toHaveLength(before.total);

    const [fresh] = await ongoingOf('ORDERED');
    await call('pickup.acceptOrder', {
      path: { id: fresh!.id },
      body: { estimatedPreparationTime: new Date(Date.now() + 600_000).toISOString(), preparationMinutes: 10 },
    });
    const [ready] = await ongoingOf('PREPARATION_COMPLETED');
    await call('pickup.completePickup', { path: { id: ready!.id } });
    const [another] = await ongoingOf('ORDERED');
    await call('pickup.cancelOrder', { path: { id: another!.id }, body: { reason: '고객 요청으로 취소해요.' } });

    const after = await call<Schemas['OrderCounts']>('pickup.getOrderCounts');
    expect(after).toEqual({
      new: 1,
      inProgress: 7,
      total: 8,
      canceledToday: before.canceledToday + 1,
      pickupCompletedToday: before.pickupCompletedToday + 1,
    });
  });

  it('pages finished orders by cursor into disjoint batches, newest first', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const seen: Schemas['PickupOrder'][] = [];
    let cursorCreatedAt: string | null = null;
    for (let batch = 0; batch < 40; batch += 1) {
      const page: Schemas['FinishedOrderPage'] = await call<Schemas['FinishedOrderPage']>('pickup.listFinishedOrders', {
        query: { size: 6, ...(cursorCreatedAt ? { cursorCreatedAt } : {}) },
      });
      seen.push(...page.items);
      cursorCreatedAt = page.nextQueryParams.cursorCreatedAt;
      expect(page.hasMore).toBe(cursorCreatedAt !== null);
      if (!page.hasMore) break;
    }
    const expected = activeStore().orders.filter(
      (order) => order.status === 'PICKUP_COMPLETED' || order.status === 'CANCELED',
    ).length;
    expect(seen).toHaveLength(expected);
    expect(new Set(seen.map((order) => order.id)).size).toBe(expected);
    const times = seen.map((order) => Date.parse(order.orderedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('files a finished order under the day it finished, as the tabs count 오늘 취소', async () => {
    // Ordered two days ago (a late order), canceled now: today's, in the count and in today's list.
    const row = activeStore().orders.find((order) => order.status === 'CANCELED')!;
    row.orderedAt = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
    row.canceledAt = new Date().toISOString();
    const todayKst = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    asAccount(DEMO_ACCOUNT_IDS.active);
    const counts = await call<Schemas['OrderCounts']>('pickup.getOrderCounts');
    asAccount(DEMO_ACCOUNT_IDS.active);
    const today = await call<Schemas['FinishedOrderPage']>('pickup.listFinishedOrders', {
      query: { status: 'CANCELED', from: todayKst, to: todayKst, size: 100 },
    });
    expect(today.items.map((order) => order.id)).toContain(row.id);
    expect(today.items).toHaveLength(counts.canceledToday);
  });

  it('pages orders of one status oldest first with sortType OLDEST and reports the total', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const first = await call<Schemas['OrderPage']>('pickup.listOrders', {
      query: { status: 'PICKUP_COMPLETED', size: 10, sortType: 'OLDEST' },
    });
    const total = activeStore().orders.filter((order) => order.status === 'PICKUP_COMPLETED').length;
    expect(first).toMatchObject({ size: 10, totalCount: total, hasMore: true });
    const second = await call<Schemas['OrderPage']>('pickup.listOrders', {
      query: {
        status: 'PICKUP_COMPLETED',
        size: total - 10,
        sortType: 'OLDEST',
        cursorCreatedAt: first.nextQueryParams.cursorCreatedAt,
      },
    });
    expect(second).toMatchObject({ hasMore: false, nextQueryParams: { cursorCreatedAt: null } });
    expect(second.items).toHaveLength(total - 10);
    const ids = [...first.items, ...second.items].map((order) => order.id);
    expect(new Set(ids).size).toBe(total);
    expect(Date.parse(second.items[0]!.orderedAt)).toBeGreaterThan(Date.parse(first.items.at(-1)!.orderedAt));
  });

  it('keeps order prices consistent: original − menu discount = total, total − store discount = final', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const { items } = await call<Schemas['FinishedOrderPage']>('pickup.listFinishedOrders', { query: { size: 100 } });
    for (const order of items) {
      expect(order.totalPrice).toBe(order.orderItems.reduce((sum, item) => sum + item.discountedTotalPrice, 0));
      expect(order.originalPrice).toBe(order.orderItems.reduce((sum, item) => sum + item.totalPrice, 0));
      expect(order.originalPrice - order.menuDiscountedPrice).toBe(order.totalPrice);
      expect(order.finalPrice).toBe(order.totalPrice - (order.orderDiscount?.discountAmount ?? 0));
    }
    expect(items.some((order) => order.orderDiscount !== null)).toBe(true);
  });

  it('gives the customer’s safe number', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const [order] = await ongoingOf('ORDERED');
    const phone = await call<Schemas['CustomerPhoneNumber']>('pickup.getOrderCustomerPhoneNumber', {
      path: { id: order!.id },
    });
    expect(phone.isSafeNumber).toBe(true);
    expect(phone.phoneNumber).toMatch(/^050\d-\d{4}-\d{4}$/);
  });
});

describe('pickup mock: stores and onboarding', () => {
  it('does not find another store’s menus, options, categories or orders', async () => {
    const store = activeStore();
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    expect((await failure('pickup.getMenu', { path: { menuId: store.menus[0]!.id } })).status).toBe(404);
    expect((await failure('pickup.getMenuOption', { path: { menuOptionId: store.menuOptions[0]!.id } })).status).toBe(
      404,
    );
    expect((await failure('pickup.getDisplayCategory', { path: { id: store.displayCategories[0]!.id } })).status).toBe(
      404,
    );
    expect((await failure('pickup.getOrder', { path: { id: store.orders[0]!.id } })).status).toBe(404);
    expect((await failure('pickup.deleteStoreDiscount', { path: { discountId: store.discounts[0]!.id } })).status).toBe(
      404,
    );
    const { items } = await call<{ items: unknown[] }>('pickup.listMenus');
    expect(items).toEqual([]);
  });

  it('gives an account with no store empty lists and an application not started', async () => {
    asAccount(DEMO_ACCOUNT_IDS.dormant);
    expect((await call<{ items: unknown[] }>('pickup.listMenuOptions')).items).toEqual([]);
    expect((await call<Schemas['OrderPage']>('pickup.listOrders', { query: { status: 'ORDERED' } })).totalCount).toBe(
      0,
    );
    const application = await call<Schemas['OnboardingApplication']>('pickup.getOnboardingApplication');
    expect(application).toMatchObject({
      onboardingStatus: 'NOT_SUBMITTED',
      submittedAt: null,
      businessRegistrationInspection: { status: 'BEFORE_INSPECTION', draft: null },
    });

    const created = await call<Schemas['OnboardingApplication']>('pickup.createPickupStore', {
      body: { bizCategoryId: 12, termsAgreed: true },
    });
    expect(created.storeInfo.draft).toMatchObject({ storeName: '옛날빵집 연남점' });
    expect((await failure('pickup.createPickupStore', { body: { bizCategoryId: 12, termsAgreed: true } })).status).toBe(
      409,
    );
  });

  it('submits the application only when every step was sent for inspection', async () => {
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    const blocked = await failure('pickup.submitOnboardingApplication');
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({
      code: 'ONBOARDING_STEPS_UNFINISHED',
      message: '매장 정보, 할인 혜택, 메뉴 등록 단계를 마치고 신청해 주세요.',
    });

    await call('pickup.updateDiscountRewardStatus', { body: { status: 'UNDER_INSPECTION' } });
    // The store info was rejected for its blurry 영업신고증: a new photo first.
    const draft = mockRuntime.db.state.pickup.stores[String(DEMO_ACCOUNT_IDS.inspection)]!.onboarding.storeInfo.draft!;
    await call('pickup.saveStoreInfoDraft', {
      body: { ...draft, restaurantCertificateImageUrls: ['https://images.dongnemarket.com/uploads/102/sharp.jpg'] },
    });
    const reopened = await call<Schemas['OnboardingApplication']>('pickup.updateStoreInfoStatus', {
      body: { status: 'UNDER_INSPECTION' },
    });
    expect(reopened.storeInfo).toMatchObject({ status: 'UNDER_INSPECTION', rejectReason: null });
    const scraping = await call<Schemas['OnboardingApplication']>('pickup.requestMenuScraping', {
      body: {
        scrapingUrl: 'https://s.baemin.com/shop/hankki',
        coordinates: { latitude: 37.5496, longitude: 126.9139 },
      },
    });
    expect(scraping.menuRegistration).toEqual({
      status: 'PROCESSING',
      type: 'BAEMIN',
      scrapingUrl: 'https://s.baemin.com/shop/hankki',
    });

    const submitted = await call<Schemas['OnboardingApplication']>('pickup.submitOnboardingApplication');
    expect(submitted.onboardingStatus).toBe('UNDER_REVIEW');
    expect(submitted.submittedAt).toMatch(/\+09:00$/);
  });

  it('saves the store info draft and finishes a menu import a few seconds after it was asked for', async () => {
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    const saved = await call<Schemas['OnboardingApplication']>('pickup.saveStoreInfoDraft', {
      body: { storeName: '한끼분식 합정본점', phoneNumber: '02-325-7789' },
    });
    // The number arrives as its digits (x-normalize), whatever was typed between them.
    expect(saved.storeInfo.draft).toEqual({ storeName: '한끼분식 합정본점', phoneNumber: '023257789' });

    const onboarding = mockRuntime.db.state.pickup.stores[String(DEMO_ACCOUNT_IDS.inspection)]!.onboarding;
    const coordinates = { latitude: 37.5496, longitude: 126.9139 };
    await call('pickup.requestMenuScraping', { body: { scrapingUrl: 'https://baemin.me/hankki/0', coordinates } });
    expect(
      (await call<Schemas['OnboardingApplication']>('pickup.getOnboardingApplication')).menuRegistration.status,
    ).toBe('PROCESSING');
    onboarding.scrapingRequestedAt = new Date(Date.now() - 10_000).toISOString();
    expect(
      (await call<Schemas['OnboardingApplication']>('pickup.getOnboardingApplication')).menuRegistration.status,
    ).toBe('FAIL');
    await call('pickup.requestMenuScraping', { body: { scrapingUrl: 'https://baemin.me/hankki', coordinates } });
    onboarding.scrapingRequestedAt = new Date(Date.now() - 10_000).toISOString();
    const done = await call<Schemas['OnboardingApplication']>('pickup.getOnboardingApplication');
    expect(done.menuRegistration).toEqual({
      status: 'COMPLETED',
      type: 'BAEMIN',
      scrapingUrl: 'https://baemin.me/hankki',
    });
  });

  it('closes the store by hand and opens it again', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const closed = await call<Schemas['StoreOperationInfo']>('pickup.updateManualClosure', { body: { closed: true } });
    expect(closed).toMatchObject({
      status: 'ACTIVE',
      operationStatus: 'MANUALLY_CLOSED',
      // The schedule's 휴무 is a day off, not the pause (docs/decisions/careless-merchant-pass.md).
      operationSchedule: { closed: false },
    });
    const reopened = await call<Schemas['StoreOperationInfo']>('pickup.updateManualClosure', {
      body: { closed: false },
    });
    expect(reopened.operationStatus).not.toBe('MANUALLY_CLOSED');
    expect(reopened.operationSchedule.businessHours.startTime).toEqual({ hour: 8, minute: 0, second: 0, nano: 0 });
  });
});
