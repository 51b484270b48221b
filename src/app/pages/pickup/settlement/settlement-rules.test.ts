import { describe, expect, it } from 'vitest';
import type { ConfirmedOrder, Deposit } from '@/api/settlement';
import { orderAmounts, sumAmounts } from '../../settlement/amounts';
import { depositOrdersFile, reconcileDeposit } from './settlement-rules';

/** An order whose fee total splits into 중개 (1/3), 결제 (2/3) and 10% VAT the way the service does. */
function order(id: number, salesAmount: number, discountAmount: number, feeAmount: number): ConfirmedOrder {
  const vatAmount = Math.round(feeAmount / 11);
  const serviceFeeAmount = Math.floor((feeAmount - vatAmount) / 3);
  return {
    id,
    depositDocId: 'D-20261125-1',
    orderId: `P2611${String(id).padStart(4, '0')}`,
    orderNumber: `261125-${String(id).padStart(4, '0')}`,
    service: 'PICKUP',
    orderName: id === 2 ? '아메리카노 외 1건, 라떼' : '아메리카노',
    payStatus: 'PAID',
    confirmedAt: '2026-11-17T10:05:00+09:00',
    salesAmount,
    discountAmount,
    paymentAmount: salesAmount - discountAmount,
    serviceFeeAmount,
    paymentFeeAmount: feeAmount - vatAmount - serviceFeeAmount,
    vatAmount,
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
    ...sumAmounts(orders.map(orderAmounts)),
    orderCount,
    depositAmount,
  };
}

describe('a deposit and its orders', () => {
  it('says in Korean that the orders make up the deposit when they do', () => {
    const check = reconcileDeposit(deposit(27464), orders);
    expect(check).toMatchObject({ agrees: true, difference: 0 });
    expect(check.text).toBe('주문 3건의 정산 금액 합계 27,464원이 지급액 27,464원과 같아요.');
  });

  it('says by how much they differ when they do not, and when an order is missing', () => {
    const check = reconcileDeposit(deposit(28000), orders);
    expect(check).toMatchObject({ agrees: false, difference: -536 });
    expect(check.text).toContain('536원 달라요');
    const missing = reconcileDeposit(deposit(27464, 4), orders);
    expect(missing.agrees).toBe(false);
    expect(missing.text).toContain('주문 3건, 입금 기준 4건');
  });

  it('names the CSV after the deposit (its rows are the shared deposit file)', () => {
    const { fileName, text } = depositOrdersFile(deposit(27464), orders);
    expect(fileName).toBe('픽업정산_입금상세_D-20261125-1.csv');
    expect(text.trimEnd().split('\r\n').at(-2)).toContain('주문 합계,3건');
  });

  it('says which amount differs when the 지급액 agrees but a fee part does not', () => {
    const check = reconcileDeposit({ ...deposit(27464), vatAmount: 0 }, orders);
    expect(check.agrees).toBe(false);
    expect(check.text).toBe('주문 합계와 지급액은 같지만 수수료 부가세가 달라요. 고객센터에 문의해 주세요.');
  });
});
