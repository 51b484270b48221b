/** Orders as a store keeps them, built from seed-order-list.ts: numbers, customers, lines, timelines, new arrivals. */
import { profileImageOf, seedCustomers } from '../customers';
import { addDays, addMinutes, kstDateOf, toKstIso } from '../../core/time';
import { orderAmounts } from './model-orders';
import { bestStoreDiscount } from './model-store';
import { type LineSeed, ORDER_SEEDS, type OrderSeed } from './seed-order-list';
import type { PickupOrderLineRow, PickupOrderRow, PickupStore } from './state';

const CUSTOMER_NAMES = [
  '김서연',
  '이민준',
  '박지우',
  '최하은',
  '정도윤',
  '강서준',
  '조예린',
  '윤시우',
  '장하린',
  '임주원',
  '한지민',
];

/** Ten more weeks of picked-up orders before the seeded week (their lines are the week's finished ones). */
function historySeeds(): OrderSeed[] {
  const finished = ORDER_SEEDS.filter((seed) => seed.status === 'PICKUP_COMPLETED');
  return Array.from({ length: 90 }, (_, index): OrderSeed => ({
    ...finished[index % finished.length]!,
    at: [8 + Math.floor((index * 3) / 4), 8 + ((index * 5) % 12), (index * 17) % 60],
  }));
}

export function seedOrders(store: PickupStore, now: Date, nextId: () => number): PickupOrderRow[] {
  const orderedAtOf = (seed: OrderSeed, index: number) =>
    typeof seed.at === 'number'
      ? addMinutes(now, -seed.at)
      : new Date(addDays(now, -seed.at[0], seed.at[1], seed.at[2]).getTime() + (index % 50) * 1000);
  const chronological = [...ORDER_SEEDS, ...historySeeds()]
    .map((seed, index) => ({ seed, index, orderedAt: orderedAtOf(seed, index) }))
    .sort((a, b) => a.orderedAt.getTime() - b.orderedAt.getTime());
  const perDay = new Map<string, number>();
  return chronological.map(({ seed, index, orderedAt }) => {
    const day = kstDateOf(orderedAt);
    const sequence = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, sequence);
    return orderRow(store, { seed, index, sequence, orderedAt, now, id: nextId() });
  });
}

/** One order as the store keeps it: the `sequence`-th order of its KST day, numbered YYMMDD-NNNN. */
function orderRow(store: PickupStore, { seed, index, sequence, orderedAt, now, id }: OrderRowArgs): PickupOrderRow {
  const day = kstDateOf(orderedAt);
  const lines = seed.lines.map((line) => seedLine(store, line));
  return {
    id,
    orderNumber: `${day.slice(2).replace(/-/g, '')}-${String(sequence).padStart(4, '0')}`,
    customer: seedOrderCustomer(index, id, now),
    customerMemo: seed.memo ?? null,
    lines,
    orderDiscount: bestStoreDiscount(store.discounts, orderAmounts(lines, null).totalPrice),
    paymentType: index % 3 === 0 ? '카드' : '동네페이',
    orderedAt: toKstIso(orderedAt),
    ...seedTimeline(seed, orderedAt),
  };
}

interface OrderRowArgs {
  readonly seed: OrderSeed;
  readonly index: number;
  readonly sequence: number;
  readonly orderedAt: Date;
  readonly now: Date;
  readonly id: number;
}

type Timeline = Pick<
  PickupOrderRow,
  | 'status'
  | 'acceptedAt'
  | 'estimatedPreparationTime'
  | 'lastNotifiedAt'
  | 'notifiedCount'
  | 'reNotification'
  | 'pickedAt'
  | 'canceledAt'
  | 'cancelReason'
>;

