/**
 * The commerce settlement's sums as pure functions: a deposit is the sum of its confirmed orders
 * (정산 금액 = 판매 − 할인 − 수수료), a month's totals the sum of its lines; the page says whether
 * they agree. Dates are KST calendar days (YYYY-MM-DD).
 */
import type { ConfirmedOrder, SettlementAmounts } from '@/api/commerce-settlement';
import { dayjs } from '@/lib/format';

type AmountParts = Pick<SettlementAmounts, 'salesAmount' | 'discountAmount' | 'feeAmount' | 'depositAmount'>;

/** The totals of some lines (a report's lines, or amounts of several deposits). */
export function sumAmounts(lines: readonly SettlementAmounts[]): SettlementAmounts {
  return lines.reduce<SettlementAmounts>(
    (sum, line) => ({
      orderCount: sum.orderCount + line.orderCount,
      salesAmount: sum.salesAmount + line.salesAmount,
      discountAmount: sum.discountAmount + line.discountAmount,
      feeAmount: sum.feeAmount + line.feeAmount,
      depositAmount: sum.depositAmount + line.depositAmount,
    }),
    { orderCount: 0, salesAmount: 0, discountAmount: 0, feeAmount: 0, depositAmount: 0 },
  );
}

/** A confirmed order as amounts (its settlement amount is what it adds to the deposit). */
export function orderAmounts(order: ConfirmedOrder): SettlementAmounts {
  return {
    orderCount: 1,
    salesAmount: order.salesAmount,
    discountAmount: order.discountAmount,
    feeAmount: order.feeAmount,
    depositAmount: order.settlementAmount,
  };
}

export interface Reconciliation {
  readonly agrees: boolean;
  /** The first amount that differs, when one does. */
  readonly differs: keyof SettlementAmounts | undefined;
  readonly expected: SettlementAmounts;
  readonly summed: SettlementAmounts;
}

const KEYS: readonly (keyof SettlementAmounts)[] = [
  'orderCount',
  'salesAmount',
  'discountAmount',
  'feeAmount',
  'depositAmount',
];

/** Whether lines add up to the amounts they should (each amount and the count). */
export function reconcile(expected: SettlementAmounts, lines: readonly SettlementAmounts[]): Reconciliation {
  const summed = sumAmounts(lines);
  const differs = KEYS.find((key) => summed[key] !== expected[key]);
  return { agrees: differs === undefined, differs, expected, summed };
}

/** Whether each line's own amounts hold: 정산 = 판매 − 할인 − 수수료. */
export function lineHolds(line: AmountParts): boolean {
  return line.salesAmount - line.discountAmount - line.feeAmount === line.depositAmount;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The default deposit range: the last three months up to today. */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: dayjs(today).subtract(3, 'month').add(1, 'day').format('YYYY-MM-DD'), to: today };
}

/** The range in the address, when it is two days in order; otherwise the default. */
export function rangeOf(from: string | null, to: string | null, today: string): { from: string; to: string } {
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { from, to };
  return defaultRange(today);
}

/** The month in the address (YYYY-MM), not after this month; otherwise this month. */
export function monthOf(value: string | null, today: string): { year: number; month: number; key: string } {
  const current = today.slice(0, 7);
  const key = value && MONTH.test(value) && value <= current ? value : current;
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), key };
}
