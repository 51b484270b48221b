import { pageCopy } from '../copy';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec 000 §9: minutes (at least 1), hours after more than 1 hour, days after more than 24 hours. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed > DAY) return pageCopy.relativeTime.days(Math.floor(elapsed / DAY));
  if (elapsed > HOUR) return pageCopy.relativeTime.hours(Math.floor(elapsed / HOUR));
  return pageCopy.relativeTime.minutes(Math.max(1, Math.floor(elapsed / MINUTE)));
}
