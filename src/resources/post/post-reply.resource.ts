/**
 * Replies to a comment (spec 001 §7 `…/comments/{commentId}/subComments`, 10 at a time by
 * `last_id`): shown when a comment's row is opened on the post's page. `{commentId}` is the opened
 * row's comment (the comment list's `expand` binds it); a reply is a comment with `parent_id`.
 */
import { defineResource } from '@/engine/resource/define-resource';
import { messages } from '@/lib/messages';

const text = messages.postComment;

export const postReplyResource = defineResource('post', { scope: { id: 'postId', commentId: 'commentId' } }, (r) => ({
  name: 'postReply',
  label: text.replies,
  editIn: 'drawer',
  routes: {},

  list: r.list('get', '/api/v1/posts/{id}/comments/{commentId}/subComments', {
    columns: [{ field: 'content', primary: true }, { field: 'author.name', title: '작성자' }, 'created_at'],
    emptyText: text.repliesEmpty,
    createLabel: text.replyCreate,
  }),

  // The business answers as itself; the reply's parent is the opened comment.
  create: r.create('post', '/api/v1/posts/{id}/comments', {
    bodyFromRoute: { parent_id: 'commentId' },
    successToast: text.replied,
  }),
}));
