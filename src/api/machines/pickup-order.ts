/**
 * The pickup order's moves as one table (pickup.yaml `OrderStatus`): 신규 주문 → 준비 중 → 준비 완료
 * → 픽업 완료, 준비 중 may be picked up directly, an open order may be canceled while its payment can
 * be, and 픽업 알림 may be sent again up to `reNotification.maxCount` times. The board offers exactly
 * what the table allows; the mock answers anything else with a 409 `OrderConflict` in the table's
 * sentence.
 */
import { decide, defineMachine, type Transition } from '@/lib/machine';
import type { OrderConflictCode, OrderStatus, PickupOrder } from '../pickup-orders';

export type PickupOrderAction = 'accept' | 'cancel' | 'completePreparation' | 'reNotify' | 'completePickup';

/** What the table reads of an order (the mock passes the order as it would answer it). */
export type PickupOrderRecord = Pick<PickupOrder, 'status' | 'reNotification'> & {
  readonly paymentDetail: Pick<PickupOrder['paymentDetail'], 'isCancellable'>;
};

type Move = Transition<OrderStatus, PickupOrderRecord, never>;

const paymentCancellable = (order: PickupOrderRecord) =>
  order.paymentDetail.isCancellable || '결제를 취소할 수 없는 주문이라 취소할 수 없어요.';

/** The sentence of a spent re-notification (its 409 code is RE_NOTIFICATION_LIMIT). */
export const reNotifyLimitText = (max: number) => `픽업 알림은 ${max}번까지 다시 보낼 수 있어요.`;

const notifiesLeft = (order: PickupOrderRecord) =>
  order.reNotification.currentCount < order.reNotification.maxCount || reNotifyLimitText(order.reNotification.maxCount);

const cancel: Move = { to: 'CANCELED', when: paymentCancellable };

/**
 * Each state's name as the board's chips say it (the same words as the store orders' chips for the
 * same meaning: 신규 주문, 주문 취소), with one line on what it means for the merchant.
 */
export const PICKUP_ORDER_STATE_NAMES: Readonly<Record<OrderStatus, { name: string; explain: string }>> = {
  ORDERED: { name: '신규 주문', explain: '결제가 끝나 접수를 기다리는 주문이에요. 준비 시간을 골라 접수해 주세요.' },
  ACCEPTED: { name: '준비 중', explain: '접수해서 준비하고 있는 주문이에요. 다 되면 준비 완료를 눌러 알려 주세요.' },
  PREPARATION_COMPLETED: {
    name: '준비 완료',
    explain: '손님에게 준비 완료를 알렸어요. 손님이 오면 픽업 완료를 눌러 주세요.',
  },
  PICKUP_COMPLETED: { name: '픽업 완료', explain: '손님이 받아 간 주문이에요.' },
  CANCELED: { name: '주문 취소', explain: '취소된 주문이에요. 결제한 금액은 손님에게 돌려줬어요.' },
};

/**
 * A move the status does not have, said as the counter sees it (issue 40: not "취소 상태인 주문은
 * 취소할 수 없어요" but "이미 취소된 주문이에요"): an order already past the step, one not yet
 * accepted, one the customer took, one canceled.
 */
function orderRefusal(action: PickupOrderAction, state: OrderStatus): string {
  if (state === 'CANCELED') return action === 'cancel' ? '이미 취소된 주문이에요.' : '취소된 주문이에요.';
  if (state === 'PICKUP_COMPLETED')
    return action === 'completePickup' ? '이미 픽업 완료한 주문이에요.' : '손님이 이미 받아 간 주문이에요.';
  if (state === 'ORDERED') return '아직 접수하지 않은 주문이에요. 먼저 준비 시간을 골라 접수해 주세요.';
  if (action === 'accept') return '이미 접수한 주문이에요.';
  if (action === 'completePreparation') return '이미 준비 완료를 알린 주문이에요.';
  // ACCEPTED × reNotify: the first notice goes with 준비 완료.
  return '픽업 알림은 준비 완료를 알린 뒤에 다시 보낼 수 있어요.';
}

export const pickupOrderMachine = defineMachine<OrderStatus, PickupOrderAction, PickupOrderRecord>({
  name: '픽업 주문',
  stateOf: (order) => order.status,
  actions: ['accept', 'completePreparation', 'completePickup', 'reNotify', 'cancel'],
  table: {
    ORDERED: { accept: { to: 'ACCEPTED' }, cancel },
    ACCEPTED: {
      completePreparation: { to: 'PREPARATION_COMPLETED' },
      completePickup: { to: 'PICKUP_COMPLETED' },
      cancel,
    },
    PREPARATION_COMPLETED: {
      completePickup: { to: 'PICKUP_COMPLETED' },
      reNotify: { to: 'PREPARATION_COMPLETED', when: notifiesLeft },
      cancel,
    },
    PICKUP_COMPLETED: {},
    CANCELED: {},
  },
  refusal: orderRefusal,
  stateLabels: {
    ORDERED: PICKUP_ORDER_STATE_NAMES.ORDERED.name,
    ACCEPTED: PICKUP_ORDER_STATE_NAMES.ACCEPTED.name,
    PREPARATION_COMPLETED: PICKUP_ORDER_STATE_NAMES.PREPARATION_COMPLETED.name,
    PICKUP_COMPLETED: PICKUP_ORDER_STATE_NAMES.PICKUP_COMPLETED.name,
    CANCELED: PICKUP_ORDER_STATE_NAMES.CANCELED.name,
  },
  actionLabels: {
    accept: '접수',
    cancel: '취소',
    completePreparation: '준비 완료',
    reNotify: '픽업 알림 다시 보내기',
    completePickup: '픽업 완료',
  },
});

/**
 * The table's answer with the `OrderConflict` code a refusal carries: a move the status does not
 * have is INVALID_ORDER_STATUS, a spent re-notification RE_NOTIFICATION_LIMIT.
 */
export function decideOrder(
  order: PickupOrderRecord,
  action: PickupOrderAction,
): { ok: true; to: OrderStatus } | { ok: false; reason: string; code: OrderConflictCode } {
  const decision = decide(pickupOrderMachine, order, action);
  if (decision.ok) return { ok: true, to: decision.to };
  const limited = action === 'reNotify' && pickupOrderMachine.table[order.status].reNotify !== undefined;
  return { ok: false, reason: decision.reason, code: limited ? 'RE_NOTIFICATION_LIMIT' : 'INVALID_ORDER_STATUS' };
}
