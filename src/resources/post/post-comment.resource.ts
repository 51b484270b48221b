/**
 * Comments of a post (spec 001 §7 Posts): a nested resource, shown under the post on its detail
 * page. Every call's `{id}` is the post, bound from the route's `:postId`; a comment's own id is the
 * record id. Each comment opens to show its replies and answer it (post-reply.resource.ts).
 */
import { defineResource } from '@/engine/resource/define-resource';
import { formatNumber } from '@/lib/format';
import { messages } from '@/lib/messages';
import { postReplyResource } from './post-reply.resource';

export const postCommentResource = defineResource('post', { scope: { id: 'postId' } }, (r) => ({
  name: 'postComment',
  label: '댓글',
  editIn: 'drawer',
  routes: {},

  // Spec 001 §9: 10 comments at a time.
  list: r.list('get', '/api/v1/posts/{id}/comments', {
    columns: [
      { field: 'content', primary: true },
      { field: 'author.name', title: '작성자' },
      'sub_comment_count',
      'created_at',
    ],
    emptyText: messages.postComment.empty,
    createLabel: messages.postComment.create,
    expand: {
      resource: postReplyResource,
      title: messages.postComment.replies,
      param: 'commentId',
      label: (comment) => messages.postComment.repliesOf(formatNumber(comment.sub_comment_count)),
    },
  }),

  // A comment of the business account; a reply (parent_id) is written in the opened comment's replies.
  create: r.create('post', '/api/v1/posts/{id}/comments', {
    omit: ['parent_id'],
    successToast: messages.postComment.created,
  }),

  remove: r.remove('/api/v1/posts/{id}/comments/{commentId}'),
}));
