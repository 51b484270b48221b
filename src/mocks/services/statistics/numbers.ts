/**
 * The visits that come to an account without a post (searching its name, the map, its profile, a
 * coupon): a hash of (account, date, route) instead of Math.random, so the same day always shows
 * the same numbers. The visits through posts are the posts' own (post-reach.ts).
 */
import type { components } from '@generated/openapi/statistics';
import { kstDateOf, kstMinutesOfDay } from '../../core/time';

type Schemas = components['schemas'];
export type SourceInflowType = Exclude<Schemas['InflowType'], 'ALL'>;
export type PlacementType = Exclude<Schemas['ImpressionType'], 'POST'>;

export const SOURCE_INFLOW_TYPES: readonly SourceInflowType[] = [
  'HOME_POST',
  'SEARCH',
  'MAP',
  'PROFILE',
  'COUPON',
  'ETC',
];
export const PLACEMENT_TYPES: readonly PlacementType[] = ['HOME_FEED', 'SEARCH', 'FOLLOWER_NOTIFICATION'];

/** Of an ordinary day's visits, those without a post. 홈 피드 게시글 visits are all the posts'. */
const OWN_SHARE: Record<SourceInflowType, number> = {
  HOME_POST: 0,
  SEARCH: 0.2,
  MAP: 0.15,
  PROFILE: 0.12,
  COUPON: 0.08,
  ETC: 0.1,
};

/** Daily visits of an account on an ordinary weekday; unknown accounts get a small shop's numbers. */
const DAILY_INFLOW: Record<number, number> = { 101: 140, 102: 45, 103: 6 };

/** How busy the account is next to the demo café (1): its posts reach as many more or fewer people. */
export function accountScale(accountId: number): number {
  return (DAILY_INFLOW[accountId] ?? 10) / DAILY_INFLOW[101]!;
}

/** FNV-1a of the key with murmur3's final mix (so neighbouring dates differ), scaled to [0, 1). */
export function unitHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x100000000;
}

/** 0.7 to 1.3 times the mean, a café's weekend a third busier. */
function dayFactor(key: string, date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
  return weekend * (0.7 + 0.6 * unitHash(`${key}:${date}`));
}

const DAY_MINUTES = 24 * 60;

/** How much of a KST date has happened by `now`: all of a past day, nothing of a future one. */
export function dayShareBy(date: string, now: Date): number {
  const today = kstDateOf(now);
  if (date < today) return 1;
  return date > today ? 0 : kstMinutesOfDay(now) / DAY_MINUTES;
}

/** Visits of the route on the date without a post, up to `now` (today's grow through the day). */
export function ownInflowOf(accountId: number, date: string, type: SourceInflowType, now: Date): number {
  const base = DAILY_INFLOW[accountId] ?? 10;
  const wholeDay = Math.round(base * OWN_SHARE[type] * dayFactor(`${accountId}:inflow:${type}`, date));
  return Math.floor(wholeDay * dayShareBy(date, now));
}
