/**
 * Order moves answered from the commerce order table (src/api/machines/commerce-order.ts): an
 * action the table refuses is answered with the table's sentence — a CONFLICT for a plain action,
 * the typed error of spec 001 §8 for the invoice actions (an order not accepted is an invalid order
 * status, an accepted order in the wrong delivery state an invalid delivery status). The invoice
 * itself is checked after the move is allowed.
 */
import type {
  Carrier,
  InvalidDeliveryStatusError,
  InvalidInvoiceError,
  InvalidOrderStatusError,
} from '@generated/graphql/commerce/schema';
import { commerceOrderMachine, type CommerceOrderAction } from '@/api/machines/commerce-order';
import { decide } from '@/lib/machine';
import { isValidInvoice } from './model';
import type { OrderRow } from './state';

export type OrderMoveError =
  | (Required<Pick<InvalidOrderStatusError, '__typename'>> & InvalidOrderStatusError)
  | (Required<Pick<InvalidDeliveryStatusError, '__typename'>> & InvalidDeliveryStatusError)
  | (Required<Pick<InvalidInvoiceError, '__typename'>> & InvalidInvoiceError);

/**
 * The table's refusal of `action` on the order as a typed status error, or nothing when allowed.
 * 송장 변경's answer knows no order-status error (ChangeInvoiceResult): it is always the delivery's.
 */
export function moveRefusal(order: OrderRow, action: CommerceOrderAction): OrderMoveError | undefined {
  const decision = decide(commerceOrderMachine, order, action);
  if (decision.ok) return undefined;
  return order.status === 'ORDER_ACCEPTED' || action === 'changeInvoice'
    ? { __typename: 'InvalidDeliveryStatusError', message: decision.reason, deliveryStatus: order.deliveryStatus }
    : { __typename: 'InvalidOrderStatusError', message: decision.reason, orderStatus: order.status };
}

/** An invoice action (배송 시작, 송장 변경): the table first, then the invoice. */
export function invoiceMoveRefusal(
  order: OrderRow,
  action: Extract<CommerceOrderAction, 'startDelivery' | 'changeInvoice'>,
  company: Carrier,
  invoice: string,
): OrderMoveError | undefined {
  return moveRefusal(order, action) ?? invoiceRefusal(company, invoice);
}

function invoiceRefusal(company: Carrier, invoice: string): OrderMoveError | undefined {
  if (isValidInvoice(invoice)) return undefined;
  return {
    __typename: 'InvalidInvoiceError',
    message: '운송장 번호는 숫자만 10~14자리로 입력해 주세요.',
    code: 'INVALID_INVOICE',
    company,
    invoice,
  };
}
