/** Reservations of several demo customers at the café and the snack bar, covering every status. */
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { seedCustomers } from '../customers';
import { addDays, toKstIso } from '../../core/time';
import type { ReservationRow, ReservationState } from './state';

type Menu = ReservationRow['menus'][number];

const CAFE_MENUS: Menu[][] = [
  [{ name: '브런치 세트', quantity: 2, price: 15800 }],
  [{ name: '홀케이크(딸기 생크림)', quantity: 1, price: 38000 }],
  [
    { name: '아메리카노', quantity: 4, price: 4500 },
    { name: '버터 스콘', quantity: 4, price: 3800 },
  ],
  [{ name: '원두 500g(하우스 블렌드)', quantity: 1, price: 24000 }],
  [{ name: '핸드드립 클래스', quantity: 2, price: 30000 }],
];
const SNACK_MENUS: Menu[][] = [
  [
    { name: '떡볶이', quantity: 3, price: 5000 },
    { name: '모둠튀김', quantity: 2, price: 6000 },
  ],
  [{ name: '김밥 단체 주문(10줄)', quantity: 1, price: 35000 }],
];

const MEMOS = [
  '창가 자리로 부탁드려요.',
  '유모차가 있어요.',
  '레터링: 엄마 생일 축하해요',
  null,
  '조금 늦을 수도 있어요.',
];
const CANCEL_REASONS = {
  CUSTOMER: '일정이 바뀌어서 취소해요.',
  BUSINESS: '재료 소진으로 예약을 받을 수 없어요.',
} as const;

interface Plan {
  status: ReservationRow['status'];
  daysFromNow: number;
  canceledBy?: 'CUSTOMER' | 'BUSINESS';
}

/** Future visits are requested, confirmed or canceled; past ones completed, no-show or canceled. */
const PLANS: Plan[] = [
  { status: 'REQUESTED', daysFromNow: 3 },
  { status: 'CONFIRMED', daysFromNow: 1 },
  { status: 'CANCELED', daysFromNow: 5, canceledBy: 'CUSTOMER' },
  { status: 'COMPLETED', daysFromNow: -4 },
  { status: 'NO_SHOW', daysFromNow: -9 },
  { status: 'COMPLETED', daysFromNow: -15 },
  { status: 'CANCELED', daysFromNow: -20, canceledBy: 'BUSINESS' },
  { status: 'CONFIRMED', daysFromNow: 8 },
  { status: 'COMPLETED', daysFromNow: -27 },
  { status: 'COMPLETED', daysFromNow: -34 },
  { status: 'REQUESTED', daysFromNow: 12 },
  { status: 'COMPLETED', daysFromNow: -41 },
];

export function seedReservations(now: Date, nextId: () => number): ReservationState {
  const reservations: ReservationRow[] = [];
  // The first customer has a long history (two pages); the next five one to three reservations each.
  const cafeCustomers = seedCustomers.slice(0, 6);
  cafeCustomers.forEach((customer, index) => {
    const plans = index === 0 ? PLANS : PLANS.filter((_, n) => (n + index) % 4 === 0).slice(0, 3);
    plans.forEach((plan, n) => {
      reservations.push(
        rowOf(
          DEMO_ACCOUNT_IDS.active,
          customer.id,
          plan,
          CAFE_MENUS[(index + n) % CAFE_MENUS.length]!,
          n + index,
          now,
          nextId,
        ),
      );
    });
  });
  seedCustomers.slice(1, 3).forEach((customer, index) => {
    const plan = PLANS[index * 3]!;
    reservations.push(rowOf(DEMO_ACCOUNT_IDS.inspection, customer.id, plan, SNACK_MENUS[index]!, index, now, nextId));
  });
  return { reservations };
}

function rowOf(
  accountId: number,
  userId: number,
  plan: Plan,
  menus: Menu[],
  variant: number,
  now: Date,
  nextId: () => number,
): ReservationRow {
  const visitAt = addDays(now, plan.daysFromNow, 10 + (variant % 9), variant % 2 ? 30 : 0);
  const createdAt = addDays(visitAt, -(2 + (variant % 5)), 21, 5);
  const canceledAt = plan.canceledBy ? addDays(visitAt, -1, 18, 20) : null;
  return {
    id: nextId(),
    accountId,
    userId,
    status: plan.status,
    visitAt: toKstIso(visitAt),
    partySize: 1 + ((variant * 3) % 6),
    menus,
    memo: MEMOS[variant % MEMOS.length] ?? null,
    cancelReason: plan.canceledBy ? CANCEL_REASONS[plan.canceledBy] : null,
    canceledBy: plan.canceledBy ?? null,
    canceledAt: canceledAt ? toKstIso(canceledAt < createdAt ? createdAt : canceledAt) : null,
    createdAt: toKstIso(createdAt),
  };
}
