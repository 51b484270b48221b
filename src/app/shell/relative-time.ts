/**
 * "N분 전 / N시간 전 / N일 전" of spec 000 §9: minutes (at least 1) up to one hour, hours after more
 * than one hour, days after more than 24 hours. Local to the header until a shared helper exists.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed > DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  if (elapsed > HOUR) return `${Math.floor(elapsed / HOUR)}시간 전`;
  return `${Math.max(1, Math.floor(elapsed / MINUTE))}분 전`;
}
