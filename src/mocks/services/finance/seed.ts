/**
 * Finance seed: twelve months of purchase-confirmed orders for 동네커피 망원점 (101, pickup and
 * commerce), paid out weekly; a few old commerce deposits for 옛날빵집 연남점 (103); nothing for
 * 한끼분식 합정점 (102), whose registration is still under review. Amounts come from a seeded
 * random stream, so the seed is the same on every run for the same `now`.
 */
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { addDays, toKstIso } from '../../core/time';
import { compactDate, depositDateFor, kstDateOf, shiftDate, weekdayOf, weekStartOf } from './dates';
import type {
  CanceledPaymentRow,
  ConfirmedOrderRow,
  DeliveryUploadRow,
  DepositRow,
  FinanceState,
  SettlementRegistrationRow,
  SettlementService,
} from './state';

interface Item {
  readonly name: string;
  readonly price: number;
}

const CAFE_MENU: readonly Item[] = [
  { name: '아메리카노', price: 4500 },
  { name: '카페라떼', price: 5000 },
  { name: '바닐라빈 라떼', price: 5500 },
  { name: '콜드브루', price: 5000 },
  { name: '말차 라떼', price: 5800 },
  { name: '자몽 에이드', price: 6000 },
  { name: '버터 크루아상', price: 3800 },
  { name: '바스크 치즈케이크', price: 6500 },
  { name: '딸기 생크림 케이크', price: 7000 },
];
const CAFE_GOODS: readonly Item[] = [
  { name: '망원 블렌드 원두 200g', price: 14000 },
  { name: '드립백 10개입', price: 13000 },
  { name: '콜드브루 원액 500ml', price: 16000 },
  { name: '시그니처 블렌드 원두 500g', price: 29000 },
  { name: '동네커피 머그컵', price: 18000 },
];
const BAKERY_GOODS: readonly Item[] = [
  { name: '옛날 단팥빵 6개입', price: 12000 },
  { name: '우유식빵 2개', price: 9000 },
  { name: '수제 쿠키 선물세트', price: 15000 },
];

/** Card and platform fees, VAT included. */
/** 중개 and 결제 수수료 rates of a paid amount; with 10% VAT on both they make 3.3% (pickup) and 5.5% (commerce). */
const FEE_RATES: Readonly<Record<SettlementService, { service: number; payment: number }>> = {
  PICKUP: { service: 0.01, payment: 0.02 },
  COMMERCE: { service: 0.022, payment: 0.028 },
  RESERVATION: { service: 0.01, payment: 0.02 },
};
const ORDER_PREFIX: Readonly<Record<SettlementService, string>> = { PICKUP: 'P', COMMERCE: 'C', RESERVATION: 'R' };

