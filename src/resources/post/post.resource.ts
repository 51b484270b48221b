/**
 * Posts (소식) of a business account (spec 001 §2, §4, §7; /profile/{baId}/post…): the list, and
 * a post's detail with hide/unhide and its comments (a nested resource, post-comment.resource.ts).
 * Writing and editing posts happen in the post editor (not through the engine yet).
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { messages } from '@/lib/messages';
import { postCommentResource } from './post-comment.resource';

const text = messages.post;

export const postResource = defineResource('post', (r) => ({
  name: 'post',
  label: '소식',
  routeParam: 'postId',
  routes: { list: paths.post.list, detail: paths.post.detail },

  list: r.list('get', '/api/v1/posts/offset', {
    columns: [{ field: 'title', primary: true }, 'status', 'comment_count', 'view_count', 'created_at'],
    emptyText: text.empty,
  }),

  detail: r.detail('/api/v1/posts/{id}', {
    fields: ['title', 'status', 'content', 'comment_count', 'view_count', 'interest_count', 'created_at', 'updated_at'],
    actions: (action) => [
      action('put', '/api/v1/posts/{id}/hide', {
        label: text.hide,
        visible: (post) => post.status === 'ACTIVE',
        successToast: text.hidden,
      }),
      action('put', '/api/v1/posts/{id}/unhide', {
        label: text.unhide,
        visible: (post) => post.status === 'INACTIVE',
        successToast: text.unhidden,
      }),
    ],
    related: (related) => [related(postCommentResource, { title: text.comments })],
  }),
}));
