/** The CSV of a deposit's orders, the same on both settlement pages (UTF-8 with BOM via saveFile). */
import type { ConfirmedOrder, Deposit } from '@/api/settlement';
import { csvText } from '@/lib/csv';
import { dayjs, KST } from '@/lib/format';
import {
  AMOUNT_LABELS,
  DEPOSIT_STATUS_LABELS,
  FEE_PARTS,
  orderAmounts,
  PAY_STATUS_LABELS,
  sumAmounts,
} from './amounts';

const ORDER_AMOUNTS = ['salesAmount', 'discountAmount', ...FEE_PARTS, 'feeAmount'] as const;

/**
 * One row per order (every amount a column of its own, digits only), then the orders' sum and the
 * deposit's 지급액 under it, so the reconciliation is in the file too.
 */
export function depositOrdersCsv(deposit: Deposit, orders: readonly ConfirmedOrder[]): string {
  const sum = sumAmounts(orders.map(orderAmounts));
  const blanks = (count: number) => Array.from({ length: count }, () => '');
  return csvText(
    [
      '구매 확정 일시',
      '주문번호',
      '주문 내용',
      '결제 상태',
      ...ORDER_AMOUNTS.map((key) => AMOUNT_LABELS[key]),
      '결제 금액',
      '정산 금액',
    ],
    [
      ...orders.map((order) => [
        dayjs(order.confirmedAt).tz(KST).format('YYYY-MM-DD HH:mm'),
        order.orderNumber,
        order.orderName,
        PAY_STATUS_LABELS[order.payStatus],
        ...ORDER_AMOUNTS.map((key) => order[key]),
        order.paymentAmount,
        order.settlementAmount,
      ]),
      [
        '주문 합계',
        `${sum.orderCount}건`,
        '',
        '',
        ...ORDER_AMOUNTS.map((key) => sum[key]),
        sum.salesAmount - sum.discountAmount,
        sum.depositAmount,
      ],
      [
        '지급액',
        deposit.depositDocId,
        '',
        DEPOSIT_STATUS_LABELS[deposit.status],
        ...blanks(ORDER_AMOUNTS.length + 1),
        deposit.depositAmount,
      ],
    ],
  );
}
