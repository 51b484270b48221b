/** An order's status and delivery state as tags. */
import { Tag } from 'antd';
import type { DeliveryStatus, OrderStatus, ReceiveMethod } from '@/api/commerce-orders';
import { orderCopy } from './copy';

interface Statuses {
  readonly status: OrderStatus;
  readonly deliveryStatus: DeliveryStatus;
  readonly receiveMethod: ReceiveMethod;
}

const COLORS: Readonly<Record<OrderStatus, string | undefined>> = {
  ORDER_PENDING: undefined,
  PAYMENT_PENDING: undefined,
  PAYMENT_COMPLETED: 'gold',
  ORDER_ACCEPTED: 'blue',
  ORDER_CANCELED: 'red',
  PURCHASE_CONFIRMED: 'green',
};

/** A pickup order that was picked up reads 수령 완료, not 배송 완료. */
export function deliveryLabel(order: Statuses): string {
  if (order.receiveMethod === 'PICKUP' && order.deliveryStatus === 'DELIVERY_COMPLETED') return orderCopy.pickupDone;
  if (order.receiveMethod === 'PICKUP') return orderCopy.receiveMethod.PICKUP;
  return orderCopy.deliveryStatus[order.deliveryStatus];
}

export function OrderStatusTag({ order }: { readonly order: Statuses }) {
  const accepted = order.status === 'ORDER_ACCEPTED';
  return <Tag color={COLORS[order.status]}>{accepted ? deliveryLabel(order) : orderCopy.status[order.status]}</Tag>;
}
