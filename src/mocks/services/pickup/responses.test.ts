/** Every pickup operation, called the way a screen would, answers 200 with a body its schema accepts. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { PickupStore } from './state';

const soon = () => new Date(Date.now() + 20 * 60_000).toISOString();
const ordered = (store: PickupStore, status: string) => store.orders.find((order) => order.status === status)!.id;
const optionBody = {
  name: '얼음 양',
  status: 'OPEN',
  isBasic: false,
  maxOptionItemCount: 1,
  optionItems: [{ name: '적게', price: 0, status: 'OPEN', isDefault: true }],
};

/** A discount period from now on (the end may not lie in the past). */
const PERIOD = {
  startAt: new Date(Date.now() + 86_400_000).toISOString(),
  endAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
};

const STEPS: Step<PickupStore>[] = [
  ['pickup.getOnboardingApplication', () => ({})],
  ['pickup.getPosInstallBannerExposure', () => ({})],
  ['pickup.getOnboardingAvailability', () => ({ query: { bizCategoryId: 12 } })],
  ['pickup.createPickupStore', () => ({ body: { bizCategoryId: 12, termsAgreed: true } }), DEMO_ACCOUNT_IDS.dormant],
  ['pickup.saveStoreInfoDraft', () => ({ body: { storeName: '옛날빵집 연남점' } }), DEMO_ACCOUNT_IDS.dormant],
  [
    'pickup.submitStoreInfoInspection',
    () => ({
      body: {
        storeName: '옛날빵집 연남점',
        storeAddress: { roadAddress: '서울특별시 마포구 동교로 1' },
        phoneNumber: '02-123-4567',
        restaurantCertificateImageUrls: ['https://images.dongnemarket.com/uploads/1/640x640.png'],
      },
    }),
    DEMO_ACCOUNT_IDS.dormant,
  ],
  [
    'pickup.saveBusinessRegistrationDraft',
    () => ({ body: { businessNumber: '1234567890', ownerName: '이빵집' } }),
    DEMO_ACCOUNT_IDS.dormant,
  ],
  [
    'pickup.submitBusinessRegistrationInspection',
    () => ({
      body: {
        businessNumber: '1234567890',
        imageUrls: ['https://images.dongnemarket.com/uploads/1/640x640.png'],
        businessItem: '제과점',
        businessType: 'GENERAL',
        ownerName: '이빵집',
        companyName: '옛날빵집',
        roadAddress: '서울특별시 마포구 동교로 1',
      },
    }),
    DEMO_ACCOUNT_IDS.dormant,
  ],
  [
    'pickup.saveSettlementAccountDraft',
    () => ({ body: { bankName: '국민은행', accountNumber: '123401234567', name: '이빵집' } }),
    DEMO_ACCOUNT_IDS.dormant,
  ],
  ['pickup.updateSettlementAccountStatus', () => ({ body: { status: 'UNDER_INSPECTION' } }), DEMO_ACCOUNT_IDS.dormant],
  ['pickup.updateStoreInfoStatus', () => ({ body: { status: 'UNDER_INSPECTION' } }), DEMO_ACCOUNT_IDS.dormant],
  ['pickup.updateDiscountRewardStatus', () => ({ body: { status: 'UNDER_INSPECTION' } }), DEMO_ACCOUNT_IDS.dormant],
  ['pickup.updatePartnershipType', () => ({ body: { partnershipType: 'POSTER_ONLY' } }), DEMO_ACCOUNT_IDS.dormant],
  [
    'pickup.updateMenuRegistrationStatus',
    () => ({ body: { status: 'COMPLETED', type: 'MANUAL' } }),
    DEMO_ACCOUNT_IDS.dormant,
  ],
  [
    'pickup.requestMenuScraping',
    () => ({
      body: {
        scrapingUrl: 'https://www.yogiyo.co.kr/mobile/#/123456/',
        coordinates: { latitude: 37.56, longitude: 126.92 },
      },
    }),
    DEMO_ACCOUNT_IDS.dormant,
  ],
  ['pickup.submitOnboardingApplication', () => ({}), DEMO_ACCOUNT_IDS.dormant],

  ['pickup.listStoreDiscounts', () => ({})],
  [
    'pickup.createStoreDiscount',
    () => ({ body: { discountMethod: 'AMOUNT', discountValue: 2000, minimumOrderAmount: 25000, ...PERIOD } }),
  ],
  [
    'pickup.updateStoreDiscount',
    (store) => ({
      path: { discountId: store.discounts[0]!.id },
      body: { discountMethod: 'RATE', discountValue: 10, minimumOrderAmount: 20000, ...PERIOD },
    }),
  ],
  ['pickup.getStoreOperationInfo', () => ({})],
  ['pickup.getStoreIngredients', () => ({})],
  [
    'pickup.updateStoreIngredients',
    () => ({ body: { origin: '원두(브라질)', nutritionInfo: { nutrition: '', nutritionManageType: 'NONE' } } }),
  ],
  ['pickup.updateManualClosure', () => ({ body: { closed: true } })],

  ['pickup.listMenuOptions', () => ({})],
  ['pickup.createMenuOption', () => ({ body: optionBody })],
  ['pickup.getMenuOption', (store) => ({ path: { menuOptionId: store.menuOptions[0]!.id } })],
  [
    'pickup.updateMenuOption',
    (store) => ({ path: { menuOptionId: store.menuOptions[0]!.id }, body: { ...optionBody, name: '샷 변경' } }),
  ],
  [
    'pickup.reorderMenuOptions',
    (store) => ({ body: { menuOptions: [{ id: store.menuOptions.at(-1)!.id, displayOrder: 1 }] } }),
  ],

  ['pickup.listMenus', () => ({})],
  [
    'pickup.createMenu',
    (store) => ({
      body: {
        name: '흑임자라떼',
        price: 6000,
        description: '고소한 흑임자 라떼예요.',
        mainImageId: store.menus[0]!.images[0]!.id,
        imageIds: [store.menus[0]!.images[0]!.id],
        optionIds: [store.menuOptions[0]!.id],
        displayCategoryIds: [store.displayCategories[0]!.id],
        nutrition: '열량 250kcal',
        discount: { discountMethod: 'RATE', discountValue: 10 },
      },
    }),
  ],
  ['pickup.searchMenus', () => ({ query: { page: 0, size: 5, sort: 'displayOrder,asc' } })],
  ['pickup.searchMenusV2', () => ({ query: { displayCategoryMapped: true } })],
  ['pickup.getMenu', (store) => ({ path: { menuId: store.menus[0]!.id } })],
  [
    'pickup.updateMenu',
    (store) => ({
      path: { menuId: store.menus[0]!.id },
      body: { name: '아메리카노', price: 4800, displayCategoryIds: [store.displayCategories[0]!.id] },
    }),
  ],
  ['pickup.updateMenuStatus', (store) => ({ path: { menuId: store.menus[0]!.id }, body: { status: 'SOLD_OUT' } })],

  ['pickup.listDisplayCategories', () => ({})],
  ['pickup.createDisplayCategory', (store) => ({ body: { name: '시즌', menuIds: [store.menus.at(-1)!.id] } })],
  [
    'pickup.reorderDisplayCategories',
    (store) => ({ body: { displayCategories: [{ id: store.displayCategories.at(-1)!.id, displayOrder: 1 }] } }),
  ],
  ['pickup.getDisplayCategory', (store) => ({ path: { id: store.displayCategories[0]!.id } })],
  [
    'pickup.updateDisplayCategory',
    (store) => ({
      path: { id: store.displayCategories[0]!.id },
      body: { name: '커피', menus: [{ menuId: store.menus[1]!.id, displayOrder: 1 }] },
    }),
  ],
  [
    'pickup.updateDisplayCategoryStatus',
    (store) => ({ path: { categoryId: store.displayCategories[0]!.id }, body: { status: 'CLOSE' } }),
  ],

  ['pickup.listOrders', () => ({ query: { status: 'PICKUP_COMPLETED', size: 5 } })],
  ['pickup.getOrderCounts', () => ({})],
  ['pickup.listOngoingOrders', () => ({})],
  [
    'pickup.listFinishedOrders',
    () => ({ query: { size: 5, sortType: 'OLDEST', from: '2000-01-01', to: '2999-12-31' } }),
  ],
  ['pickup.getOrder', (store) => ({ path: { id: ordered(store, 'CANCELED') } })],
  ['pickup.getOrderCustomerPhoneNumber', (store) => ({ path: { id: store.orders[0]!.id } })],
  ['pickup.printOrder', (store) => ({ path: { id: store.orders[0]!.id } })],
  [
    'pickup.acceptOrder',
    (store) => ({
      path: { id: ordered(store, 'ORDERED') },
      body: { estimatedPreparationTime: soon(), preparationMinutes: 10 },
    }),
  ],
  ['pickup.completePreparation', (store) => ({ path: { id: ordered(store, 'ACCEPTED') } })],
  [
    'pickup.reNotifyPreparationComplete',
    (store) => ({
      path: {
        id: store.orders.find(
          (o) => o.status === 'PREPARATION_COMPLETED' && o.reNotification.currentCount < o.reNotification.maxCount,
        )!.id,
      },
    }),
  ],
  ['pickup.completePickup', (store) => ({ path: { id: ordered(store, 'PREPARATION_COMPLETED') } })],
  [
    'pickup.cancelOrder',
    (store) => ({ path: { id: ordered(store, 'ORDERED') }, body: { reason: '고객 요청으로 취소해요.' } }),
  ],

  ['pickup.deleteStoreDiscount', (store) => ({ path: { discountId: store.discounts[0]!.id } })],
  ['pickup.deleteMenuOption', (store) => ({ path: { menuOptionId: store.menuOptions[0]!.id } })],
  ['pickup.deleteMenu', (store) => ({ path: { menuId: store.menus[0]!.id } })],
  ['pickup.deleteDisplayCategory', (store) => ({ path: { id: store.displayCategories[0]!.id } })],
];

