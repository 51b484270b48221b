/**
 * Compile-time spec of path bindings (checked by `npm run typecheck`, never run): each
 * `@ts-expect-error` line must stay an error, or tsc fails on the unused directive. The lines
 * without one are the shapes the engine serves: account only, account + record, parent + record,
 * two parents.
 */
import { paths } from '@/config/paths';
import { defineResource } from './define-resource';

/** Account only (`{id}` is `x-bind: account`), and account + record (`{memberId}` is the row). */
export const accountScoped = defineResource('business-account', (r) => ({
  name: 'account-scoped',
  label: '검사',
  routes: { list: paths.administrator.list },
  list: r.list('get', '/api/v2/business_accounts/{id}/members', {
    columns: ['nickname'],
    rowActions: (action) => [
      action('post', '/api/v2/business_accounts/{id}/members/{memberId}/transfer', { label: '넘기기' }),
    ],
  }),
  remove: r.remove('/api/v2/business_account_users/{id}'),
}));

/** Parent + record: `{id}` is the route's :postId, `{commentId}` the row. */
export const parentScoped = defineResource('post', { scope: { id: 'postId' } }, (r) => ({
  name: 'parent-scoped',
  label: '검사',
  routes: {},
  list: r.list('get', '/api/v1/posts/{id}/comments', { columns: ['content'] }),
  create: r.create('post', '/api/v1/posts/{id}/comments'),
  remove: r.remove('/api/v1/posts/{id}/comments/{commentId}'),
  // @ts-expect-error every parameter is bound: no record id is left for a detail
  detail: r.detail('/api/v1/posts/{id}'),
}));

/** Two parents: the post and the comment whose replies are listed. */
export const twoParents = defineResource('post', { scope: { id: 'postId', commentId: 'commentId' } }, (r) => ({
  name: 'two-parents',
  label: '검사',
  routes: {},
  list: r.list('get', '/api/v1/posts/{id}/comments/{commentId}/subComments', { columns: ['content'] }),
}));

export const unbound = defineResource('post', (r) => ({
  name: 'unbound',
  label: '검사',
  routes: {},
  // @ts-expect-error {id} of the comments is not bound: the message says to add scope: { id: '<route param>' }
  list: r.list('get', '/api/v1/posts/{id}/comments', { columns: ['content'] }),
  // @ts-expect-error two parameters are left for one record ({id} and {commentId})
  remove: r.remove('/api/v1/posts/{id}/comments/{commentId}'),
  detail: r.detail('/api/v1/posts/{id}', {
    related: (related) => [
      // @ts-expect-error a related list binds its parent by declaration too
      related('/api/v1/posts/{id}/comments', { title: '댓글', columns: ['content'] }),
      related('/api/v1/posts/{id}/comments', { title: '댓글', columns: ['content'], scope: { id: 'postId' } }),
      // @ts-expect-error a related list's scope names a parameter of its own path
      related('/api/v1/posts/{id}/comments', {
        title: '댓글',
        columns: ['content'],
        scope: { id: 'postId', postId: 'x' },
      }),
    ],
  }),
}));

// @ts-expect-error a misspelt scope key is not a path parameter of the service
export const misspelt = defineResource('post', { scope: { idd: 'postId' } }, () => ({
  name: 'misspelt',
  label: '검사',
  routes: {},
}));