/** Timestamps a real order would have reached its status with. */
function seedTimeline(seed: OrderSeed, orderedAt: Date): Timeline {
  const iso = (date: Date | null) => (date ? toKstIso(date) : null);
  const reached = seed.status === 'CANCELED' ? (seed.canceledFrom ?? 'ORDERED') : seed.status;
  const accepted = reached === 'ORDERED' ? null : addMinutes(orderedAt, 2);
  const prepared = accepted && reached !== 'ACCEPTED' ? addMinutes(accepted, 10) : null;
  const reCount = prepared ? (seed.reCount ?? 0) : 0;
  const lastNotified = prepared ? addMinutes(prepared, reCount * 3) : null;
  const picked = seed.status === 'PICKUP_COMPLETED' && lastNotified ? addMinutes(lastNotified, 5) : null;
  const canceled =
    seed.status === 'CANCELED'
      ? addMinutes(lastNotified ?? accepted ?? orderedAt, seed.canceledFrom === 'PREPARATION_COMPLETED' ? 40 : 4)
      : null;
  return {
    status: seed.status,
    acceptedAt: iso(accepted),
    estimatedPreparationTime: iso(accepted ? addMinutes(accepted, 15) : null),
    lastNotifiedAt: iso(lastNotified),
    notifiedCount: prepared ? 1 + reCount : 0,
    reNotification: { maxCount: 3, currentCount: reCount },
    pickedAt: iso(picked),
    canceledAt: iso(canceled),
    cancelReason: seed.status === 'CANCELED' ? (seed.cancelReason ?? '고객 요청으로 주문을 취소했어요.') : null,
  };
}

function seedLine(store: PickupStore, [menuName, quantity, itemNames]: LineSeed): PickupOrderLineRow {
  const menu = store.menus.find((row) => row.name === menuName);
  if (!menu) throw new Error(`pickup seed: no menu ${menuName}`);
  const options = store.menuOptions
    .filter((option) => menu.optionIds.includes(option.id))
    .flatMap((option) => {
      const chosen = option.optionItems.filter((item) => itemNames.includes(item.name));
      return chosen.length === 0
        ? []
        : [
            {
              id: option.id,
              name: option.name,
              optionItems: chosen.map(({ id, name, price }) => ({ id, name, price })),
            },
          ];
    });
  const found = options.flatMap((option) => option.optionItems.map((item) => item.name));
  const missing = itemNames.filter((name) => !found.includes(name));
  if (missing.length > 0) throw new Error(`pickup seed: ${menuName} has no option item ${missing.join(', ')}`);
  return {
    menuId: menu.id,
    name: menu.name,
    price: menu.price,
    nutrition: menu.nutrition || null,
    discount: menu.discount ? { ...menu.discount } : null,
    quantity,
    options,
  };
}

function seedOrderCustomer(index: number, orderId: number, now: Date): PickupOrderRow['customer'] {
  const customer = seedCustomers[(index * 7 + 3) % seedCustomers.length]!;
  return {
    name: index % 4 === 3 ? null : CUSTOMER_NAMES[index % CUSTOMER_NAMES.length]!,
    nickname: customer.nickname,
    profileImageUrl: index % 5 === 4 ? null : profileImageOf(customer),
    followedAt: customer.id % 3 === 0 ? toKstIso(addDays(now, -(12 + (customer.id % 40)), 19, 30)) : null,
    safeNumber: `0504-${String(1000 + ((orderId * 37) % 9000))}-${String(1000 + ((orderId * 91) % 9000))}`,
  };
}

// ─── demo: a new order arrives (데모 도구 "새 주문 넣기") ─────────────────────

const ARRIVING_ORDERS: readonly Pick<OrderSeed, 'lines' | 'memo'>[] = [
  { lines: [['아메리카노', 1, ['레귤러']]], memo: '시럽 빼 주세요.' },
  {
    lines: [
      ['카페라떼', 2, ['라지', '오트 밀크']],
      ['소금빵', 1, []],
    ],
  },
  {
    lines: [
      ['바닐라라떼', 1, ['레귤러']],
      ['치즈케이크', 1, []],
    ],
    memo: '10분 뒤에 도착해요.',
  },
  { lines: [['레몬에이드', 2, ['라지']]] },
];

/** A new waiting order (ORDERED, ordered now) for a running store, as a customer's app would send it. */
export function arrivingOrder(store: PickupStore, now: Date, nextId: () => number): PickupOrderRow {
  const index = store.orders.length;
  const seed: OrderSeed = { status: 'ORDERED', at: 0, ...ARRIVING_ORDERS[index % ARRIVING_ORDERS.length]! };
  const day = kstDateOf(now);
  const sequence = store.orders.filter((row) => kstDateOf(row.orderedAt) === day).length + 1;
  return orderRow(store, { seed, index, sequence, orderedAt: now, now, id: nextId() });
}
