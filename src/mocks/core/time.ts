/** Seed and handler time helpers: instants written with the +09:00 offset, as the servers do. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function toKstIso(date: Date): string {
  const shifted = new Date(date.getTime() + KST_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}

export function addDays(date: Date, days: number, hour?: number, minute = 0, second = 0): Date {
  const next = new Date(date.getTime() + days * DAY_MS);
  if (hour === undefined) return next;
  const kst = new Date(next.getTime() + KST_OFFSET_MS);
  kst.setUTCHours(hour, minute, second, 0);
  return new Date(kst.getTime() - KST_OFFSET_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60 * 1000);
}

/** "2026년 12월 31일까지" in KST. */
export function kstDateLabel(iso: string): string {
  const kst = new Date(new Date(iso).getTime() + KST_OFFSET_MS);
  return `${kst.getUTCFullYear()}년 ${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일까지`;
}

// ─── calendar dates (YYYY-MM-DD) ─────────────────────────────────────────

/** "2026-11-25": the Asia/Seoul calendar day of an instant, whatever offset the string is written with. */
export function kstDateOf(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The date written at the start of an ISO string, read as is: the KST day only when the instant is
 * written with +09:00 (as every mock row is), unlike `kstDateOf`, which converts any offset.
 */
export function writtenDateOf(iso: string): string {
  return iso.slice(0, 10);
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// ─── within a KST day or month ───────────────────────────────────────────

/** Minutes since midnight in Asia/Seoul (seconds dropped): 9:30 KST → 570. */
export function kstMinutesOfDay(date: Date): number {
  const kst = new Date(date.getTime() + KST_OFFSET_MS);
  return kst.getUTCHours() * 60 + kst.getUTCMinutes();
}

/** The start of the KST month `now` is in, and of the next one. */
export function kstMonthWindow(now: Date): { start: Date; end: Date } {
  const kst = new Date(now.getTime() + KST_OFFSET_MS);
  const start = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), 1) - KST_OFFSET_MS;
  const end = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth() + 1, 1) - KST_OFFSET_MS;
  return { start: new Date(start), end: new Date(end) };
}
