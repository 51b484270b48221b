/** The commerce seed covers every enum a screen shows, and its order amounts reconcile. */
import { describe, expect, it } from 'vitest';
import { createSeedState } from '../../state';
import { CARRIERS } from './seed-orders';

const { commerce } = createSeedState(new Date('2026-11-20T03:00:00Z'));

describe('commerce seed', () => {
  it('has stores in every store status: the demo store ACTIVE, neighbours in the others', () => {
    expect(new Set(commerce.stores.map((store) => store.status))).toEqual(
      new Set(['ACTIVE', 'BLOCKED', 'DELETED', 'INACTIVE', 'PENDING', 'REJECTED']),
    );
    expect(commerce.stores.filter((store) => store.baId <= 103).map((store) => store.status)).toEqual(['ACTIVE']);
  });

  it('has about 24 products of every status and type, some sold out', () => {
    expect(commerce.products).toHaveLength(24);
    expect(new Set(commerce.products.map((product) => product.status))).toEqual(
      new Set(['ACTIVE', 'INACTIVE', 'PENDING', 'BANNED', 'REJECTED']),
    );
    expect(new Set(commerce.products.map((product) => product.type))).toEqual(
      new Set(['DELIVERY', 'VOUCHER', 'VOUCHER_TICKET', 'GOODS', 'SERVICE']),
    );
    expect(new Set(commerce.products.flatMap((product) => product.receiveMethods))).toEqual(
      new Set(['DELIVERY', 'PICKUP']),
    );
    expect(commerce.products.some((product) => !product.stockFree && product.stock === 0)).toBe(true);
  });

  it('has 40 recent orders covering every status, speed, payment method and carrier, then confirmed history', () => {
    const { orders } = commerce;
    expect(orders).toHaveLength(70);
    const history = orders.filter((order) => order.orderedAt < '2026-11-06');
    expect(history.every((order) => order.status === 'PURCHASE_CONFIRMED')).toBe(true);
    expect(history.at(-1)!.orderedAt < '2026-09-01').toBe(true);
    const values = <T>(pick: (order: (typeof orders)[number]) => T | null) =>
      new Set(orders.map(pick).filter((value) => value !== null));
    expect(values((order) => order.status)).toEqual(
      new Set([
        'ORDER_PENDING',
        'PAYMENT_PENDING',
        'PAYMENT_COMPLETED',
        'ORDER_ACCEPTED',
        'ORDER_CANCELED',
        'PURCHASE_CONFIRMED',
      ]),
    );
    expect(values((order) => order.deliveryStatus)).toEqual(
      new Set(['BEFORE_DELIVERY', 'DELIVERY_PREPARE', 'DELIVERY_STARTED', 'DELIVERY_COMPLETED']),
    );
    expect(values((order) => order.deliverySpeed)).toEqual(new Set(['NORMAL', 'SAME_DAY']));
    expect(values((order) => order.paymentMethod)).toEqual(
      new Set(['CARD', 'DAANGN_MONEY', 'NONE', 'SIMPLE_CARD', 'VBA']),
    );
    expect(values((order) => order.deliveryTracking?.company ?? null)).toEqual(new Set(CARRIERS));
    expect(values((order) => order.paymentFailureReason).size).toBeGreaterThan(0);
    expect(values((order) => order.cancelInfo?.canceledBy ?? null)).toEqual(new Set(['BUYER', 'SELLER']));
    expect(orders.filter((order) => order.status === 'ORDER_CANCELED').every((order) => order.cancelInfo?.reason)).toBe(
      true,
    );
    expect(orders.filter((order) => order.amounts.couponDiscountAmount > 0).length).toBeGreaterThan(3);
  });

  it('reconciles every order sheet: payment = order − discounts + delivery fee', () => {
    for (const { amounts, orderLines } of commerce.orders) {
      expect(amounts.orderAmount).toBe(orderLines.reduce((sum, line) => sum + line.amount, 0));
      expect(amounts.discountAmount).toBe(amounts.productDiscountAmount + amounts.couponDiscountAmount);
      expect(amounts.paymentAmount).toBe(amounts.orderAmount - amounts.discountAmount + amounts.deliveryFee);
      expect(amounts.paymentAmount).toBeGreaterThan(0);
    }
  });

  it('has store requests of every status and bulk uploads of every status', () => {
    expect(new Set(commerce.storeRequests.map((request) => request.status))).toEqual(
      new Set(['APPROVED', 'DELETED', 'REJECTED', 'REQUESTED']),
    );
    expect(commerce.storeRequests.find((request) => request.status === 'REJECTED')?.rejectInfo?.reason).toBeTruthy();
    expect(new Set(commerce.bulkUploads.map((upload) => upload.status))).toEqual(
      new Set(['PROCESSING', 'COMPLETED', 'FAILED']),
    );
  });
});
