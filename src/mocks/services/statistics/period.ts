/** Statistics periods: KST calendar dates (YYYY-MM-DD), both ends included, last 7 days by default. */
import { MockHttpError } from '../../core/implement';
import { kstDateOf, shiftDate } from '../../core/time';

export { kstDateOf, shiftDate } from '../../core/time';
export const MAX_PERIOD_DAYS = 366;

export interface Period {
  readonly startDate: string;
  readonly endDate: string;
  /** Every date of the period, oldest first. */
  readonly dates: readonly string[];
}

export function datesBetween(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let date = startDate; date <= endDate; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

/** The period a screen asked for; a reversed or too long period is a 400 naming the field. */
export function periodOf(query: { startDate?: string; endDate?: string }, now: Date): Period {
  const endDate = query.endDate ?? (query.startDate ? shiftDate(query.startDate, 6) : kstDateOf(now));
  const startDate = query.startDate ?? shiftDate(endDate, -6);
  if (startDate > endDate) {
    throw new MockHttpError(400, '시작일은 종료일보다 늦을 수 없어요.', 'INVALID_PERIOD', [
      { field: 'startDate', reason: '시작일은 종료일보다 늦을 수 없어요.' },
    ]);
  }
  const dates = datesBetween(startDate, endDate);
  if (dates.length > MAX_PERIOD_DAYS) {
    throw new MockHttpError(400, `기간은 ${MAX_PERIOD_DAYS}일까지 볼 수 있어요.`, 'PERIOD_TOO_LONG', [
      { field: 'endDate', reason: `기간은 ${MAX_PERIOD_DAYS}일까지 볼 수 있어요.` },
    ]);
  }
  return { startDate, endDate, dates };
}

/** Whether an ISO instant falls on one of the period's KST dates. */
export function inPeriod(iso: string | null, period: Period): boolean {
  if (!iso) return false;
  const date = kstDateOf(iso);
  return date >= period.startDate && date <= period.endDate;
}
