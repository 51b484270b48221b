/**
 * The commerce order rules as pure functions (spec 001 §4, §8): the list's tabs and their
 * statuses, which actions an order offers in its state (read from the order table), invoice checks before a call, and where a
 * refused action's typed error is shown (on the invoice field or on the order) with its sentence.
 */
import type { Carrier, OrderRowFragment, StartDeliveryMutation } from '@/api/commerce-orders';
import {
  commerceOrderMachine,
  type CommerceOrderAction,
  type CommerceOrderRecord,
} from '@/api/machines/commerce-order';
import { allowedActions, can, decide } from '@/lib/machine';
import { orderCopy } from './copy';

export { ORDER_TABS, TAB_STATUSES, tabOf, type OrderTab } from './order-tabs';

export type OrderAction = CommerceOrderAction;

/** What the actions need to know of an order. */
export type OrderState = CommerceOrderRecord;

/** The actions an order offers now: the commerce order table's (src/api/machines/commerce-order.ts). */
export function actionsFor(order: OrderState): OrderAction[] {
  return allowedActions(commerceOrderMachine, order);
}

/** Why the order cannot be canceled now (the table's sentence), or nothing when it can. */
export function cancelRefusal(order: OrderState): string | undefined {
  const decision = decide(commerceOrderMachine, order, 'cancel');
  return decision.ok ? undefined : decision.reason;
}

/** Orders of a selection that can be accepted together (the table's `accept`). */
export function acceptable<T extends OrderState>(orders: readonly T[]): T[] {
  return orders.filter((order) => can(commerceOrderMachine, order, 'accept'));
}

/**
 * The orders the delivery excel holds: those a sheet row can act on — delivery to start (배송 준비
 * 중) or an invoice to change (배송 중), as the table allows.
 */
export function exportable(order: OrderRowFragment): boolean {
  return can(commerceOrderMachine, order, 'startDelivery') || can(commerceOrderMachine, order, 'changeInvoice');
}

/** Digits only (spaces and hyphens a merchant pastes are dropped). */
export function normalizeInvoice(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The invoice field's own check before a call; the server answers INVALID_INVOICE for the rest. */
export function invoiceProblem(value: string): string | undefined {
  const digits = normalizeInvoice(value);
  if (digits === '') return orderCopy.invoice.required;
  if (!/^\d+$/.test(digits)) return orderCopy.invoice.digitsOnly;
  return undefined;
}

type InvoiceAnswer = StartDeliveryMutation['startDelivery'];

/** Where a refused invoice action is shown and what it says. */
export type Refusal =
  { readonly on: 'invoice'; readonly message: string } | { readonly on: 'order'; readonly message: string };

/** The typed error of an invoice action (start delivery, change invoice) as its Korean message. */
export function refusalOf(answer: InvoiceAnswer): Refusal | undefined {
  switch (answer.__typename) {
    case 'InvalidInvoiceError':
      return {
        on: 'invoice',
        message:
          answer.code === 'INVALID_INVOICE'
            ? orderCopy.refused.invalidInvoice(orderCopy.carrier[answer.company])
            : orderCopy.refused.invoiceOther,
      };
    case 'InvalidDeliveryStatusError':
      return {
        on: 'order',
        message: orderCopy.refused.deliveryStatus(orderCopy.deliveryStatus[answer.deliveryStatus]),
      };
    case 'InvalidOrderStatusError':
      return { on: 'order', message: orderCopy.refused.orderStatus(orderCopy.status[answer.orderStatus]) };
    default:
      return undefined;
  }
}

/** A refused plain action (a CONFLICT answer): the order moved on elsewhere. */
export function conflictMessage(code: string | undefined, serverMessage: string): string | undefined {
  if (code === 'CONFLICT') return orderCopy.refused.conflict(serverMessage);
  return undefined;
}

export const CARRIERS = Object.keys(orderCopy.carrier) as Carrier[];
