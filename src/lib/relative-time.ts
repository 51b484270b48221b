/**
 * Relative time of spec 000 §9: minutes (at least 1), hours once more than an hour has passed,
 * days once more than 24 hours have passed — "N분 전", "N시간 전", "N일 전".
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatRelativeTime(at: string | number | Date, now: number | Date = Date.now()): string {
  const elapsed = new Date(now).getTime() - new Date(at).getTime();
  if (elapsed > DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  if (elapsed > HOUR) return `${Math.floor(elapsed / HOUR)}시간 전`;
  return `${Math.max(1, Math.floor(elapsed / MINUTE))}분 전`;
}
