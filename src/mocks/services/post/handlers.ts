/**
 * Post service rules (spec 001 §4, §7 Posts): posts belong to the Account-Id business; hide makes a
 * post INACTIVE and unhide ACTIVE (both noted in `hidden`, for what its readers could do); delete marks DELETED and drops it from the list; FORBIDDEN posts
 * cannot change; posts with comments disabled take no comments; a follower notification uses one of
 * the month's allowance.
 */
import type { components } from '@generated/openapi/post';
import { accountMachine } from '@/api/machines/account';
import { can } from '@/lib/machine';
import { conflict, implement, MockHttpError, notFound } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { followerCountOf } from '../../world/counts';
import {
  afterCursor,
  businessAuthorOf,
  kstMonthWindow,
  listedPosts,
  paginate,
  toComment,
  toPost,
  visibleComments,
} from './model';
import type { FollowerNotificationRow, PostRow, PostState } from './state';
import { resultsOf, textAnswerPage } from './answers';
import { showAgain, stopShowing } from './visibility';
import { placeHolderOf, prePostOf } from './templates';

type PostFields = components['schemas']['PostFields'];

/**
 * Whether the account's posts can be read: not once the account is deleted (the account table
 * lets no one view a deleted account, src/api/machines/account.ts).
 */
function readableAccount(state: MockState, accountId: number): boolean {
  const account = state.businessAccount.accounts.find((row) => row.id === accountId);
  return !account || can(accountMachine, account, 'view');
}

function findPost(posts: PostState, id: number, accountId: number): PostRow {
  const post = posts.posts.find((row) => row.id === id && row.status !== 'DELETED');
  if (!post || post.business_account_id !== accountId) throw notFound('소식');
  return post;
}

function editablePost(posts: PostState, id: number, accountId: number): PostRow {
  const post = findPost(posts, id, accountId);
  if (post.status === 'FORBIDDEN') throw conflict('운영 정책으로 제한된 소식은 바꿀 수 없어요.', 'POST_FORBIDDEN');
  return post;
}

/** An account without a seeded allowance starts with the default one; reads do not store it. */
function allowanceOf(posts: PostState, accountId: number): FollowerNotificationRow {
  return posts.followerNotifications[accountId] ?? { monthly_limit: 4, sent: [] };
}

function sentThisMonth(allowance: FollowerNotificationRow, now: Date): number {
  const { start, end } = kstMonthWindow(now);
  return allowance.sent.filter(({ sent_at }) => {
    const time = new Date(sent_at).getTime();
    return time >= start.getTime() && time < end.getTime();
  }).length;
}

/** Uses one of this month's follower notifications for the post, or answers 409 when none is left. */
function notifyFollowers(posts: PostState, post: PostRow, now: Date): void {
  const allowance = allowanceOf(posts, post.business_account_id);
  if (sentThisMonth(allowance, now) >= allowance.monthly_limit) {
    throw conflict(
      '이번 달 단골 알림을 모두 보냈어요. 다음 달에 다시 보낼 수 있어요.',
      'FOLLOWER_NOTIFICATION_EXHAUSTED',
    );
  }
  post.follower_notified_at = toKstIso(now);
  allowance.sent.push({ post_id: post.id, sent_at: post.follower_notified_at });
  posts.followerNotifications[post.business_account_id] = allowance;
}

/** A coupon must be one of the business's own coupons that is being issued. */
function checkCoupon(state: MockState, couponId: number | null | undefined, accountId: number): void {
  if (couponId === null || couponId === undefined) return;
  const box = state.coupon.boxes.find((row) => row.id === couponId && !row.deleted);
  if (!box || box.business_account_id !== accountId) throw notFound('쿠폰');
  if (box.status !== 'ACTIVE') throw conflict('발행을 멈춘 쿠폰은 소식에 붙일 수 없어요.', 'COUPON_NOT_ACTIVE');
}

