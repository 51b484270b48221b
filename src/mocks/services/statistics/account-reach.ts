/**
 * An account's day in numbers, composed from its rows: the visits through its posts (every post it
 * ever had, deleted ones too: their visits happened) plus the visits without a post (numbers.ts).
 * So the posts' figures can never add up to more than 통계 shows for the same days.
 */
import type { components } from '@generated/openapi/statistics';
import { ownInflowOf, SOURCE_INFLOW_TYPES, unitHash } from './numbers';
import { postImpressionsOn, postVisitsOn, type ReachPost } from './post-reach';

type Schemas = components['schemas'];

export interface AccountReach {
  readonly accountId: number;
  /** Every post the account has written, whatever its status now. */
  readonly posts: readonly ReachPost[];
  readonly now: Date;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function inflowOn(reach: AccountReach, date: string, type: Schemas['InflowType']): number {
  const sources = type === 'ALL' ? SOURCE_INFLOW_TYPES : [type];
  const own = sum(sources.map((source) => ownInflowOf(reach.accountId, date, source, reach.now)));
  return own + sum(reach.posts.map((post) => postVisitsOn(post, date, type, reach.now)));
}

/** 게시글 노출: every time one of the account's posts was shown that day. */
export function impressionsOn(reach: AccountReach, date: string): number {
  return sum(reach.posts.map((post) => postImpressionsOn(post, date, 'POST', reach.now)));
}

/** Different customers among the route's visits: 55–75% of them. */
export function customersOn(reach: AccountReach, date: string, type: Schemas['CustomerInflowType']): number {
  const share = 0.55 + 0.2 * unitHash(`${reach.accountId}:customers:${type}:${date}`);
  return Math.round(inflowOn(reach, date, type) * share);
}

/** Coupons received: fewer than the visits that came for a coupon. */
export function couponClaimsOn(reach: AccountReach, date: string): number {
  return Math.round(inflowOn(reach, date, 'COUPON') * 0.4 * unitHash(`${reach.accountId}:claims:${date}`));
}
