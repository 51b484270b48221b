/** What the post API computes from stored rows: author, pictures, tags, coupon, content parts and counts. */
import type { components } from '@generated/openapi/post';
import { sliceAfterId } from '../../core/paging';
import { kstDateLabel } from '../../core/time';
import type { MockState } from '../../state';
import { withAnswerCounts } from './answers';
import { contentPartsOf } from './content-parts';
import { viewCountOf } from '../../world/post-readers';
import type { CommentRow, PostRow, PostState } from './state';

type Schemas = components['schemas'];

/** The topic tags a post can carry (tag_ids). */
export const POST_TAGS: readonly Schemas['PostTag'][] = [
  { id: 1, name: '커피' },
  { id: 2, name: '디저트' },
  { id: 3, name: '브런치' },
  { id: 4, name: '베이커리' },
  { id: 5, name: '분식' },
  { id: 6, name: '할인' },
  { id: 7, name: '이벤트' },
  { id: 8, name: '신메뉴' },
  { id: 9, name: '동네 소식' },
  { id: 10, name: '포장' },
];

export function pictureUrlOf(state: MockState, id: number): string {
  return (
    state.auth.images.find((image) => image.id === id)?.url ??
    `https://images.dongnemarket.com/uploads/${id}/640x640.png`
  );
}

export function businessAuthorOf(state: MockState, accountId: number): Schemas['Author'] {
  const account = state.auth.businessAccounts.find((item) => item.id === accountId);
  return {
    type: 'BUSINESS_ACCOUNT',
    id: accountId,
    name: account?.name ?? `비즈니스 계정 ${accountId}`,
    profile_image_url: account?.profileImageUrl ?? null,
    region_name: account?.region.name ?? null,
  };
}

/** The account's posts the 소식 list shows, newest first: every post that is not deleted. */
export function listedPosts(posts: PostState, accountId: number): PostRow[] {
  return posts.posts
    .filter((row) => row.business_account_id === accountId && row.status !== 'DELETED')
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The comments and replies a post counts as its 댓글 (the post list's and 게시글 통계's): all but deleted ones. */
export function liveComments(posts: PostState, postId: number): CommentRow[] {
  return posts.comments.filter((comment) => comment.post_id === postId && comment.status !== 'DELETED');
}

/** Comments a list shows: live ones, and deleted ones that still have live replies. */
export function visibleComments(posts: PostState, postId: number, parentId: number | null): CommentRow[] {
  return posts.comments.filter(
    (comment) =>
      comment.post_id === postId &&
      comment.parent_id === parentId &&
      (comment.status !== 'DELETED' || liveReplies(posts, comment.id).length > 0),
  );
}

function liveReplies(posts: PostState, commentId: number): CommentRow[] {
  return posts.comments.filter((reply) => reply.parent_id === commentId && reply.status !== 'DELETED');
}

export function toComment(posts: PostState, row: CommentRow): Schemas['Comment'] {
  const content = row.status === 'DELETED' ? '삭제된 댓글이에요.' : row.content;
  return {
    ...row,
    content,
    content_parts: contentPartsOf(content),
    sub_comment_count: liveReplies(posts, row.id).length,
  };
}

/** What the post shows of its coupon: what a customer gets and until when. */
function attachedCoupon(box: MockState['coupon']['boxes'][number]): Schemas['AttachedCoupon'] {
  return {
    id: box.id,
    name: box.name,
    benefit: box.benefit_request.description,
    minimum_order_amount: box.benefit_request.minimum_order_amount ?? null,
    expires_at: box.expires_at,
    expiry_date_label: kstDateLabel(box.expires_at),
  };
}

export function toPost(state: MockState, row: PostRow, now: Date): Schemas['Post'] {
  const pictures = row.picture_ids.map((id) => ({ id, url: pictureUrlOf(state, id) }));
  const coupon = row.coupon_id === null ? undefined : state.coupon.boxes.find((box) => box.id === row.coupon_id);
  return {
    ...row,
    additional_data: withAnswerCounts(state.post, row),
    author: businessAuthorOf(state, row.business_account_id),
    content_parts: contentPartsOf(
      row.content,
      pictures.map((picture) => picture.url),
      row.additional_data.video_url,
    ),
    pictures,
    tags: POST_TAGS.filter((tag) => row.tag_ids.includes(tag.id)),
    coupon: coupon ? attachedCoupon(coupon) : null,
    comment_count: liveComments(state.post, row.id).length,
    view_count: viewCountOf(state, row, now),
  };
}

export { sliceSnakePage as paginate } from '../../core/paging';

/** Cursor paging by id: the items after `lastId` in the given order, `size` of them. */
export function afterCursor<T extends { id: number }>(items: readonly T[], lastId: number | undefined, size: number) {
  const page = sliceAfterId(items, lastId, size);
  return { items: page.items, total_count: page.totalCount, has_next: page.hasMore, last_id: page.lastId };
}

export { kstMonthWindow } from '../../core/time';