function checkSalePrice(body: PostFields): void {
  const { sale_type, price, sale_price } = body.additional_data ?? {};
  if (sale_type !== 'CLOSING_TIME_SALE') return;
  const reason =
    sale_price === undefined
      ? '필수 항목이에요.'
      : price !== undefined && sale_price >= price
        ? '할인가는 정가보다 낮아야 해요.'
        : undefined;
  if (reason) {
    throw new MockHttpError(400, '입력한 값을 확인해 주세요.', 'INVALID_REQUEST', [
      { field: 'additional_data.sale_price', reason },
    ]);
  }
}

/** The request fields with their defaults, ready to store. */
function fieldsOf(body: PostFields, accountRegionId: number | undefined) {
  const { region_id = accountRegionId, ...rest } = body;
  return {
    picture_ids: [],
    coupon_id: null,
    product_ids: [],
    additional_data: {},
    disable_chatting: false,
    disable_comment: false,
    send_follower_notification: false,
    tag_ids: [],
    ...rest,
    ...(region_id === undefined ? {} : { region_id }),
  };
}

/**
 * A survey's or a vote's questions and deadline stay as posted (the answers would no longer match
 * them): an update keeps them whatever it sends, and cannot add one to a post that had none.
 */
function keepQuestions(row: PostRow, sent: PostFields['additional_data']): PostRow['additional_data'] {
  const { survey: _survey, vote: _vote, ...rest } = sent ?? {};
  const { survey, vote } = row.additional_data;
  return { ...rest, ...(survey ? { survey } : {}), ...(vote ? { vote } : {}) };
}

function regionIdOf(state: MockState, accountId: number): number | undefined {
  return state.auth.businessAccounts.find((account) => account.id === accountId)?.region.id;
}

