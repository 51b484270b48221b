import { describe, expect, it } from 'vitest';
import type { ConfirmedOrder, Deposit } from '@/api/settlement';
import { depositOrdersCsv, monthOf, periodOf, reconcile, sumOrders } from './settlement-rules';

function order(id: number, salesAmount: number, discountAmount: number, feeAmount: number): ConfirmedOrder {
  return {
    id,
    depositDocId: 'D-20261125-1',
    orderId: `P2611${String(id).padStart(4, '0')}`,
    service: 'PICKUP',
    orderName: id === 2 ? '아메리카노 외 1건, 라떼' : '아메리카노',
    payStatus: 'PAID',
    confirmedAt: '2026-11-17T10:05:00+09:00',
    salesAmount,
    discountAmount,
    paymentAmount: salesAmount - discountAmount,
    feeAmount,
    settlementAmount: salesAmount - discountAmount - feeAmount,
  };
}

const orders = [order(1, 4500, 0, 148), order(2, 15000, 1000, 462), order(3, 11000, 1100, 326)];

function deposit(depositAmount: number, orderCount = 3): Deposit {
  return {
    depositDocId: 'D-20261125-1',
    service: 'PICKUP',
    status: 'SCHEDULED',
    depositDate: '2026-11-25',
    periodStartDate: '2026-11-16',
    periodEndDate: '2026-11-22',
    registrationId: 1,
    bankName: '신한은행',
    maskedAccountNumber: '110-***-**3847',
    holdReason: null,
    orderCount,
    salesAmount: 30500,
    discountAmount: 2100,
    feeAmount: 936,
    depositAmount,
  };
}

describe('settlement sums', () => {
  it('adds sales, discounts, fees and settlement amounts of the orders', () => {
    expect(sumOrders(orders)).toEqual({
      orderCount: 3,
      salesAmount: 30500,
      discountAmount: 2100,
      feeAmount: 936,
      depositAmount: 30500 - 2100 - 936,
    });
    expect(sumOrders([])).toEqual({ orderCount: 0, salesAmount: 0, discountAmount: 0, feeAmount: 0, depositAmount: 0 });
  });

  it('says in Korean that the orders make up the deposit when they do', () => {
    const check = reconcile(deposit(27464), orders);
    expect(check).toMatchObject({ matches: true, difference: 0, ordersTotal: 27464 });
    expect(check.text).toBe('주문 3건의 정산 금액 합계 27,464원이 지급액 27,464원과 같아요.');
  });

  it('says by how much they differ when they do not, and when an order is missing', () => {
    const check = reconcile(deposit(28000), orders);
    expect(check).toMatchObject({ matches: false, difference: -536 });
    expect(check.text).toContain('536원 달라요');
    const missing = reconcile(deposit(27464, 4), orders);
    expect(missing.matches).toBe(false);
    expect(missing.text).toContain('주문 3건, 입금 기준 4건');
  });

  it("writes the deposit's orders, their sum and the 지급액 to the CSV", () => {
    const { fileName, text } = depositOrdersCsv(deposit(27464), orders);
    expect(fileName).toBe('픽업정산_입금상세_D-20261125-1.csv');
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('구매 확정 일시,주문번호,주문 내용,결제 상태,판매 금액,할인 금액,결제 금액,수수료,정산 금액');
    expect(lines[2]).toContain('"아메리카노 외 1건, 라떼"');
    expect(lines.at(-2)).toBe('주문 합계,3건,,,30500,2100,28400,936,27464');
    expect(lines.at(-1)).toBe('지급액,D-20261125-1,,입금 예정,,,,,27464');
  });
});

describe('month and period from the address (KST)', () => {
  const now = new Date('2026-11-30T16:00:00Z'); // 2026-12-01 01:00 KST

  it('opens on this KST month, and never on a future or malformed one', () => {
    expect(monthOf(null, now)).toEqual({ year: 2026, month: 12 });
    expect(monthOf('2026-10', now)).toEqual({ year: 2026, month: 10 });
    expect(monthOf('2027-01', now)).toEqual({ year: 2026, month: 12 });
    expect(monthOf('2026-13', now)).toEqual({ year: 2026, month: 12 });
  });

  it('keeps a period in order, else the last three months and the next two weeks', () => {
    expect(periodOf('2026-09-01', '2026-09-30', now)).toEqual({ startDate: '2026-09-01', endDate: '2026-09-30' });
    expect(periodOf('2026-09-30', '2026-09-01', now)).toEqual({ startDate: '2026-09-01', endDate: '2026-12-15' });
  });
});
