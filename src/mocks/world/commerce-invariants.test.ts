/**
 * One demo world for commerce and pickup money: every pair of screens that show the same number
 * agree, on the seeded state of every demo account and after random order actions. Each side is
 * read through the request the screen sends (the commerce GraphQL documents, the finance and
 * pickup REST operations), never through a copied formula.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { patience } from '@/testing/patience';
import type { components as Finance } from '@generated/openapi/finance';
import type { components as Pickup } from '@generated/openapi/pickup';
import {
  AcceptOrderDocument,
  CancelOrderDocument,
  CompleteDeliveryDocument,
  ConfirmPurchaseDocument,
  OrdersByStoreDocument,
  OrderSheetDocument,
  StartDeliveryDocument,
  type OrderStatus,
} from '@generated/graphql/commerce/graphql';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount, bodyOf } from '@/mocks/testing/operation-calls';
import { TAB_STATUSES } from '@/app/pages/commerce-orders/order-rules';
import { DEMO_ACCOUNT_IDS } from '../services/auth/seed';
import { addMinutes, kstDateOf, shiftDate, toKstIso } from '../core/time';
import { send } from '../services/commerce/test-client';

type Deposit = Finance['schemas']['Deposit'];
type Line = Finance['schemas']['ConfirmedOrder'];
type Summary = Finance['schemas']['DepositRangeSummary'];
type Service = 'COMMERCE' | 'PICKUP';

const NOW = new Date('2026-11-27T02:00:00Z');
const ACCOUNTS = [DEMO_ACCOUNT_IDS.active, DEMO_ACCOUNT_IDS.inspection, DEMO_ACCOUNT_IDS.dormant];
const today = kstDateOf(NOW);
const wide = { startDate: shiftDate(today, -400), endDate: shiftDate(today, 30) };

async function allPages<T>(key: OperationKey, args: OperationArgs, accountId: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page += 1) {
    const { data } = await bodyOf<{ data: { items: T[]; hasNext: boolean } }>(
      key,
      { ...args, query: { ...args.query, page, size: 100 } },
      accountId,
    );
    items.push(...data.items);
    if (!data.hasNext) return items;
  }
}

/** 정산 → 입금 상세: every line of every deposit of the service (what the deposit pages list). */
async function settlementLines(accountId: number, service: Service): Promise<Line[]> {
  const deposits = await allPages<Deposit>(
    'finance.listSettlementDeposits',
    { query: { ...wide, serviceName: service } },
    accountId,
  );
  const lines = await Promise.all(
    deposits.map((deposit) =>
      allPages<Line>('finance.listDepositConfirmedOrders', { path: { depositDocId: deposit.depositDocId } }, accountId),
    ),
  );
  return lines.flat();
}

async function rangeSummary(accountId: number, service: Service): Promise<Summary> {
  return (
    await bodyOf<{ data: Summary }>(
      'finance.getDepositRangeSummary',
      { query: { ...wide, serviceFilter: service } },
      accountId,
    )
  ).data;
}

/** 주문 → a tab's orders, every page (the store's list); an account without a store has none. */
async function storeOrders(accountId: number, statuses: readonly OrderStatus[]) {
  const orders = [];
  for (let page = 1; ; page += 1) {
    const result = await send(
      OrdersByStoreDocument,
      { baId: String(accountId), filter: { statuses: [...statuses] }, page, size: 100 },
      accountId,
    );
    if (!result.data) return orders;
    orders.push(...result.data.ordersByStore.items);
    if (!result.data.ordersByStore.hasNext) return orders;
  }
}

async function pickupCounts(accountId: number) {
  const result = await answer('pickup.getOrderCounts', {}, accountId);
  return result.status === 200 ? (result.body as { data: Pickup['schemas']['OrderCounts'] }).data : undefined;
}

async function pickupOrders(accountId: number, status: Pickup['schemas']['OrderStatus']) {
  const result = await answer('pickup.listOrders', { query: { status, size: 1 } }, accountId);
  return result.status === 200 ? (result.body as { data: { totalCount: number } }).data.totalCount : 0;
}

async function expectOneWorld(accountId: number): Promise<void> {
  asAccount(accountId);
  const who = { accountId };

  // 정산 입금 상세의 스토어 주문 = 주문 목록 구매 확정 탭의 주문 (주문번호, 결제 금액, 상품)
  const lines = await settlementLines(accountId, 'COMMERCE');
  const confirmed = await storeOrders(accountId, TAB_STATUSES.confirmed);
  const lineView = lines.map((line) => [line.orderId, line.orderNumber, line.paymentAmount]).sort();
  const orderView = confirmed.map((order) => [order.id, order.orderNumber, order.amounts.paymentAmount]).sort();
  expect({ ...who, lines: lineView }).toEqual({ ...who, lines: orderView });
  for (const line of lines.slice(0, 3)) {
    // Each line links to an order detail that opens and names the same products.
    const detail = await send(OrderSheetDocument, { orderSheetId: line.orderId }, accountId);
    const sheet = detail.data!.orderSheet;
    expect(sheet.status).toBe('PURCHASE_CONFIRMED');
    expect(line.orderName.startsWith(sheet.orderLines[0]!.productName)).toBe(true);
  }

  // 정산 기간 합계 (스토어) = 구매 확정 주문 합계
  const commerce = await rangeSummary(accountId, 'COMMERCE');
  expect({ ...who, count: commerce.orderCount, paid: commerce.salesAmount - commerce.discountAmount }).toEqual({
    ...who,
    count: confirmed.length,
    paid: confirmed.reduce((sum, order) => sum + order.amounts.paymentAmount, 0),
  });

  // 픽업 정산 주문 수 = 픽업 주문 픽업 완료 수
  const pickup = await rangeSummary(accountId, 'PICKUP');
  expect({ ...who, pickup: pickup.orderCount }).toEqual({
    ...who,
    pickup: await pickupOrders(accountId, 'PICKUP_COMPLETED'),
  });

  // 입금 내역 입금 완료 + 입금 예정 + 지급 보류 = 기간 지급액 (both settlement pages)
  for (const summary of [commerce, pickup])
    expect(summary.completedAmount + summary.scheduledAmount + summary.heldAmount).toBe(summary.depositAmount);

  // 픽업 주문 신규 탭 수 = 신규 주문 목록 수
  const counts = await pickupCounts(accountId);
  if (counts) expect({ ...who, new: counts.new }).toEqual({ ...who, new: await pickupOrders(accountId, 'ORDERED') });
}

