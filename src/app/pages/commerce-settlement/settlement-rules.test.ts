import { describe, expect, it } from 'vitest';
import type { ConfirmedOrder } from '@/api/commerce-settlement';
import { defaultRange, lineHolds, monthOf, orderAmounts, rangeOf, reconcile, sumAmounts } from './settlement-rules';

const order = (id: number, sales: number, discount: number, fee: number): ConfirmedOrder => ({
  id,
  depositDocId: 'D1',
  orderId: `C${id}`,
  service: 'COMMERCE',
  orderName: '원두 200g',
  payStatus: 'PAID',
  confirmedAt: '2026-11-20T10:00:00+09:00',
  salesAmount: sales,
  discountAmount: discount,
  paymentAmount: sales - discount,
  feeAmount: fee,
  settlementAmount: sales - discount - fee,
});

describe('settlement sums', () => {
  const orders = [order(1, 18000, 2000, 880), order(2, 32000, 0, 1760), order(3, 9500, 500, 495)];
  const deposit = { orderCount: 3, salesAmount: 59500, discountAmount: 2500, feeAmount: 3135, depositAmount: 53865 };

  it('adds the lines of a deposit amount by amount', () => {
    expect(sumAmounts(orders.map(orderAmounts))).toEqual(deposit);
    expect(sumAmounts([])).toEqual({
      orderCount: 0,
      salesAmount: 0,
      discountAmount: 0,
      feeAmount: 0,
      depositAmount: 0,
    });
  });

  it('agrees when the lines sum to the deposit', () => {
    expect(reconcile(deposit, orders.map(orderAmounts))).toMatchObject({ agrees: true, differs: undefined });
  });

  it('names the first amount that differs (a missing line, a changed fee)', () => {
    expect(reconcile(deposit, orders.slice(0, 2).map(orderAmounts))).toMatchObject({
      agrees: false,
      differs: 'orderCount',
    });
    const changed = [...orders.slice(0, 2), order(3, 9500, 500, 600)].map(orderAmounts);
    expect(reconcile(deposit, changed)).toMatchObject({ agrees: false, differs: 'feeAmount' });
  });

  it('checks a line: 정산 = 판매 − 할인 − 수수료', () => {
    expect(lineHolds(deposit)).toBe(true);
    expect(lineHolds({ ...deposit, depositAmount: deposit.depositAmount + 1 })).toBe(false);
  });
});

describe('periods in the address', () => {
  it('defaults the deposit range to the last three months', () => {
    expect(defaultRange('2026-11-26')).toEqual({ from: '2026-08-27', to: '2026-11-26' });
    expect(rangeOf('2026-11-01', '2026-11-20', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(rangeOf('2026-11-20', '2026-11-01', '2026-11-26')).toEqual(defaultRange('2026-11-26'));
    expect(rangeOf('11/01', '2026-11-20', '2026-11-26')).toEqual(defaultRange('2026-11-26'));
  });

  it('takes a month up to this one', () => {
    expect(monthOf('2026-09', '2026-11-26')).toEqual({ year: 2026, month: 9, key: '2026-09' });
    expect(monthOf('2026-12', '2026-11-26').key).toBe('2026-11');
    expect(monthOf('2026-13', '2026-11-26').key).toBe('2026-11');
    expect(monthOf(null, '2026-11-26').key).toBe('2026-11');
  });
});
