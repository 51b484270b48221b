/**
 * Deterministic daily numbers: a hash of (account or post, date, measure) instead of Math.random,
 * so the same seed shows the same charts and tests are stable.
 */
import type { components } from '@generated/openapi/statistics';

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

const INFLOW_SHARE: Record<SourceInflowType, number> = {
  HOME_POST: 0.35,
  SEARCH: 0.2,
  MAP: 0.15,
  PROFILE: 0.12,
  COUPON: 0.08,
  ETC: 0.1,
};
const PLACEMENT_SHARE: Record<PlacementType, number> = { HOME_FEED: 0.55, SEARCH: 0.25, FOLLOWER_NOTIFICATION: 0.2 };

/** Daily visits of an account on an ordinary weekday; unknown accounts get a small shop's numbers. */
const DAILY_INFLOW: Record<number, number> = { 101: 140, 102: 45, 103: 6 };

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

export function inflowOf(accountId: number, date: string, type: Schemas['InflowType']): number {
  if (type === 'ALL') return SOURCE_INFLOW_TYPES.reduce((sum, source) => sum + inflowOf(accountId, date, source), 0);
  const base = DAILY_INFLOW[accountId] ?? 10;
  return Math.round(base * INFLOW_SHARE[type] * dayFactor(`${accountId}:inflow:${type}`, date));
}

export function customersOf(accountId: number, date: string, type: Schemas['CustomerInflowType']): number {
  return Math.round(
    inflowOf(accountId, date, type) * (0.55 + 0.2 * unitHash(`${accountId}:customers:${type}:${date}`)),
  );
}

export function couponClaimsOf(accountId: number, date: string): number {
  return Math.round(inflowOf(accountId, date, 'COUPON') * 0.4 * unitHash(`${accountId}:claims:${date}`));
}

/** Post numbers fade with the post's age: most views in its first week. */
function freshness(publishedDate: string, date: string): number {
  if (date < publishedDate) return 0;
  const age = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${publishedDate}T00:00:00Z`)) / 86_400_000;
  return Math.exp(-age / 9);
}

export function postImpressionsOf(
  postId: number,
  publishedDate: string,
  date: string,
  type: Schemas['ImpressionType'],
): number {
  if (type === 'POST')
    return PLACEMENT_TYPES.reduce(
      (sum, placement) => sum + postImpressionsOf(postId, publishedDate, date, placement),
      0,
    );
  const fresh = freshness(publishedDate, date);
  return Math.round(
    600 * fresh * PLACEMENT_SHARE[type] * (0.6 + 0.8 * unitHash(`${postId}:impression:${type}:${date}`)),
  );
}

export function postInflowOf(postId: number, publishedDate: string, date: string, type: Schemas['InflowType']): number {
  if (type === 'ALL')
    return SOURCE_INFLOW_TYPES.reduce((sum, source) => sum + postInflowOf(postId, publishedDate, date, source), 0);
  const fresh = freshness(publishedDate, date);
  return Math.round(70 * fresh * INFLOW_SHARE[type] * (0.5 + unitHash(`${postId}:inflow:${type}:${date}`)));
}

export function postFollowsOf(postId: number, publishedDate: string, date: string): number {
  return Math.round(3 * freshness(publishedDate, date) * unitHash(`${postId}:follows:${date}`));
}
