/**
 * Comments of a post (spec 001 §7 Posts): a nested resource, shown under the post on its detail
 * page. Every call's `{id}` is the post, bound from the route's `:postId`; a comment's own id is the
 * record id. Replies (`…/comments/{commentId}/subComments`) are not listed yet.
 */
import { defineResource } from '@/engine/resource/define-resource';
import { messages } from '@/lib/messages';

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
  }),

  // A comment of the business account; replying to one (parent_id) is another screen's job.
  create: r.create('post', '/api/v1/posts/{id}/comments', {
    omit: ['parent_id'],
    successToast: messages.postComment.created,
  }),

  remove: r.remove('/api/v1/posts/{id}/comments/{commentId}'),
}));
