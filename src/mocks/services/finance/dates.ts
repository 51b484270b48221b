/** Calendar dates (YYYY-MM-DD) in Asia/Seoul, as the finance service counts days and weeks. */
import { shiftDate } from '../../core/time';

export { kstDateOf, shiftDate } from '../../core/time';

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the date's week. */
export function weekStartOf(date: string): string {
  return shiftDate(date, -weekdayOf(date));
}

/** Orders confirmed Monday to Sunday are paid out on the Wednesday after that Sunday. */
export function depositDateFor(confirmedDate: string): string {
  return shiftDate(weekStartOf(confirmedDate), 9);
}

export function monthIndexOf(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** "2026-11-21" → "20261121". */
export function compactDate(date: string): string {
  return date.replaceAll('-', '');
}
