/**
 * What customers do in the marketplace app, outside the merchant API: follow a business and stop
 * following it. Only the follow rows change; every follower number is read from them.
 */
import { toKstIso } from '../core/time';
import { relationForUpdate } from '../services/customer/model';
import type { MockState } from '../state';

/** A follow from the account's profile, or from one of its posts (the post it was pressed under). */
export function customerFollows(
  state: MockState,
  accountId: number,
  customerId: number,
  now: Date,
  viaPostId: number | null = null,
): void {
  const relation = relationForUpdate(state.customer, accountId, customerId);
  if (relation.followStatus === 'FOLLOWING') return;
  Object.assign(relation, { followStatus: 'FOLLOWING', followedAt: toKstIso(now), followedPostId: viaPostId });
}

export function customerUnfollows(state: MockState, accountId: number, customerId: number, now: Date): void {
  const relation = relationForUpdate(state.customer, accountId, customerId);
  if (relation.followStatus !== 'FOLLOWING') return;
  Object.assign(relation, { followStatus: 'UNFOLLOWED', unfollowedAt: toKstIso(now), bookmarked: false });
}
