/** The pickup demo: 동네커피 망원점 (account 101) running with a catalogue and orders, 한끼분식 합정점 (102) applying. */
import { addDays, toKstIso } from '../../core/time';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { emptyStore } from './model';
import { seedCatalogue } from './seed-catalogue';
import { approvedApplication, seedApplyingStore } from './seed-onboarding';
import { seedOrders } from './seed-orders';
import type { PickupState, PickupStore } from './state';

const ORIGIN_101 =
  '원두(에티오피아·콜롬비아·브라질), 우유(국내산), 생크림(국내산), 밀가루(미국산), 버터(프랑스산), 크림치즈(미국산), ' +
  '말차(국내산·제주), 초콜릿(벨기에산), 레몬(미국산), 자몽(미국산), 유자청(국내산·고흥), 딸기(국내산)';

const NUTRITION_101 = [
  '아메리카노(355ml): 열량 10kcal · 카페인 150mg',
  '카페라떼(355ml): 열량 180kcal · 카페인 150mg · 당류 12g',
  '바닐라라떼(355ml): 열량 250kcal · 카페인 150mg · 당류 28g',
  '말차라떼(355ml): 열량 230kcal · 카페인 60mg · 당류 25g',
  '레몬에이드(473ml): 열량 160kcal · 당류 38g',
].join('\n');

export function seedPickup(now: Date, nextId: () => number): PickupState {
  return {
    stores: {
      [String(DEMO_ACCOUNT_IDS.active)]: seedRunningStore(now, nextId),
      [String(DEMO_ACCOUNT_IDS.inspection)]: seedApplyingStore(now, nextId),
    },
  };
}

function seedRunningStore(now: Date, nextId: () => number): PickupStore {
  const accountId = DEMO_ACCOUNT_IDS.active;
  const store = emptyStore(accountId);
  store.onboarding = approvedApplication(accountId, now, nextId);
  store.operation = {
    status: 'ACTIVE',
    manuallyClosed: false,
    inactiveReasons: [],
    rejectReasons: [],
    kycRemainingDays: null,
    open24Hours: false,
    businessHours: { start: '08:00', end: '21:00' },
    breakHours: { start: '15:00', end: '15:30' },
  };
  store.ingredients = { origin: ORIGIN_101, nutritionInfo: { nutrition: NUTRITION_101, nutritionManageType: 'TEXT' } };
  // Running since last month until the end of next month (KST days), so every seeded order falls in.
  const [startAt, endAt] = [toKstIso(addDays(now, -40, 0)), toKstIso(addDays(now, 60, 23, 59, 59))];
  store.discounts = [
    { id: nextId(), discountMethod: 'AMOUNT', discountValue: 1000, minimumOrderAmount: 15000, startAt, endAt },
    { id: nextId(), discountMethod: 'RATE', discountValue: 5, minimumOrderAmount: 30000, startAt, endAt },
  ];

  seedCatalogue(store, nextId);
  store.orders = seedOrders(store, now, nextId);
  return store;
}