export const postHandlers = implement<'post', MockState>('post', {
  listPosts: ({ state, query, accountId, now }) => {
    if (query.business_account_id !== undefined && query.business_account_id !== accountId) {
      throw new MockHttpError(403, '다른 비즈니스 계정의 소식은 볼 수 없어요.', 'FORBIDDEN_ACCOUNT');
    }
    const rows = readableAccount(state, accountId)
      ? listedPosts(state.post, accountId).map((row) => toPost(state, row, now))
      : [];
    return { data: paginate(rows, query.page ?? 1, query.size ?? 10) };
  },

  createPost: ({ state, body, accountId, now, nextId }) => {
    checkCoupon(state, body.coupon_id, accountId);
    checkSalePrice(body);
    const row: PostRow = {
      ...fieldsOf(body, regionIdOf(state, accountId)),
      id: nextId(),
      business_account_id: accountId,
      kind: 'BUSINESS_POST',
      status: 'ACTIVE',
      linked_contents: [],
      interest_count: 0,
      follower_notified_at: null,
      created_at: toKstIso(now),
      updated_at: toKstIso(now),
    };
    if (row.send_follower_notification) notifyFollowers(state.post, row, now);
    state.post.posts.push(row);
    return { data: toPost(state, row, now) };
  },

  getPost: ({ state, path, accountId, now }) => {
    if (!readableAccount(state, accountId)) throw notFound('소식');
    return { data: toPost(state, findPost(state.post, path.id, accountId), now) };
  },

  updatePost: ({ state, path, body, accountId, now }) => {
    const row = editablePost(state.post, path.id, accountId);
    checkCoupon(state, body.coupon_id, accountId);
    checkSalePrice(body);
    const fields = { ...fieldsOf(body, row.region_id), additional_data: keepQuestions(row, body.additional_data) };
    // A post notifies its followers once: sending again on a later edit is not charged twice.
    if (fields.send_follower_notification && row.follower_notified_at === null) notifyFollowers(state.post, row, now);
    Object.assign(row, fields, { updated_at: toKstIso(now) });
    return { data: toPost(state, row, now) };
  },

  deletePost: ({ state, path, accountId, now }) => {
    const row = findPost(state.post, path.id, accountId);
    stopShowing(state.post, row, now);
    row.status = 'DELETED';
    row.updated_at = toKstIso(now);
    return { data: { id: row.id, deleted: true } };
  },

  getPrePost: ({ query }) => ({ data: prePostOf(query.category_id) }),

  getPostPlaceHolder: ({ query }) => ({ data: placeHolderOf(query.business_post_type) }),

  getFollowerNotificationMeta: ({ state, accountId, now }) => {
    const allowance = allowanceOf(state.post, accountId);
    const used = sentThisMonth(allowance, now);
    return {
      data: {
        monthly_limit: allowance.monthly_limit,
        used_count: used,
        remaining_count: Math.max(0, allowance.monthly_limit - used),
        followers_count: followerCountOf(state, accountId),
        resets_at: toKstIso(kstMonthWindow(now).end),
      },
    };
  },

  hidePost: ({ state, path, accountId, now }) => {
    const row = editablePost(state.post, path.id, accountId);
    stopShowing(state.post, row, now);
    Object.assign(row, { status: 'INACTIVE', updated_at: toKstIso(now) });
    return { data: toPost(state, row, now) };
  },

  unhidePost: ({ state, path, accountId, now }) => {
    const row = editablePost(state.post, path.id, accountId);
    showAgain(state.post, row, now);
    Object.assign(row, { status: 'ACTIVE', updated_at: toKstIso(now) });
    return { data: toPost(state, row, now) };
  },

  getPostResults: ({ state, path, accountId, now }) => {
    if (!readableAccount(state, accountId)) throw notFound('소식');
    return { data: resultsOf(state.post, findPost(state.post, path.id, accountId), now) };
  },

  listPostTextAnswers: ({ state, path, query, accountId }) => {
    if (!readableAccount(state, accountId)) throw notFound('소식');
    const post = findPost(state.post, path.id, accountId);
    return { data: textAnswerPage(state.post, post, path.questionIndex, query.last_id, query.size ?? 10) };
  },

  listPostComments: ({ state, path, query, accountId }) => {
    const post = findPost(state.post, path.id, accountId);
    const comments = visibleComments(state.post, post.id, null).sort((a, b) =>
      query.direction === 'ASC' ? a.id - b.id : b.id - a.id,
    );
    const page = afterCursor(comments, query.last_id, query.size ?? 10);
    return { data: { ...page, items: page.items.map((row) => toComment(state.post, row)) } };
  },

  createPostComment: ({ state, path, body, accountId, now, nextId }) => {
    const post = findPost(state.post, path.id, accountId);
    if (post.disable_comment) throw conflict('댓글을 받지 않는 소식이에요.', 'COMMENT_DISABLED');
    if (post.status === 'FORBIDDEN')
      throw conflict('운영 정책으로 제한된 소식에는 댓글을 달 수 없어요.', 'POST_FORBIDDEN');
    if (body.parent_id !== undefined) {
      const parent = state.post.comments.find(
        (row) => row.id === body.parent_id && row.post_id === post.id && row.parent_id === null,
      );
      if (!parent || parent.status === 'DELETED') throw notFound('댓글');
    }
    const row = {
      id: nextId(),
      post_id: post.id,
      parent_id: body.parent_id ?? null,
      author: businessAuthorOf(state, accountId),
      content: body.content,
      status: 'ACTIVE' as const,
      created_at: toKstIso(now),
    };
    state.post.comments.push(row);
    return { data: toComment(state.post, row) };
  },

  listPostSubComments: ({ state, path, query, accountId }) => {
    const post = findPost(state.post, path.id, accountId);
    const parent = state.post.comments.find((row) => row.id === path.commentId && row.post_id === post.id);
    if (!parent) throw notFound('댓글');
    const replies = state.post.comments
      .filter((row) => row.parent_id === parent.id && row.status !== 'DELETED')
      .sort((a, b) => a.id - b.id);
    const page = afterCursor(replies, query.last_id, query.size ?? 10);
    return { data: { ...page, items: page.items.map((row) => toComment(state.post, row)) } };
  },

  deletePostComment: ({ state, path, accountId }) => {
    const post = findPost(state.post, path.id, accountId);
    const comment = state.post.comments.find(
      (row) => row.id === path.commentId && row.post_id === post.id && row.status !== 'DELETED',
    );
    if (!comment) throw notFound('댓글');
    comment.status = 'DELETED';
    return { data: { id: comment.id, deleted: true } };
  },
});
