import { describe, expect, it } from 'vitest';
import type { ConfirmedOrder, Deposit } from '@/api/settlement';
import { lineHolds, monthOf, orderAmounts, reconcile, sumAmounts } from './amounts';
import { depositOrdersCsv } from './files';

/** An order with fees split the way the finance service splits them (VAT 10% of both fees). */
const order = (id: number, sales: number, discount: number, serviceFee: number, paymentFee: number): ConfirmedOrder => {
  const vat = Math.floor((serviceFee + paymentFee) / 10);
  const fee = serviceFee + paymentFee + vat;
  return {
    id,
    depositDocId: 'D1',
    orderId: `C${id}`,
    orderNumber: `261125-${String(id).padStart(4, '0')}`,
    service: 'COMMERCE',
    orderName: id === 2 ? '원두 200g 외 1건, 드립백' : '원두 200g',
    payStatus: 'PAID',
    confirmedAt: '2026-11-20T10:00:00+09:00',
    salesAmount: sales,
    discountAmount: discount,
    paymentAmount: sales - discount,
    serviceFeeAmount: serviceFee,
    paymentFeeAmount: paymentFee,
    vatAmount: vat,
    feeAmount: fee,
    settlementAmount: sales - discount - fee,
  };
};

const orders = [order(1, 18000, 2000, 352, 448), order(2, 32000, 0, 704, 896), order(3, 9500, 500, 198, 252)];
// Fees: 800 + 80 VAT, 1,600 + 160, 450 + 45 → 3,135 in all.
const totals = {
  orderCount: 3,
  salesAmount: 59500,
  discountAmount: 2500,
  serviceFeeAmount: 1254,
  paymentFeeAmount: 1596,
  vatAmount: 285,
  feeAmount: 3135,
  depositAmount: 53865,
};
const deposit: Deposit = {
  ...totals,
  depositDocId: 'D1',
  service: 'COMMERCE',
  status: 'SCHEDULED',
  depositDate: '2026-11-25',
  periodStartDate: '2026-11-16',
  periodEndDate: '2026-11-22',
  registrationId: 1,
  bankName: '신한은행',
  maskedAccountNumber: '110-***-**3847',
  holdReason: null,
};

describe('settlement amounts', () => {
  it('adds every amount of the lines, fee parts included', () => {
    expect(sumAmounts(orders.map(orderAmounts))).toEqual(totals);
    expect(Object.values(sumAmounts([])).every((value) => value === 0)).toBe(true);
  });

  it('agrees when the lines add up to the deposit, and names the first amount that does not', () => {
    expect(reconcile(totals, orders.map(orderAmounts))).toMatchObject({
      agrees: true,
      differs: undefined,
      difference: 0,
    });
    expect(reconcile(totals, orders.slice(0, 2).map(orderAmounts))).toMatchObject({
      agrees: false,
      differs: 'orderCount',
      difference: -8505,
    });
    // The same total fee split differently is still a difference (결제 수수료 vs 중개 수수료).
    const moved = { ...orderAmounts(orders[2]!), serviceFeeAmount: 250, paymentFeeAmount: 200 };
    expect(reconcile(totals, [...orders.slice(0, 2).map(orderAmounts), moved])).toMatchObject({
      agrees: false,
      differs: 'serviceFeeAmount',
      difference: 0,
    });
  });

  it('checks a line: 수수료 합계 = its parts and 지급액 = 판매 − 할인 − 수수료 합계', () => {
    expect(lineHolds(totals)).toBe(true);
    expect(lineHolds({ ...totals, depositAmount: totals.depositAmount + 1 })).toBe(false);
    expect(lineHolds({ ...totals, vatAmount: totals.vatAmount + 1 })).toBe(false);
  });

  it('takes a month up to this one (KST today)', () => {
    expect(monthOf('2026-09', '2026-11-26')).toEqual({ year: 2026, month: 9, key: '2026-09' });
    expect(monthOf('2026-12', '2026-11-26').key).toBe('2026-11');
    expect(monthOf('2026-13', '2026-11-26').key).toBe('2026-11');
    expect(monthOf(null, '2026-11-26').key).toBe('2026-11');
  });
});

describe("a deposit's orders as a CSV", () => {
  it('has every amount as digits, then the orders’ sum and the 지급액', () => {
    const lines = depositOrdersCsv(deposit, orders).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '구매 확정 일시,주문번호,주문 내용,결제 상태,판매 금액,할인 금액,중개 수수료,결제 수수료,수수료 부가세,수수료 합계,결제 금액,정산 금액',
    );
    expect(lines[1]).toBe('2026-11-20 10:00,261125-0001,원두 200g,결제 완료,18000,2000,352,448,80,880,16000,15120');
    expect(lines[2]).toContain('"원두 200g 외 1건, 드립백"');
    expect(lines.at(-2)).toBe('주문 합계,3건,,,59500,2500,1254,1596,285,3135,57000,53865');
    expect(lines.at(-1)).toBe('지급액,D1,,입금 예정,,,,,,,,53865');
  });
});
