/**
 * Customer service rules: customers, followers and reviews are those of the Account-Id business;
 * one owner answer per review (409 otherwise), answering lowers the uncommented count and deleting
 * the answer raises it (spec 001 §4).
 */
import { conflict, implement, notFound } from '../../core/implement';
import { kstDateOf, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { inPeriod, periodOf } from '../statistics/period';
import { csvFile } from './csv';
import {
  commentsOfCustomer,
  customerOrThrow,
  followersOf,
  followingRelations,
  hasBusinessComment,
  businessCommentOrThrow,
  relationForUpdate,
  relationOf,
  reviewOrThrow,
  reviewsOf,
  reviewSummaryOf,
  toFollower,
  toProfile,
  toReview,
} from './model';
import { paginate } from './paging';

function accountName(state: MockState, accountId: number): string {
  return state.auth.businessAccounts.find((account) => account.id === accountId)?.name ?? `비즈니스 계정 ${accountId}`;
}

export const customerHandlers = implement<'customer', MockState>('customer', {
  getCustomerFollowSummary: ({ state, query, accountId, now }) => {
    const period = periodOf(query, now);
    const relations = state.customer.relations.filter((row) => row.accountId === accountId);
    const following = followingRelations(state.customer, accountId);
    return {
      data: {
        startDate: period.startDate,
        endDate: period.endDate,
        followerCount: following.length,
        bookmarkedCount: following.filter((row) => row.bookmarked).length,
        newFollowerCount: relations.filter((row) => inPeriod(row.followedAt, period)).length,
        unfollowerCount: relations.filter((row) => inPeriod(row.unfollowedAt, period)).length,
      },
    };
  },

  getCustomerProfile: ({ state, path, accountId }) => ({
    data: toProfile(state, accountId, customerOrThrow(path.id)),
  }),

  updateCustomerMemo: ({ state, path, body, accountId }) => {
    const customer = customerOrThrow(path.id);
    relationForUpdate(state.customer, accountId, customer.id).memo = body.memo.trim();
    return { data: toProfile(state, accountId, customer) };
  },

  listCustomerComments: ({ state, path, query, accountId }) => {
    const customer = customerOrThrow(path.id);
    return { data: paginate(commentsOfCustomer(state, accountId, customer.id), query.page, query.size) };
  },

  listFollowers: ({ state, query, accountId }) => ({
    data: paginate(followersOf(state.customer, accountId, query), query.page, query.size),
  }),

  downloadFollowersCsv: ({ state, query, accountId, now }) => {
    const rows = followersOf(state.customer, accountId, query).map((follower) => [
      follower.nickname,
      follower.regionName,
      kstDateOf(follower.followedAt),
      follower.visitCount,
      follower.bookmarked ? 'Y' : 'N',
      follower.memo,
    ]);
    return csvFile(
      `단골목록_${kstDateOf(now)}.csv`,
      ['닉네임', '동네', '단골 맺은 날', '방문 횟수', '즐겨찾기', '메모'],
      rows,
    );
  },

  updateFollowerBookmark: ({ state, path, body, accountId }) => {
    const relation = relationOf(state.customer, accountId, path.id);
    if (!relation || relation.followStatus !== 'FOLLOWING') throw notFound('단골');
    relation.bookmarked = body.bookmark;
    return { data: toFollower(relation) };
  },

  listReviews: ({ state, query, accountId }) => {
    const all = reviewsOf(state.customer, accountId);
    const order =
      query.sort === 'MOST_LIKED'
        ? (a: (typeof all)[number], b: (typeof all)[number]) =>
            b.likeCount - a.likeCount || Date.parse(b.createdAt) - Date.parse(a.createdAt)
        : (a: (typeof all)[number], b: (typeof all)[number]) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
    const rows = all
      .filter((row) => query.commented === undefined || hasBusinessComment(row) === query.commented)
      .filter((row) => query.mediaType === undefined || row.media.some((media) => media.type === query.mediaType))
      .sort(order)
      .map(toReview);
    return { data: { ...paginate(rows, query.page, query.size), summary: reviewSummaryOf(all) } };
  },

  getReviewSummary: ({ state, accountId }) => ({
    data: reviewSummaryOf(reviewsOf(state.customer, accountId)),
  }),

  // An empty answer is the body schema's (minLength after the pipeline trims), not a check here.
  createReviewComment: ({ state, path, body, accountId, now, nextId }) => {
    const content = body.content;
    const review = reviewOrThrow(state.customer, accountId, path.reviewId);
    if (hasBusinessComment(review)) {
      throw conflict('이미 사장님 답글이 있어요. 답글은 리뷰마다 하나만 달 수 있어요.', 'ALREADY_COMMENTED');
    }
    review.comments.push({
      id: nextId(),
      role: 'SELLER',
      authorName: accountName(state, accountId),
      content,
      createdAt: toKstIso(now),
    });
    return { data: toReview(review) };
  },

  updateReviewComment: ({ state, path, body, accountId }) => {
    const review = reviewOrThrow(state.customer, accountId, path.reviewId);
    const comment = businessCommentOrThrow(review, path.commentId);
    review.comments = review.comments.map((row) => (row === comment ? { ...row, content: body.content } : row));
    return { data: toReview(review) };
  },

  deleteReviewComment: ({ state, path, accountId }) => {
    const review = reviewOrThrow(state.customer, accountId, path.reviewId);
    const comment = businessCommentOrThrow(review, path.commentId);
    review.comments = review.comments.filter((row) => row.id !== comment.id);
    return { data: toReview(review) };
  },
});