describe('pickup mock responses', () => {
  expectEveryOperationAnswers('pickup', STEPS, {
    accountId: DEMO_ACCOUNT_IDS.active,
    // The dormant account's store only exists once the first call made it; its steps do not read it.
    stateOf: (accountId) => mockRuntime.db.state.pickup.stores[String(accountId)]!,
  });

  it('answers the read-only calls of every demo account (running, applying, no store yet) by their schemas', async () => {
    const reads: [OperationKey, OperationArgs][] = [
      ['pickup.getOnboardingApplication', {}],
      ['pickup.getPosInstallBannerExposure', {}],
      ['pickup.getStoreOperationInfo', {}],
      ['pickup.getStoreIngredients', {}],
      ['pickup.listStoreDiscounts', {}],
      ['pickup.listMenuOptions', {}],
      ['pickup.listMenus', {}],
      ['pickup.searchMenus', { query: { sort: 'name,desc' } }],
      ['pickup.searchMenusV2', {}],
      ['pickup.listDisplayCategories', {}],
      ['pickup.getOrderCounts', {}],
      ['pickup.listOngoingOrders', {}],
      ['pickup.listOrders', { query: { status: 'ORDERED' } }],
      ['pickup.listFinishedOrders', {}],
    ];
    for (const accountId of Object.values(DEMO_ACCOUNT_IDS)) {
      for (const [key, args] of reads) {
        const { status, body } = await answer(key, args, accountId);
        expect({ accountId, key, status, problems: await validateResponse(key, status, body) }).toEqual({
          accountId,
          key,
          status: 200,
          problems: [],
        });
      }
    }
  });
});
