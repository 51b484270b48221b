/**
 * The deposit period a settlement page lists (pickup and store alike), from `?from=&to=` in the
 * address. Dates are KST calendar days (YYYY-MM-DD), named as the finance API names them.
 */
import { dayjs } from './format';

export interface DepositPeriod {
  readonly startDate: string;
  readonly endDate: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Three months back to two weeks ahead of today, so scheduled deposits show too. */
export function defaultDepositPeriod(today: string): DepositPeriod {
  const day = dayjs(today);
  return { startDate: day.subtract(3, 'month').format('YYYY-MM-DD'), endDate: day.add(14, 'day').format('YYYY-MM-DD') };
}

/** The period in the address when it is two days in order; otherwise the default. */
export function depositPeriodOf(from: string | null, to: string | null, today: string): DepositPeriod {
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { startDate: from, endDate: to };
  return defaultDepositPeriod(today);
}
