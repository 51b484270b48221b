/**
 * The commerce order's moves as the specification and the decisions give them, written here by hand
 * (not read from src/api/machines/commerce-order.ts): spec 001 §4 (paid → accept → accepted; then
 * 배송 시작 with carrier and invoice, 배송 완료, or 방문 수령; then 구매 확정; cancel; the invoice changed
 * or deleted) and the decision of issue 25 (commit "Commerce orders as a table"): 배송 완료 only after
 * 배송 시작, 주문 취소 only until the goods leave, an invoice deleted puts the order back to 배송 준비
 * 중. Each cell is played against the mock's resolvers, and the order page offers exactly the
 * allowed actions.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommerceOrderAction, CommerceOrderState } from '@/api/machines/commerce-order';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { allowedIn, tableCases, type ExpectationTable } from '@/testing/expectation-table';
import { renderRoute } from '@/testing/render-route';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { runOrderAction } from './order-action-calls';
import type { OrderRow } from './state';

// The machine's names of states and actions (types only: the expectations below are written by hand).
type State = CommerceOrderState;
type Action = CommerceOrderAction;

const ACTIONS: readonly Action[] = [
  'accept',
  'startDelivery',
  'completeDelivery',
  'visit',
  'confirmPurchase',
  'changeInvoice',
  'deleteInvoice',
  'cancel',
];

/** What each action needs, said when the order is not there. */
const NEEDS: Readonly<Record<Exclude<Action, 'cancel'>, { refused: string }>> = {
  accept: { refused: '결제 완료된 신규 주문만 접수할 수 있어요.' },
  startDelivery: { refused: '배송 준비 중인 택배 주문만 배송을 시작할 수 있어요.' },
  completeDelivery: {
    refused: '배송을 시작한 택배 주문만 배송 완료할 수 있어요. 먼저 송장을 등록해 배송을 시작해 주세요.',
  },
  visit: { refused: '접수한 방문 수령 주문만 수령 완료할 수 있어요.' },
  confirmPurchase: { refused: '배송 완료나 수령 완료된 주문만 구매 확정할 수 있어요.' },
  changeInvoice: { refused: '배송 중인 주문만 송장을 바꿀 수 있어요.' },
  deleteInvoice: { refused: '배송 중인 주문만 송장을 지울 수 있어요.' },
};

/**
 * A row: what the state allows (and where it leads); a step the order has already taken is said so
 * ("이미 …", issue 40); everything else refused with NEEDS, cancel with its reason.
 */
function row(
  allowed: Partial<Record<Action, State>>,
  cancelRefused?: string,
  already: Partial<Record<Action, string>> = {},
) {
  return Object.fromEntries(
    ACTIONS.map((action) => {
      const to = allowed[action];
      if (to) return [action, { to }];
      const said = already[action];
      if (said) return [action, { refused: said }];
      if (action === 'cancel') return [action, { refused: cancelRefused ?? '' }];
      return [action, NEEDS[action]];
    }),
  ) as Record<Action, { to: State } | { refused: string }>;
}

const ACCEPTED_ALREADY = { accept: '이미 접수한 주문이에요.' };

const EXPECTED: ExpectationTable<State, Action, State> = {
  awaitingPayment: row({}, '결제 전인 주문은 취소할 수 없어요. 결제하지 않으면 주문이 저절로 취소돼요.'),
  paidDelivery: row({ accept: 'preparing', cancel: 'canceled' }),
  paidPickup: row({ accept: 'awaitingPickup', cancel: 'canceled' }),
  preparing: row({ startDelivery: 'inDelivery', cancel: 'canceled' }, undefined, ACCEPTED_ALREADY),
  inDelivery: row(
    { completeDelivery: 'delivered', changeInvoice: 'inDelivery', deleteInvoice: 'preparing' },
    '배송이 시작된 주문은 취소할 수 없어요. 상품을 아직 보내지 않았다면 송장을 삭제한 뒤 취소해 주세요. 이미 보냈다면 구매자가 반품을 요청해야 해요.',
    { startDelivery: '이미 배송을 시작한 주문이에요.' },
  ),
  delivered: row(
    { confirmPurchase: 'confirmed' },
    '배송 완료된 주문은 취소할 수 없어요. 반품·환불은 구매자가 요청해야 해요.',
    { completeDelivery: '이미 배송 완료된 주문이에요.' },
  ),
  awaitingPickup: row({ visit: 'pickedUp', cancel: 'canceled' }, undefined, ACCEPTED_ALREADY),
  pickedUp: row(
    { confirmPurchase: 'confirmed' },
    '수령 완료된 주문은 취소할 수 없어요. 반품·환불은 구매자가 요청해야 해요.',
    { visit: '이미 수령 완료된 주문이에요.' },
  ),
  canceled: row({}, '이미 취소된 주문이에요.'),
  confirmed: row({}, '구매 확정된 주문은 취소할 수 없어요.', { confirmPurchase: '이미 구매 확정된 주문이에요.' }),
};

