/**
 * Order transitions (spec 001 §4): PAYMENT_COMPLETED → accept → ORDER_ACCEPTED → start delivery,
 * complete delivery or visit (pickup) → confirm purchase → PURCHASE_CONFIRMED; cancel before
 * confirmation. Each guard answers the typed error of spec 001 §8, or nothing when the move is allowed.
 */
import type {
  Carrier,
  InvalidDeliveryStatusError,
  InvalidInvoiceError,
  InvalidOrderStatusError,
} from '@generated/graphql/commerce/schema';
import { isValidInvoice } from './model';
import type { OrderRow } from './state';

export type OrderMoveError =
  | (Required<Pick<InvalidOrderStatusError, '__typename'>> & InvalidOrderStatusError)
  | (Required<Pick<InvalidDeliveryStatusError, '__typename'>> & InvalidDeliveryStatusError)
  | (Required<Pick<InvalidInvoiceError, '__typename'>> & InvalidInvoiceError);

const orderStatusError = (order: OrderRow, message: string): OrderMoveError => ({
  __typename: 'InvalidOrderStatusError',
  message,
  orderStatus: order.status,
});
const deliveryStatusError = (order: OrderRow, message: string): OrderMoveError => ({
  __typename: 'InvalidDeliveryStatusError',
  message,
  deliveryStatus: order.deliveryStatus,
});

export function acceptGuard(order: OrderRow): OrderMoveError | undefined {
  if (order.status !== 'PAYMENT_COMPLETED') return orderStatusError(order, '결제 완료된 주문만 접수할 수 있어요.');
  return undefined;
}

export function cancelGuard(order: OrderRow): OrderMoveError | undefined {
  if (order.status === 'PURCHASE_CONFIRMED') return orderStatusError(order, '구매 확정된 주문은 취소할 수 없어요.');
  if (order.status === 'ORDER_CANCELED') return orderStatusError(order, '이미 취소된 주문이에요.');
  return undefined;
}

export function startDeliveryGuard(order: OrderRow, company: Carrier, invoice: string): OrderMoveError | undefined {
  if (order.status !== 'ORDER_ACCEPTED') return orderStatusError(order, '접수한 주문만 배송을 시작할 수 있어요.');
  if (order.receiveMethod !== 'DELIVERY') return deliveryStatusError(order, '픽업 주문은 배송을 시작할 수 없어요.');
  if (order.deliveryStatus !== 'BEFORE_DELIVERY' && order.deliveryStatus !== 'DELIVERY_PREPARE')
    return deliveryStatusError(order, '배송 준비 중인 주문만 배송을 시작할 수 있어요.');
  return invoiceGuard(company, invoice);
}

export function changeInvoiceGuard(order: OrderRow, company: Carrier, invoice: string): OrderMoveError | undefined {
  if (order.deliveryStatus !== 'DELIVERY_STARTED')
    return deliveryStatusError(order, '배송 중인 주문만 운송장을 바꿀 수 있어요.');
  return invoiceGuard(company, invoice);
}

export function deleteInvoiceGuard(order: OrderRow): OrderMoveError | undefined {
  if (order.deliveryStatus !== 'DELIVERY_STARTED')
    return deliveryStatusError(order, '배송 중인 주문만 운송장을 지울 수 있어요.');
  return undefined;
}

export function completeDeliveryGuard(order: OrderRow): OrderMoveError | undefined {
  if (order.status !== 'ORDER_ACCEPTED') return orderStatusError(order, '접수한 주문만 배송 완료할 수 있어요.');
  if (order.receiveMethod !== 'DELIVERY') return deliveryStatusError(order, '픽업 주문은 방문 수령으로 처리해 주세요.');
  if (order.deliveryStatus !== 'DELIVERY_PREPARE' && order.deliveryStatus !== 'DELIVERY_STARTED')
    return deliveryStatusError(order, '배송 준비 중이거나 배송 중인 주문만 배송 완료할 수 있어요.');
  return undefined;
}

export function visitGuard(order: OrderRow): OrderMoveError | undefined {
  if (order.status !== 'ORDER_ACCEPTED') return orderStatusError(order, '접수한 주문만 방문 수령 처리할 수 있어요.');
  if (order.receiveMethod !== 'PICKUP') return deliveryStatusError(order, '배송 주문은 방문 수령 처리할 수 없어요.');
  if (order.deliveryStatus === 'DELIVERY_COMPLETED') return deliveryStatusError(order, '이미 수령한 주문이에요.');
  return undefined;
}

export function confirmPurchaseGuard(order: OrderRow): OrderMoveError | undefined {
  if (order.status !== 'ORDER_ACCEPTED') return orderStatusError(order, '접수한 주문만 구매 확정할 수 있어요.');
  if (order.deliveryStatus !== 'DELIVERY_COMPLETED')
    return deliveryStatusError(order, '배송 완료나 방문 수령한 주문만 구매 확정할 수 있어요.');
  return undefined;
}

function invoiceGuard(company: Carrier, invoice: string): OrderMoveError | undefined {
  if (isValidInvoice(invoice)) return undefined;
  return {
    __typename: 'InvalidInvoiceError',
    message: '운송장 번호는 숫자만 10~14자리로 입력해 주세요.',
    code: 'INVALID_INVOICE',
    company,
    invoice,
  };
}
