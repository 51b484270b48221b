/** Seed and handler time helpers: instants written with the +09:00 offset, as the servers do. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

export function toKstIso(date: Date): string {
  const shifted = new Date(date.getTime() + KST_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}

export function addDays(date: Date, days: number, hour?: number, minute = 0, second = 0): Date {
  const next = new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
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