/** Each state in the order's own fields (spec 001 §3 enums), written out. */
const IN_STATE: Readonly<Record<State, (order: OrderRow) => boolean>> = {
  awaitingPayment: (o) => o.status === 'PAYMENT_PENDING' || o.status === 'ORDER_PENDING',
  paidDelivery: (o) => o.status === 'PAYMENT_COMPLETED' && o.receiveMethod === 'DELIVERY',
  paidPickup: (o) => o.status === 'PAYMENT_COMPLETED' && o.receiveMethod === 'PICKUP',
  preparing: (o) =>
    o.status === 'ORDER_ACCEPTED' && o.receiveMethod === 'DELIVERY' && o.deliveryStatus === 'DELIVERY_PREPARE',
  inDelivery: (o) =>
    o.status === 'ORDER_ACCEPTED' && o.receiveMethod === 'DELIVERY' && o.deliveryStatus === 'DELIVERY_STARTED',
  delivered: (o) =>
    o.status === 'ORDER_ACCEPTED' && o.receiveMethod === 'DELIVERY' && o.deliveryStatus === 'DELIVERY_COMPLETED',
  awaitingPickup: (o) =>
    o.status === 'ORDER_ACCEPTED' && o.receiveMethod === 'PICKUP' && o.deliveryStatus !== 'DELIVERY_COMPLETED',
  pickedUp: (o) =>
    o.status === 'ORDER_ACCEPTED' && o.receiveMethod === 'PICKUP' && o.deliveryStatus === 'DELIVERY_COMPLETED',
  canceled: (o) => o.status === 'ORDER_CANCELED',
  confirmed: (o) => o.status === 'PURCHASE_CONFIRMED',
};

/** A seeded order of 101's store in the state (수령 완료 is not seeded: a 방문 수령 order received). */
function orderIn(state: State): OrderRow {
  const orders = mockRuntime.db.state.commerce.orders;
  if (state === 'pickedUp') {
    const waiting = orders.find(IN_STATE.awaitingPickup)!;
    waiting.deliveryStatus = 'DELIVERY_COMPLETED';
    return waiting;
  }
  const order = orders.find(IN_STATE[state]);
  if (!order) throw new Error(`no seeded order is ${state}`);
  return order;
}

/** The order page's button of each action, as it reads without spaces. */
const BUTTONS: Readonly<Record<Action, string>> = {
  accept: '주문접수',
  startDelivery: '배송시작',
  completeDelivery: '배송완료',
  visit: '방문수령완료',
  confirmPurchase: '구매확정',
  changeInvoice: '송장변경',
  deleteInvoice: '송장삭제',
  cancel: '주문취소',
};

describe('commerce order: the mock answers as the hand-written table says', () => {
  it.each(tableCases(EXPECTED))('%s × %s', async (state, action, expected) => {
    const order = orderIn(state);
    const answer = await runOrderAction(order.id, action);
    const now = mockRuntime.db.state.commerce.orders.find((each) => each.id === order.id)!;
    if ('to' in expected) {
      expect(answer).toEqual({ accepted: true, message: undefined });
      expect(IN_STATE[expected.to](now)).toBe(true);
    } else {
      expect(answer).toEqual({ accepted: false, message: expected.refused });
      expect(IN_STATE[state](now)).toBe(true);
    }
  });
});

describe('commerce order: the order page offers exactly the allowed actions', () => {
  it.each(Object.keys(EXPECTED) as State[])('%s', async (state) => {
    const order = orderIn(state);
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    renderRoute(`/profile/${DEMO_ACCOUNT_IDS.active}/order/detail/${order.id}`);
    const panel = await screen.findByRole('region', { name: '주문 처리' });
    const offered = within(panel)
      .queryAllByRole('button')
      .map((button) => button.textContent?.replace(/\s/g, ''));
    expect(offered).toEqual(allowedIn(EXPECTED, state, ACTIONS).map((action) => BUTTONS[action]));
  });
});
