/** What the customer API computes from stored rows: profiles, followers, reviews and their summary. */
import type { components } from '@generated/openapi/customer';
import { MockHttpError, notFound } from '../../core/implement';
import type { MockState } from '../../state';
import { profileImageOf, type SeedCustomer } from '../customers';
import { listedPosts } from '../post/model';
import { findKnownCustomer } from './extra-customers';
import type { CustomerRelationRow, CustomerState, ReviewRow } from './state';

type Schemas = components['schemas'];

export function customerOrThrow(id: number): SeedCustomer {
  const customer = findKnownCustomer(id);
  if (!customer) throw notFound('고객');
  return customer;
}

export function relationOf(state: CustomerState, accountId: number, customerId: number) {
  return state.relations.find((row) => row.accountId === accountId && row.customerId === customerId);
}

/** A relation to change: a customer the business never met gets one on first write (e.g. a memo). */
export function relationForUpdate(state: CustomerState, accountId: number, customerId: number): CustomerRelationRow {
  const existing = relationOf(state, accountId, customerId);
  if (existing) return existing;
  const created: CustomerRelationRow = {
    accountId,
    customerId,
    followStatus: 'NOT_FOLLOWING',
    followedAt: null,
    followedPostId: null,
    unfollowedAt: null,
    bookmarked: false,
    memo: '',
    visitCount: 0,
    purchaseCount: 0,
    lastVisitedAt: null,
  };
  state.relations.push(created);
  return created;
}

export function toProfile(state: MockState, accountId: number, customer: SeedCustomer): Schemas['CustomerProfile'] {
  const relation = relationOf(state.customer, accountId, customer.id);
  const couponBoxIds = new Set(
    state.coupon.boxes.filter((box) => box.business_account_id === accountId).map((box) => box.id),
  );
  return {
    id: customer.id,
    nickname: customer.nickname,
    regionName: customer.regionName,
    profileImageUrl: profileImageOf(customer),
    followStatus: relation?.followStatus ?? 'NOT_FOLLOWING',
    followedAt: relation?.followStatus === 'FOLLOWING' ? relation.followedAt : null,
    bookmarked: relation?.bookmarked ?? false,
    visitCount: relation?.visitCount ?? 0,
    purchaseCount: relation?.purchaseCount ?? 0,
    couponCount: state.coupon.claims.filter(
      (claim) => claim.user.id === customer.id && couponBoxIds.has(claim.coupon_box_id),
    ).length,
    reviewCount: state.customer.reviews.filter((row) => row.accountId === accountId && row.authorId === customer.id)
      .length,
    reservationCount: state.reservation.reservations.filter(
      (row) => row.accountId === accountId && row.userId === customer.id,
    ).length,
    lastVisitedAt: relation?.lastVisitedAt ?? null,
    memo: relation?.memo ?? '',
  };
}

/**
 * What the customer wrote under the business's posts, newest first: the comment rows of the posts
 * the 소식 list shows (so each names a post that exists), without the deleted ones.
 */
export function commentsOfCustomer(
  state: MockState,
  accountId: number,
  customerId: number,
): Schemas['CustomerComment'][] {
  const posts = new Map(listedPosts(state.post, accountId).map((post) => [post.id, post]));
  return state.post.comments
    .filter((row) => row.author.type === 'USER' && row.author.id === customerId && row.status !== 'DELETED')
    .flatMap((row) => {
      const post = posts.get(row.post_id);
      return post
        ? [{ id: row.id, postId: post.id, postTitle: post.title, content: row.content, createdAt: row.created_at }]
        : [];
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function toFollower(relation: CustomerRelationRow): Schemas['Follower'] {
  const customer = customerOrThrow(relation.customerId);
  return {
    id: customer.id,
    nickname: customer.nickname,
    regionName: customer.regionName,
    profileImageUrl: profileImageOf(customer),
    followedAt: relation.followedAt ?? '',
    bookmarked: relation.bookmarked,
    visitCount: relation.visitCount,
    memo: relation.memo,
  };
}

export interface FollowerFilter {
  bookmarked?: boolean;
  keyword?: string;
  sort?: Schemas['FollowerSort'];
}

const byFollowedAt = (a: Schemas['Follower'], b: Schemas['Follower']) =>
  Date.parse(b.followedAt) - Date.parse(a.followedAt);

const FOLLOWER_ORDER: Record<Schemas['FollowerSort'], (a: Schemas['Follower'], b: Schemas['Follower']) => number> = {
  RECENT: byFollowedAt,
  OLDEST: (a, b) => byFollowedAt(b, a),
  VISIT_COUNT: (a, b) => b.visitCount - a.visitCount || byFollowedAt(a, b),
  NICKNAME: (a, b) => a.nickname.localeCompare(b.nickname, 'ko'),
};

/** The customers following the account now: the rows of the 단골 list and of every follower count. */
export function followingRelations(state: CustomerState, accountId: number): CustomerRelationRow[] {
  return state.relations.filter((row) => row.accountId === accountId && row.followStatus === 'FOLLOWING');
}

export function followersOf(state: CustomerState, accountId: number, filter: FollowerFilter): Schemas['Follower'][] {
  const keyword = filter.keyword?.trim();
  return followingRelations(state, accountId)
    .filter((row) => filter.bookmarked === undefined || row.bookmarked === filter.bookmarked)
    .map(toFollower)
    .filter((follower) => !keyword || follower.nickname.includes(keyword))
    .sort(FOLLOWER_ORDER[filter.sort ?? 'RECENT']);
}

export function toReview(row: ReviewRow): Schemas['Review'] {
  const author = customerOrThrow(row.authorId);
  const comments = [...row.comments].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const businessComment = comments.find((comment) => comment.role === 'SELLER') ?? null;
  return {
    id: row.id,
    author: {
      id: author.id,
      nickname: author.nickname,
      regionName: author.regionName,
      profileImageUrl: profileImageOf(author),
    },
    rating: row.rating,
    content: row.content,
    media: row.media,
    likeCount: row.likeCount,
    commented: businessComment !== null,
    businessComment,
    comments,
    createdAt: row.createdAt,
  };
}

export function reviewsOf(state: CustomerState, accountId: number): ReviewRow[] {
  return state.reviews.filter((row) => row.accountId === accountId);
}

export function hasBusinessComment(row: ReviewRow): boolean {
  return row.comments.some((comment) => comment.role === 'SELLER');
}

export function reviewSummaryOf(rows: readonly ReviewRow[]): Schemas['ReviewSummary'] {
  const ratings = rows.flatMap((row) => (row.rating === null ? [] : [row.rating]));
  const average = ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : null;
  return {
    totalCount: rows.length,
    uncommentedCount: rows.filter((row) => !hasBusinessComment(row)).length,
    averageRating: average === null ? null : Math.round(average * 10) / 10,
  };
}

export function reviewOrThrow(state: CustomerState, accountId: number, reviewId: number): ReviewRow {
  const row = state.reviews.find((review) => review.id === reviewId && review.accountId === accountId);
  if (!row) throw notFound('리뷰');
  return row;
}

/** The owner's own answer on a review: a customer's reply can be neither changed nor deleted (403). */
export function businessCommentOrThrow(review: ReviewRow, commentId: number): ReviewRow['comments'][number] {
  const comment = review.comments.find((row) => row.id === commentId);
  if (!comment) throw notFound('답글');
  if (comment.role !== 'SELLER') {
    throw new MockHttpError(403, '고객이 쓴 답글은 고치거나 지울 수 없어요.', 'NOT_BUSINESS_COMMENT');
  }
  return comment;
}
