/**
 * The store settlement's deposit period in the address, as pure functions. Dates are KST calendar
 * days (YYYY-MM-DD); the sums and the month are shared with the pickup page (`../settlement`).
 */
import { dayjs } from '@/lib/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default deposit range: the last three months up to today. */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: dayjs(today).subtract(3, 'month').add(1, 'day').format('YYYY-MM-DD'), to: today };
}

/** The range in the address, when it is two days in order; otherwise the default. */
export function rangeOf(from: string | null, to: string | null, today: string): { from: string; to: string } {
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { from, to };
  return defaultRange(today);
}
