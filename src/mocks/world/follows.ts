/**
 * What customers do in the marketplace app, outside the merchant API: follow a business and stop
 * following it. Only the follow rows change; every follower number is read from them.
 */
import { toKstIso } from '../core/time';
import { relationForUpdate } from '../services/customer/model';
import type { MockState } from '../state';

export function customerFollows(state: MockState, accountId: number, customerId: number, now: Date): void {
  const relation = relationForUpdate(state.customer, accountId, customerId);
  if (relation.followStatus === 'FOLLOWING') return;
  Object.assign(relation, { followStatus: 'FOLLOWING', followedAt: toKstIso(now) });
}

export function customerUnfollows(state: MockState, accountId: number, customerId: number, now: Date): void {
  const relation = relationForUpdate(state.customer, accountId, customerId);
  if (relation.followStatus !== 'FOLLOWING') return;
  Object.assign(relation, { followStatus: 'UNFOLLOWED', unfollowedAt: toKstIso(now), bookmarked: false });
}