/** mulberry32: a small deterministic random stream. */
function randomStream(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

interface OrderDraft {
  readonly orderName: string;
  readonly salesAmount: number;
  readonly discountAmount: number;
}

function draftOrder(random: Random, catalogue: readonly Item[], service: SettlementService): OrderDraft {
  const kinds = between(random, 1, service === 'PICKUP' ? 3 : 2);
  const chosen = new Set<Item>();
  while (chosen.size < kinds) chosen.add(pick(random, catalogue));
  let salesAmount = 0;
  for (const item of chosen) salesAmount += item.price * between(random, 1, service === 'PICKUP' ? 2 : 1);
  const first = [...chosen][0]!;
  const orderName = chosen.size > 1 ? `${first.name} 외 ${chosen.size - 1}건` : first.name;
  const roll = random();
  let discountAmount = 0;
  if (service === 'PICKUP' && salesAmount >= 15000 && roll < 0.3) discountAmount = 1000;
  else if (service === 'PICKUP' && roll < 0.4) discountAmount = Math.floor((salesAmount * 0.1) / 100) * 100;
  else if (service === 'COMMERCE' && roll < 0.25) discountAmount = 2000;
  return { orderName, salesAmount, discountAmount };
}

interface AccountPlan {
  readonly accountId: number;
  readonly registrationId: number;
  readonly from: string;
  readonly to: string;
  readonly ordersPerDay: Partial<Record<SettlementService, (random: Random, date: string) => number>>;
  readonly catalogue: Readonly<Partial<Record<SettlementService, readonly Item[]>>>;
}

interface SeededOrders {
  readonly deposits: DepositRow[];
  readonly orders: ConfirmedOrderRow[];
}

function seedOrders(plan: AccountPlan, nextId: () => number): SeededOrders {
  const random = randomStream(plan.accountId * 7919);
  const deposits = new Map<string, DepositRow>();
  const orders: ConfirmedOrderRow[] = [];
  for (let date = plan.from; date <= plan.to; date = shiftDate(date, 1)) {
    for (const [service, perDay] of Object.entries(plan.ordersPerDay) as [
      SettlementService,
      (r: Random, d: string) => number,
    ][]) {
      const count = perDay(random, date);
      for (let index = 0; index < count; index += 1) {
        const key = `${service}|${weekStartOf(date)}`;
        let deposit = deposits.get(key);
        if (!deposit) {
          const depositDate = depositDateFor(date);
          deposit = {
            depositDocId: `D-${compactDate(depositDate)}-${nextId()}`,
            accountId: plan.accountId,
            service,
            registrationId: plan.registrationId,
            periodStartDate: weekStartOf(date),
            periodEndDate: shiftDate(weekStartOf(date), 6),
            depositDate,
            holdReason: null,
          };
          deposits.set(key, deposit);
        }
        const draft = draftOrder(random, plan.catalogue[service]!, service);
        const confirmedAt = `${date}T${String(between(random, 8, 20)).padStart(2, '0')}:${String(between(random, 0, 59)).padStart(2, '0')}:00+09:00`;
        orders.push({
          id: nextId(),
          accountId: plan.accountId,
          depositDocId: deposit.depositDocId,
          orderId: `${ORDER_PREFIX[service]}${compactDate(date).slice(2)}${String(index + 1).padStart(4, '0')}`,
          service,
          orderName: draft.orderName,
          payStatus: random() < 0.03 ? 'PARTIALLY_CANCELED' : 'PAID',
          confirmedAt,
          salesAmount: draft.salesAmount,
          discountAmount: draft.discountAmount,
          serviceFeeAmount: Math.floor((draft.salesAmount - draft.discountAmount) * FEE_RATES[service].service),
          paymentFeeAmount: Math.floor((draft.salesAmount - draft.discountAmount) * FEE_RATES[service].payment),
        });
      }
    }
  }
  return { deposits: [...deposits.values()], orders };
}

function registrations(now: Date, nextId: () => number): SettlementRegistrationRow[] {
  return [
    {
      id: nextId(),
      businessAccountId: DEMO_ACCOUNT_IDS.active,
      status: 'APPROVED',
      services: ['PICKUP', 'COMMERCE'],
      accountHolder: '김동네',
      bankName: '신한은행',
      maskedAccountNumber: '110-***-**3847',
      businessInfo: {
        businessNumber: '120-88-12345',
        companyName: '동네커피',
        ownerName: '김동네',
        businessType: 'GENERAL',
        address: '서울특별시 마포구 포은로 88',
      },
      rejectReason: null,
      createdAt: toKstIso(addDays(now, -400, 14, 20)),
      updatedAt: toKstIso(addDays(now, -62, 10, 5)),
    },
    {
      id: nextId(),
      businessAccountId: DEMO_ACCOUNT_IDS.inspection,
      status: 'REQUESTED',
      services: ['PICKUP'],
      accountHolder: '박한끼',
      bankName: '국민은행',
      maskedAccountNumber: '123401-**-***567',
      businessInfo: {
        businessNumber: '105-21-67890',
        companyName: '한끼분식',
        ownerName: '박한끼',
        businessType: 'SIMPLIFIED',
        address: '서울특별시 마포구 양화로 45',
      },
      rejectReason: null,
      createdAt: toKstIso(addDays(now, -3, 11, 40)),
      updatedAt: toKstIso(addDays(now, -3, 11, 40)),
    },
    {
      id: nextId(),
      businessAccountId: DEMO_ACCOUNT_IDS.dormant,
      status: 'REJECTED',
      services: ['COMMERCE'],
      accountHolder: '이빵집',
      bankName: '우리은행',
      maskedAccountNumber: '1002-***-**4521',
      businessInfo: {
        businessNumber: '214-15-24680',
        companyName: '옛날빵집',
        ownerName: '이빵집',
        businessType: 'GENERAL',
        address: '서울특별시 마포구 동교로 1',
      },
      rejectReason: '통장 사본의 예금주와 대표자 이름이 달라요. 대표자 명의 계좌로 다시 등록해 주세요.',
      createdAt: toKstIso(addDays(now, -420, 9, 0)),
      updatedAt: toKstIso(addDays(now, -30, 16, 30)),
    },
  ];
}

function canceledPayments(orders: readonly ConfirmedOrderRow[]): CanceledPaymentRow[] {
  // Every 40th pickup order had a twin that was paid and then fully canceled before pickup.
  return orders
    .filter((row, index) => row.service === 'PICKUP' && index % 40 === 0)
    .map((row) => ({
      accountId: row.accountId,
      orderId: `${row.orderId.slice(0, -4)}9${row.orderId.slice(-3)}`,
      service: row.service,
      orderName: row.orderName,
      canceledAt: row.confirmedAt,
      amount: row.salesAmount - row.discountAmount,
    }));
}

function deliveryUploads(now: Date, nextId: () => number): DeliveryUploadRow[] {
  const upload = (
    daysAgo: number,
    fileName: string,
    status: DeliveryUploadRow['status'],
    counts: [number, number, number],
  ): DeliveryUploadRow => ({
    id: nextId(),
    accountId: DEMO_ACCOUNT_IDS.active,
    storeId: 7101,
    fileName,
    createdAt: toKstIso(daysAgo === 0 ? now : addDays(now, -daysAgo, 10, 30)),
    status,
    totalCount: counts[0],
    successCount: counts[1],
    failureCount: counts[2],
  });
  return [
    upload(12, '배송시작_1주차.xlsx', 'COMPLETED', [28, 27, 1]),
    upload(5, '배송시작_송장오류.xlsx', 'FAILED', [5, 0, 5]),
    upload(0, '배송시작_오늘오전.xlsx', 'PROCESSING', [14, 14, 0]),
    upload(0, '배송시작_오늘오후.xlsx', 'REQUESTED', [9, 8, 1]),
  ];
}

export function seedFinance(now: Date, nextId: () => number): FinanceState {
  const regs = registrations(now, nextId);
  const today = kstDateOf(now);
  const yesterday = shiftDate(today, -1);
  const firstMonth = `${shiftMonth(today, -11)}-01`;
  const weekend = (date: string) => weekdayOf(date) >= 5;
  const cafe = seedOrders(
    {
      accountId: DEMO_ACCOUNT_IDS.active,
      registrationId: regs[0]!.id,
      from: firstMonth,
      to: yesterday,
      ordersPerDay: {
        PICKUP: (random, date) => between(random, 2, 4) + (weekend(date) ? 2 : 0),
        COMMERCE: (random) => (random() < 0.55 ? 1 : 0) + (random() < 0.15 ? 1 : 0),
      },
      catalogue: { PICKUP: CAFE_MENU, COMMERCE: CAFE_GOODS },
    },
    nextId,
  );
  const bakeryFrom = weekStartOf(shiftDate(firstMonth, 14));
  const bakery = seedOrders(
    {
      accountId: DEMO_ACCOUNT_IDS.dormant,
      registrationId: regs[2]!.id,
      from: bakeryFrom,
      to: shiftDate(bakeryFrom, 11),
      ordersPerDay: { COMMERCE: (random) => (random() < 0.4 ? 1 : 0) },
      catalogue: { COMMERCE: BAKERY_GOODS },
    },
    nextId,
  );
  // One commerce payout five weeks ago is held until the account holder is checked again.
  const held = cafe.deposits.find(
    (row) => row.service === 'COMMERCE' && row.periodStartDate === weekStartOf(shiftDate(today, -35)),
  );
  if (held) held.holdReason = '정산 계좌 확인이 필요해 지급을 보류했어요. 고객센터로 문의해 주세요.';
  return {
    registrations: regs,
    deposits: [...cafe.deposits, ...bakery.deposits],
    confirmedOrders: [...cafe.orders, ...bakery.orders],
    canceledPayments: canceledPayments(cafe.orders),
    deliveryUploads: deliveryUploads(now, nextId),
  };
}

/** "2026-11-21", -11 → "2025-12". */
function shiftMonth(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
