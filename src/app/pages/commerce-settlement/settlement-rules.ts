/**
 * The store settlement's deposit period in the address, as pure functions. Dates are KST calendar
 * days (YYYY-MM-DD); the sums and the month are shared with the pickup page (`../settlement`).
 */
import { defaultDepositPeriod } from '../settlement/DepositStatusSums';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default deposit range, the pickup page's too: three months back and two weeks ahead (scheduled deposits). */
export function defaultRange(today: string): { from: string; to: string } {
  const { startDate, endDate } = defaultDepositPeriod(today);
  return { from: startDate, to: endDate };
}

/** The range in the address, when it is two days in order; otherwise the default. */
export function rangeOf(from: string | null, to: string | null, today: string): { from: string; to: string } {
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { from, to };
  return defaultRange(today);
}
