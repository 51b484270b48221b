/**
 * The numbers several screens show, each computed once from the rows that a list screen pages
 * through: the follower count is the followers list, the post count is the posts list. Handlers
 * call these on read, so no seeded copy can go stale after a follow, a post or a deletion.
 */
import type { MockState } from '../state';
import { validityOf } from '../services/coupon/model';
import { followingRelations } from '../services/customer/model';
import { listedPosts } from '../services/post/model';

/** 단골 수: the customers following the account now (the 단골 list's total). */
export function followerCountOf(state: MockState, accountId: number): number {
  return followingRelations(state.customer, accountId).length;
}

/** 소식 수: the account's posts the 소식 list shows (every post not deleted). */
export function postCountOf(state: MockState, accountId: number): number {
  return listedPosts(state.post, accountId).length;
}

/** 후기 수: the reviews the 리뷰 list shows. */
export function reviewCountOf(state: MockState, accountId: number): number {
  return state.customer.reviews.filter((row) => row.accountId === accountId).length;
}

/** Coupons customers can receive now (the 쿠폰 list filtered to 받을 수 있는 쿠폰). */
export function availableCouponCountOf(state: MockState, accountId: number, now: Date): number {
  return state.coupon.boxes.filter(
    (box) =>
      box.business_account_id === accountId &&
      validityOf(box, state.coupon.claims.filter((claim) => claim.coupon_box_id === box.id).length, now) ===
        'AVAILABLE',
  ).length;
}
