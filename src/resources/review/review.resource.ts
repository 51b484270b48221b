/**
 * Reviews of a business account (spec 001 §2–§4; /profile/{baId}/review): newest or most liked,
 * filtered by answer and by attachment kind, with the uncommented count above the list. The owner
 * answers a review in a form (one answer a review), corrects the answer in the same form and deletes
 * it; answering lowers the uncommented count and deleting raises it (§4) — the count is the
 * server's, re-read after each.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import type { ListItemOf } from '@/engine/resource/typing';
import { formatNumber } from '@/lib/format';
import { profileInfoMessages } from '@/lib/profile-info-messages';
import { answeredReview, reviewCell, ratingCell, averageRating, replyCell } from './review-cells';

const text = profileInfoMessages.review;

export type Review = ListItemOf<'customer', 'get', '/api/v1/business_accounts/reviews'>;

export const reviewResource = defineResource('customer', (r) => ({
  name: 'review',
  label: text.label,
  routes: { list: paths.profileInfo.review },

  list: r.list('get', '/api/v1/business_accounts/reviews', {
    title: text.title,
    columns: [
      { field: 'author.nickname', title: '작성자', primary: true },
      { field: 'rating', render: (value) => ratingCell(value) },
      { field: 'content', title: '리뷰', render: (_value, review) => reviewCell(review) },
      'likeCount',
      { field: 'businessComment.content', title: text.myReply, render: (value) => replyCell(value) },
      'createdAt',
    ],
    filters: ['sort', 'commented', 'mediaType'],
    summary: ({ data: { summary } }) => [
      { label: text.total, value: text.count(formatNumber(summary.totalCount)) },
      { label: text.uncommented, value: text.count(formatNumber(summary.uncommentedCount)) },
      { label: text.average, value: averageRating(summary.averageRating) },
    ],
    rowActions: (action) => [
      action('post', '/api/v1/business_accounts/reviews/{reviewId}/comments', {
        label: text.reply,
        visible: (review) => review.businessComment === null,
        form: { title: text.replyTitle, context: answeredReview },
        successToast: text.replied,
      }),
      action('put', '/api/v1/business_accounts/reviews/{reviewId}/comments/{commentId}', {
        label: text.editReply,
        params: { commentId: (review) => review.businessComment?.id },
        visible: (review) => review.businessComment !== null,
        form: {
          title: text.editReplyTitle,
          context: answeredReview,
          submitLabel: '저장',
          initial: (review) => ({ content: review.businessComment?.content ?? '' }),
        },
        successToast: text.replyEdited,
      }),
      action('delete', '/api/v1/business_accounts/reviews/{reviewId}/comments/{commentId}', {
        label: text.deleteReply,
        params: { commentId: (review) => review.businessComment?.id },
        visible: (review) => review.businessComment !== null,
        confirm: { title: text.deleteReplyTitle, body: text.deleteReplyBody, ok: text.deleteReply, danger: true },
        successToast: text.replyDeleted,
        danger: true,
      }),
    ],
    emptyText: text.empty,
  }),
}));