/** An order action a merchant (or a buyer) takes, through the request the screen sends. */
type Action = { kind: 'commerce' | 'pickup'; step: number; pick: number };

async function act({ kind, step, pick }: Action): Promise<void> {
  const accountId = DEMO_ACCOUNT_IDS.active;
  asAccount(accountId);
  if (kind === 'commerce') {
    const orders = mockRuntime.db.state.commerce.orders;
    const choose = (match: (order: (typeof orders)[number]) => boolean) => {
      const candidates = orders.filter(match);
      return candidates[pick % Math.max(candidates.length, 1)]?.id;
    };
    const moves = [
      () => {
        const id = choose((order) => order.status === 'PAYMENT_COMPLETED');
        return id && send(AcceptOrderDocument, { orderSheetId: id });
      },
      () => {
        const id = choose(
          (order) =>
            order.status === 'PAYMENT_COMPLETED' ||
            (order.status === 'ORDER_ACCEPTED' &&
              ['BEFORE_DELIVERY', 'DELIVERY_PREPARE'].includes(order.deliveryStatus)),
        );
        return id && send(CancelOrderDocument, { orderSheetId: id, reason: '재고가 없어요.' });
      },
      () => {
        const id = choose((order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_PREPARE');
        return (
          id && send(StartDeliveryDocument, { input: { orderSheetId: id, company: 'CJ', invoice: '612345678901' } })
        );
      },
      () => {
        const id = choose((order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_STARTED');
        return id && send(CompleteDeliveryDocument, { orderSheetId: id });
      },
      () => {
        const id = choose(
          (order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_COMPLETED',
        );
        return id && send(ConfirmPurchaseDocument, { orderSheetId: id });
      },
    ];
    const result = await moves[step % moves.length]!();
    if (result) expect(result.errors).toEqual([]);
    return;
  }
  const orders = mockRuntime.db.state.pickup.stores[String(accountId)]!.orders;
  const moves: [Pickup['schemas']['OrderStatus'][], OperationKey, OperationArgs['body']][] = [
    [
      ['ORDERED'],
      'pickup.acceptOrder',
      { estimatedPreparationTime: toKstIso(addMinutes(new Date(), 15)), preparationMinutes: 15 },
    ],
    [['ACCEPTED'], 'pickup.completePreparation', undefined],
    [['PREPARATION_COMPLETED'], 'pickup.completePickup', undefined],
    [['ORDERED', 'ACCEPTED'], 'pickup.cancelOrder', { reason: '재료가 떨어졌어요.' }],
  ];
  const [from, key, body] = moves[step % moves.length]!;
  const candidates = orders.filter((order) => from.includes(order.status));
  const order = candidates[pick % Math.max(candidates.length, 1)];
  if (order)
    expect((await answer(key, { path: { id: order.id }, ...(body ? { body } : {}) }, accountId)).status).toBe(200);
}

describe('one demo world: commerce and pickup money', () => {
  afterAll(() => mockRuntime.reset());

  it.each(ACCOUNTS)('agrees on every screen pair in the seeded state of account %i', async (accountId) => {
    mockRuntime.reset(NOW);
    await expectOneWorld(accountId);
  });

  it(
    'keeps agreeing after random order actions (accept, cancel, ship, deliver, confirm, pick up)',
    async () => {
      const action = fc.record({
        kind: fc.constantFrom<'commerce' | 'pickup'>('commerce', 'pickup'),
        step: fc.nat(9),
        pick: fc.nat(30),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
          mockRuntime.reset(NOW);
          for (const step of actions) await act(step);
          await expectOneWorld(DEMO_ACCOUNT_IDS.active);
        }),
        { numRuns: 8, seed: 25 },
      );
    },
    patience.vitestLongTestMs,
  );

  it('moves an order into settlement when the buyer confirms it', async () => {
    mockRuntime.reset(NOW);
    const before = await rangeSummary(DEMO_ACCOUNT_IDS.active, 'COMMERCE');
    const delivered = mockRuntime.db.state.commerce.orders.find(
      (order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_COMPLETED',
    )!;
    await send(ConfirmPurchaseDocument, { orderSheetId: delivered.id });
    const after = await rangeSummary(DEMO_ACCOUNT_IDS.active, 'COMMERCE');
    expect(after.orderCount).toBe(before.orderCount + 1);
    const lines = await settlementLines(DEMO_ACCOUNT_IDS.active, 'COMMERCE');
    expect(lines.find((line) => line.orderId === delivered.id)).toMatchObject({
      orderNumber: delivered.orderNumber,
      paymentAmount: delivered.amounts.paymentAmount,
    });
  });
});
