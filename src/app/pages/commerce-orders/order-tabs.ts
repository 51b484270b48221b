/**
 * The order list's tabs and their statuses: what the route's prefetch needs, in a module of its own
 * so the router (part of every first visit) does not bring the order rules and their copy with it.
 */
import type { OrderStatus } from '@/api/commerce-orders';

/** The list's tabs; each reads its statuses (an empty list reads every order). */
export const ORDER_TABS = ['all', 'new', 'progress', 'confirmed', 'canceled', 'pending'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const TAB_STATUSES: Readonly<Record<OrderTab, readonly OrderStatus[]>> = {
  all: [],
  new: ['PAYMENT_COMPLETED'],
  progress: ['ORDER_ACCEPTED'],
  confirmed: ['PURCHASE_CONFIRMED'],
  canceled: ['ORDER_CANCELED'],
  pending: ['ORDER_PENDING', 'PAYMENT_PENDING'],
};

export function tabOf(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab === value) ?? 'all';
}
