/**
 * The commerce order as a table (spec 001 §4): the order's state is its status, its delivery
 * status and how it is received, folded into the states a merchant tells apart. The mock's order
 * resolvers answer from `decide` (a plain action's refusal is a CONFLICT, an invoice action's the
 * typed error, with the table's sentence), the order screens and the bulk actions offer what
 * `allowedActions` / `can` say.
 *
 * - A 택배 order is accepted, then its delivery starts with a carrier and an invoice, then it is
 *   delivered, then the purchase is confirmed: 배송 완료 needs 배송 시작 first.
 * - Cancel is the merchant's until the goods leave: a paid, an accepted (배송 준비 중) and a pickup
 *   order not yet picked up. Once delivery started, the goods are on their way: a cancel would be a
 *   return, which this console does not handle; an invoice entered by mistake is deleted first
 *   (back to 배송 준비 중), and the order can then be canceled.
 */
import type { DeliveryStatus, OrderStatus, ReceiveMethod } from '@generated/graphql/commerce/schema';
import { defineMachine } from '@/lib/machine';

/** What the table reads of an order (the mock's row and the screens' sheet both have it). */
export interface CommerceOrderRecord {
  readonly status: OrderStatus;
  readonly deliveryStatus: DeliveryStatus;
  readonly receiveMethod: ReceiveMethod;
}

export type CommerceOrderState =
  | 'awaitingPayment'
  | 'paidDelivery'
  | 'paidPickup'
  | 'preparing'
  | 'inDelivery'
  | 'delivered'
  | 'awaitingPickup'
  | 'pickedUp'
  | 'canceled'
  | 'confirmed';

export type CommerceOrderAction =
  | 'accept'
  | 'startDelivery'
  | 'changeInvoice'
  | 'deleteInvoice'
  | 'completeDelivery'
  | 'visit'
  | 'confirmPurchase'
  | 'cancel';

export function commerceOrderStateOf(order: CommerceOrderRecord): CommerceOrderState {
  switch (order.status) {
    case 'ORDER_PENDING':
    case 'PAYMENT_PENDING':
      return 'awaitingPayment';
    case 'PAYMENT_COMPLETED':
      return order.receiveMethod === 'PICKUP' ? 'paidPickup' : 'paidDelivery';
    case 'ORDER_CANCELED':
      return 'canceled';
    case 'PURCHASE_CONFIRMED':
      return 'confirmed';
    case 'ORDER_ACCEPTED':
      if (order.receiveMethod === 'PICKUP')
        return order.deliveryStatus === 'DELIVERY_COMPLETED' ? 'pickedUp' : 'awaitingPickup';
      if (order.deliveryStatus === 'DELIVERY_STARTED') return 'inDelivery';
      if (order.deliveryStatus === 'DELIVERY_COMPLETED') return 'delivered';
      return 'preparing';
  }
}

const STATE_LABELS: Readonly<Record<CommerceOrderState, string>> = {
  awaitingPayment: '결제 대기',
  paidDelivery: '신규 주문(택배)',
  paidPickup: '신규 주문(방문 수령)',
  preparing: '배송 준비 중',
  inDelivery: '배송 중',
  delivered: '배송 완료',
  awaitingPickup: '방문 수령 대기',
  pickedUp: '수령 완료',
  canceled: '주문 취소',
  confirmed: '구매 확정',
};

/** The actions' names as the screens' buttons say them. */
const ACTION_LABELS: Readonly<Record<CommerceOrderAction, string>> = {
  accept: '주문 접수',
  startDelivery: '배송 시작',
  changeInvoice: '송장 변경',
  deleteInvoice: '송장 삭제',
  completeDelivery: '배송 완료',
  visit: '방문 수령 완료',
  confirmPurchase: '구매 확정',
  cancel: '주문 취소',
};

/** What an action needs, said when the order is not there (or, for cancel, why not any more). */
const NEEDS: Readonly<Record<Exclude<CommerceOrderAction, 'cancel'>, string>> = {
  accept: '결제 완료된 신규 주문만 접수할 수 있어요.',
  startDelivery: '배송 준비 중인 택배 주문만 배송을 시작할 수 있어요.',
  changeInvoice: '배송 중인 주문만 송장을 바꿀 수 있어요.',
  deleteInvoice: '배송 중인 주문만 송장을 지울 수 있어요.',
  completeDelivery: '배송을 시작한 택배 주문만 배송 완료할 수 있어요. 먼저 송장을 등록해 배송을 시작해 주세요.',
  visit: '접수한 방문 수령 주문만 수령 완료할 수 있어요.',
  confirmPurchase: '배송 완료나 수령 완료된 주문만 구매 확정할 수 있어요.',
};

const CANCEL_REFUSALS: Readonly<Partial<Record<CommerceOrderState, string>>> = {
  awaitingPayment: '결제 전인 주문은 취소할 수 없어요. 결제하지 않으면 주문이 저절로 취소돼요.',
  inDelivery:
    '배송이 시작된 주문은 취소할 수 없어요. 상품을 아직 보내지 않았다면 송장을 삭제한 뒤 취소해 주세요. 이미 보냈다면 구매자가 반품을 요청해야 해요.',
  delivered: '배송 완료된 주문은 취소할 수 없어요. 반품·환불은 구매자가 요청해야 해요.',
  pickedUp: '수령 완료된 주문은 취소할 수 없어요. 반품·환불은 구매자가 요청해야 해요.',
  canceled: '이미 취소된 주문이에요.',
  confirmed: '구매 확정된 주문은 취소할 수 없어요.',
};

export const commerceOrderMachine = defineMachine<CommerceOrderState, CommerceOrderAction, CommerceOrderRecord>({
  name: '커머스 주문',
  stateOf: commerceOrderStateOf,
  table: {
    awaitingPayment: {},
    paidDelivery: {
      accept: { to: 'preparing' },
      cancel: { to: 'canceled' },
    },
    paidPickup: {
      accept: { to: 'awaitingPickup' },
      cancel: { to: 'canceled' },
    },
    preparing: {
      startDelivery: { to: 'inDelivery' },
      cancel: { to: 'canceled' },
    },
    inDelivery: {
      changeInvoice: { to: 'inDelivery' },
      deleteInvoice: { to: 'preparing' },
      completeDelivery: { to: 'delivered' },
    },
    delivered: {
      confirmPurchase: { to: 'confirmed' },
    },
    awaitingPickup: {
      visit: { to: 'pickedUp' },
      cancel: { to: 'canceled' },
    },
    pickedUp: {
      confirmPurchase: { to: 'confirmed' },
    },
    canceled: {},
    confirmed: {},
  },
  refusal: (action, state) =>
    action === 'cancel' ? (CANCEL_REFUSALS[state] ?? '지금은 취소할 수 없어요.') : NEEDS[action],
  actions: [
    'accept',
    'startDelivery',
    'completeDelivery',
    'visit',
    'confirmPurchase',
    'changeInvoice',
    'deleteInvoice',
    'cancel',
  ],
  stateLabels: STATE_LABELS,
  actionLabels: ACTION_LABELS,
});
