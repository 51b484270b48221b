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

/**
 * Each state's name as its chip says it on the order list, the order detail and anywhere else an
 * order's state is shown, with one line on what it means for the merchant (the tabs' and chips'
 * explanation). The one source of these words: screens read them from here.
 */
export const COMMERCE_ORDER_STATE_NAMES: Readonly<Record<CommerceOrderState, { name: string; explain: string }>> = {
  awaitingPayment: {
    name: '결제 대기',
    explain: '구매자가 아직 결제하지 않았어요. 결제되면 신규 주문이 되고, 그 전에는 할 일이 없어요.',
  },
  paidDelivery: { name: '신규 주문', explain: '결제가 끝나 접수를 기다리는 주문이에요. 확인하고 접수해 주세요.' },
  paidPickup: { name: '신규 주문', explain: '결제가 끝나 접수를 기다리는 주문이에요. 확인하고 접수해 주세요.' },
  preparing: { name: '배송 준비 중', explain: '접수한 택배 주문이에요. 송장을 등록하면 배송이 시작돼요.' },
  inDelivery: { name: '배송 중', explain: '송장을 등록해 배송 중인 주문이에요.' },
  delivered: { name: '배송 완료', explain: '배송이 끝났어요. 구매자가 구매 확정하기를 기다려요.' },
  awaitingPickup: {
    name: '방문 수령 대기',
    explain: '접수한 방문 수령 주문이에요. 구매자가 오면 수령 완료로 바꿔 주세요.',
  },
  pickedUp: { name: '수령 완료', explain: '구매자가 받아 갔어요. 구매자가 구매 확정하기를 기다려요.' },
  canceled: { name: '주문 취소', explain: '취소된 주문이에요. 결제한 금액은 구매자에게 돌려줬어요.' },
  confirmed: { name: '구매 확정', explain: '거래가 끝난 주문이에요. 정산에 들어가요.' },
};

const STATE_LABELS: Readonly<Record<CommerceOrderState, string>> = {
  ...(Object.fromEntries(
    Object.entries(COMMERCE_ORDER_STATE_NAMES).map(([state, { name }]) => [state, name]),
  ) as Record<CommerceOrderState, string>),
  // The table tells the two new orders apart by how they are received.
  paidDelivery: `${COMMERCE_ORDER_STATE_NAMES.paidDelivery.name}(택배)`,
  paidPickup: `${COMMERCE_ORDER_STATE_NAMES.paidPickup.name}(방문 수령)`,
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

/** A step already taken, said so (issue 40: not "배송 완료나 수령 완료된 주문만 구매 확정할 수 있어요" to a confirmed order). */
const ALREADY: Readonly<Partial<Record<CommerceOrderState, Partial<Record<CommerceOrderAction, string>>>>> = {
  preparing: { accept: '이미 접수한 주문이에요.' },
  awaitingPickup: { accept: '이미 접수한 주문이에요.' },
  inDelivery: { startDelivery: '이미 배송을 시작한 주문이에요.' },
  delivered: { completeDelivery: '이미 배송 완료된 주문이에요.' },
  pickedUp: { visit: '이미 수령 완료된 주문이에요.' },
  confirmed: { confirmPurchase: '이미 구매 확정된 주문이에요.' },
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
    ALREADY[state]?.[action] ??
    (action === 'cancel' ? (CANCEL_REFUSALS[state] ?? '지금은 취소할 수 없어요.') : NEEDS[action]),
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
