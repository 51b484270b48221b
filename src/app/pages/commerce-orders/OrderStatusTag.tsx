/**
 * An order's state as one chip: the commerce order table's state (its status, delivery status and
 * how it is received folded together), named as `COMMERCE_ORDER_STATE_NAMES` says — the same word
 * on the list, the detail and the tabs' explanations.
 */
import { Tag } from 'antd';
import {
  COMMERCE_ORDER_STATE_NAMES,
  commerceOrderStateOf,
  type CommerceOrderRecord,
  type CommerceOrderState,
} from '@/api/machines/commerce-order';

const COLORS: Readonly<Record<CommerceOrderState, string | undefined>> = {
  awaitingPayment: undefined,
  paidDelivery: 'gold',
  paidPickup: 'gold',
  preparing: 'blue',
  inDelivery: 'blue',
  delivered: 'cyan',
  awaitingPickup: 'blue',
  pickedUp: 'cyan',
  canceled: 'red',
  confirmed: 'green',
};

/** The state's name and its one-line explanation. */
export function orderStateName(order: CommerceOrderRecord) {
  return COMMERCE_ORDER_STATE_NAMES[commerceOrderStateOf(order)];
}

export function OrderStatusTag({ order }: { readonly order: CommerceOrderRecord }) {
  const state = commerceOrderStateOf(order);
  return <Tag color={COLORS[state]}>{COMMERCE_ORDER_STATE_NAMES[state].name}</Tag>;
}
