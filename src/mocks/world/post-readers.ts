/**
 * A post's readers, read from the rows of the world: when it was shown (posted, and not hidden), who
 * got its follower notification (the follow rows), and the figures the post list and 통계 both show.
 */
import type { MockState } from '../state';
import { kstDateOf, shiftDate } from '../core/time';
import type { AccountReach } from '../services/statistics/account-reach';
import { postVisitsOn, type ReachPost } from '../services/statistics/post-reach';
import type { CustomerRelationRow } from '../services/customer/state';
import type { PostRow } from '../services/post/state';

/** Whether the customer was following at the instant (by their latest follow). */
function followingAt(row: CustomerRelationRow, instant: number): boolean {
  if (row.followedAt === null || Date.parse(row.followedAt) > instant) return false;
  if (row.followStatus === 'FOLLOWING') return true;
  return row.followStatus === 'UNFOLLOWED' && row.unfollowedAt !== null && Date.parse(row.unfollowedAt) > instant;
}

export function reachOf(state: MockState, row: PostRow): ReachPost {
  const notified = row.follower_notified_at === null ? null : Date.parse(row.follower_notified_at);
  return {
    id: row.id,
    accountId: row.business_account_id,
    publishedAt: row.created_at,
    hiddenSpans: state.post.hidden
      .filter((span) => span.post_id === row.id)
      .map((span) => [Date.parse(span.from), span.to === null ? Infinity : Date.parse(span.to)] as const),
    notifiedAt: row.follower_notified_at,
    recipients:
      notified === null
        ? 0
        : state.customer.relations.filter(
            (relation) => relation.accountId === row.business_account_id && followingAt(relation, notified),
          ).length,
  };
}

/** Every post the account has written, deleted ones included: their readers came all the same. */
export function accountReachOf(state: MockState, accountId: number, now: Date): AccountReach {
  const posts = state.post.posts.filter((row) => row.business_account_id === accountId);
  return { accountId, posts: posts.map((row) => reachOf(state, row)), now };
}

/** 조회: every time a customer opened the post, since it was posted. */
export function viewCountOf(state: MockState, row: PostRow, now: Date): number {
  const reach = reachOf(state, row);
  const today = kstDateOf(now);
  let views = 0;
  for (let date = kstDateOf(row.created_at); date <= today; date = shiftDate(date, 1))
    views += postVisitsOn(reach, date, 'ALL', now);
  return views;
}
