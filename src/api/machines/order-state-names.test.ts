/**
 * One name per order state (issue 25): the store orders' and the pickup board's chips say the same
 * word for the same meaning, every state has a one-line explanation, and the screens' copy reads
 * the names from the state tables.
 */
import { describe, expect, it } from 'vitest';
import { orderCopy } from '@/app/pages/commerce-orders/copy';
import { boardCopy } from '@/app/pages/pickup-orders/copy';
import { COMMERCE_ORDER_STATE_NAMES } from './commerce-order';
import { PICKUP_ORDER_STATE_NAMES } from './pickup-order';

describe('order state names', () => {
  it('say 신규 주문 and 주문 취소 alike on the store orders and the pickup board', () => {
    expect(PICKUP_ORDER_STATE_NAMES.ORDERED.name).toBe(COMMERCE_ORDER_STATE_NAMES.paidDelivery.name);
    expect(PICKUP_ORDER_STATE_NAMES.CANCELED.name).toBe(COMMERCE_ORDER_STATE_NAMES.canceled.name);
    expect(orderCopy.tabs.new).toBe(COMMERCE_ORDER_STATE_NAMES.paidPickup.name);
  });

  it('explain every state in one short polite line', () => {
    for (const { name, explain } of [
      ...Object.values(COMMERCE_ORDER_STATE_NAMES),
      ...Object.values(PICKUP_ORDER_STATE_NAMES),
    ]) {
      expect(name.length).toBeLessThanOrEqual(8);
      expect(explain).toMatch(/요\.$/);
      expect(explain.length).toBeLessThanOrEqual(60);
    }
  });

  it('are what the board and the store order copy show', () => {
    for (const [status, { name }] of Object.entries(PICKUP_ORDER_STATE_NAMES))
      expect(boardCopy.status[status as keyof typeof boardCopy.status]).toBe(name);
    expect(orderCopy.status.ORDER_PENDING).toBe(COMMERCE_ORDER_STATE_NAMES.awaitingPayment.name);
    expect(Object.values(orderCopy.status)).not.toContain('주문 대기');
  });
});
