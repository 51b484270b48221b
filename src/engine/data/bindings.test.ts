/**
 * Path parameters bound by declaration (issue 11), for every shape the engine serves: account
 * only, account + record, parent + record, two parents. Binding, the call it makes (path and
 * `Account-Id`), and query keys that tell accounts and parents apart.
 */
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { headerNames } from '@/api/middleware';
import { callOperation, operationKeyOf } from '@/api/operations';
import { operationQueryKey } from '@/api/data/keys';
import { renewKeyPerson, storeBusinessAccountId, storeBusinessUserId } from '@/api/session';
import { mockRuntime, mockServer } from '@/mocks/node';
import { defineResource } from '../resource/define-resource';
import type { MutationActionDef } from '../resource/types';
import { bindArgs, bindOperation, isBound, routeBindings } from './bindings';
import { samePlace } from '@/api/data/queries';

const members = defineResource('business-account', (r) => ({
  name: 'members',
  label: '관리자',
  routes: {},
  list: r.list('get', '/api/v2/business_accounts/{id}/members', {
    columns: ['nickname'],
    rowActions: (action) => [
      action('post', '/api/v2/business_accounts/{id}/members/{memberId}/transfer', { label: '넘기기' }),
    ],
  }),
  remove: r.remove('/api/v2/business_account_users/{id}'),
}));

const comments = defineResource('post', { scope: { id: 'postId' } }, (r) => ({
  name: 'comments',
  label: '댓글',
  routes: {},
  list: r.list('get', '/api/v1/posts/{id}/comments', { columns: ['content'] }),
  create: r.create('post', '/api/v1/posts/{id}/comments'),
  remove: r.remove('/api/v1/posts/{id}/comments/{commentId}'),
}));

const replies = defineResource('post', { scope: { id: 'postId', commentId: 'commentId' } }, (r) => ({
  name: 'replies',
  label: '답글',
  routes: {},
  list: r.list('get', '/api/v1/posts/{id}/comments/{commentId}/subComments', { columns: ['content'] }),
}));

const onPost = (account: string, postId: string, more: Record<string, string> = {}) =>
  routeBindings({ baId: account, postId, ...more });

describe('path bindings', () => {
  it('account only: the list of members is the account’s', () => {
    expect(members.list!.op.bind).toEqual({ id: { from: 'account' } });
    expect(bindArgs(members.list!.op, routeBindings({ baId: '101' }))).toEqual({ account: '101', path: { id: '101' } });
  });

  it('account + record: a transfer names the account and the member', () => {
    const transfer = members.list!.rowActions[0] as MutationActionDef;
    expect(transfer.op.bind).toEqual({ id: { from: 'account' }, memberId: { from: 'record' } });
    expect(bindArgs(transfer.op, routeBindings({ baId: '101' }), 7).path).toEqual({ id: '101', memberId: 7 });
    // A member is removed by their own id: the free parameter is the record.
    expect(bindArgs(members.remove!.op, routeBindings({ baId: '101' }), 7).path).toEqual({ id: 7 });
  });

  it('parent + record: a comment is the post’s (from the route) and its own', () => {
    expect(comments.list!.op.bind).toEqual({ id: { from: 'route', param: 'postId' } });
    expect(bindArgs(comments.create!.op, onPost('101', '5')).path).toEqual({ id: '5' });
    expect(bindArgs(comments.remove!.op, onPost('101', '5'), 31)).toEqual({
      account: '101',
      path: { id: '5', commentId: 31 },
    });
  });

  it('two parents: replies of a comment of a post', () => {
    expect(bindArgs(replies.list!.op, onPost('101', '5', { commentId: '31' })).path).toEqual({
      id: '5',
      commentId: '31',
    });
  });

  it('waits while a bound value is not known (no call without its parent)', () => {
    expect(isBound(bindArgs(comments.list!.op, routeBindings({ baId: '101' })))).toBe(false);
    expect(isBound(bindArgs(comments.list!.op, onPost('101', '5')))).toBe(true);
  });

  it('throws, as the type checker reports, when a parameter is left unbound', () => {
    const key = operationKeyOf('post', 'get', '/api/v1/posts/{id}/comments');
    expect(() => bindOperation(key, {}, 'collection')).toThrow(
      "GET /api/v1/posts/{id}/comments: path parameter {id} is not bound. Bind it to a route parameter with scope: { id: '<route param>' }",
    );
    const remove = operationKeyOf('post', 'delete', '/api/v1/posts/{id}/comments/{commentId}');
    expect(() => bindOperation(remove, {}, 'record')).toThrow('path parameter {id} is not bound');
    expect(() =>
      bindOperation(operationKeyOf('post', 'get', '/api/v1/posts/{id}'), { id: 'postId' }, 'record'),
    ).toThrow('no path parameter is left for the record id');
  });

  it('refuses a scoped resource whose route lacks the bound parameter', () => {
    expect(() =>
      defineResource('post', { scope: { id: 'postId' } }, (r) => ({
        name: 'wrong-route',
        label: '댓글',
        routes: { list: { pattern: '/profile/:baId/comments', href: () => '' } },
        list: r.list('get', '/api/v1/posts/{id}/comments', { columns: ['content'] }),
      })),
    ).toThrow('lacks :postId');
  });
});

describe('query keys carry the bound values', () => {
  it('differ by account and by parent, so switching never shows stale rows', () => {
    const key = (bindings: ReturnType<typeof routeBindings>) =>
      operationQueryKey(comments.list!.op.key, bindArgs(comments.list!.op, bindings));
    storeBusinessUserId(9001);
    renewKeyPerson();
    expect(key(onPost('101', '5'))).toEqual([
      'post',
      'listPostComments',
      { person: '9001', account: '101', path: { id: '5' }, query: {} },
    ]);
    expect(key(onPost('101', '5'))).not.toEqual(key(onPost('101', '6')));
    expect(key(onPost('101', '5'))).not.toEqual(key(onPost('102', '5')));
    const membersKey = (account: string) =>
      operationQueryKey(members.list!.op.key, bindArgs(members.list!.op, routeBindings({ baId: account })));
    expect(membersKey('101')).not.toEqual(membersKey('102'));
  });

  it('let a list keep its rows while its next page loads, never while another account’s or parent’s do', () => {
    const key = (bindings: ReturnType<typeof routeBindings>, page: number) =>
      operationQueryKey(comments.list!.op.key, { ...bindArgs(comments.list!.op, bindings), query: { page } });
    expect(samePlace(key(onPost('101', '5'), 1), key(onPost('101', '5'), 2))).toBe(true);
    expect(samePlace(key(onPost('101', '5'), 1), key(onPost('101', '6'), 1))).toBe(false);
    expect(samePlace(key(onPost('101', '5'), 1), key(onPost('102', '5'), 1))).toBe(false);
  });

  it('never call a hand-made key the same place, whatever it holds (fail closed)', () => {
    const made = operationQueryKey('coupon.listCouponBoxes', { account: '101' });
    expect(samePlace(['commerce', 'OrdersByStoreCursor', '101'], ['commerce', 'OrdersByStoreCursor', '102'])).toBe(
      false,
    );
    expect(samePlace(['coupon', 'listCouponBoxes', { baId: '101' }], made)).toBe(false);
    expect(samePlace(made, ['coupon', 'listCouponBoxes', { account: '101' }])).toBe(false);
  });

  it('keep one person’s rows from standing in for another’s on the same account', () => {
    storeBusinessUserId(9001);
    renewKeyPerson();
    const first = operationQueryKey('coupon.listCouponBoxes', { account: '101', query: { page: 1 } });
    storeBusinessUserId(9002);
    renewKeyPerson();
    const second = operationQueryKey('coupon.listCouponBoxes', { account: '101', query: { page: 2 } });
    expect(first[2].person).toBe('9001');
    expect(samePlace(first, second)).toBe(false);
  });

  it('leave the account out for services without account headers', () => {
    expect(operationQueryKey('config.getRemoteConfig', { account: '101' })[2].account).toBeNull();
  });
});

describe('the call for an account', () => {
  it('fills the account-bound path parameter and the Account-Id header from the account given, not storage', async () => {
    storeBusinessAccountId(102);
    const seen: { url?: string; account?: string | null } = {};
    mockServer.use(
      http.all(
        ({ request }) => request.url.includes('/members'),
        ({ request }) => {
          seen.url = new URL(request.url).pathname;
          seen.account = request.headers.get(headerNames.accountId);
        },
      ),
    );
    const { status, data } = await callOperation<{ data: { items: { nickname: string }[] } }>(
      'business-account.listBusinessAccountMembers',
      { account: '101' },
    );
    expect(status).toBe(200);
    expect(seen).toEqual({ url: '/api/v2/business_accounts/101/members', account: '101' });
    expect(data.data.items.map((member) => member.nickname)).toContain('이매니저');
    expect(mockRuntime.faults.calls().at(-1)?.operation).toBe('business-account.listBusinessAccountMembers');
  });
});

describe('path parameters read from the row', () => {
  const reviews = defineResource('customer', (r) => ({
    name: 'reviews',
    label: '리뷰',
    routes: {},
    list: r.list('get', '/api/v1/business_accounts/reviews', {
      columns: ['content'],
      rowActions: (action) => [
        action('delete', '/api/v1/business_accounts/reviews/{reviewId}/comments/{commentId}', {
          label: '답글 삭제',
          params: { commentId: (review) => review.businessComment?.id },
        }),
      ],
    }),
  }));

  it('binds the record id and the row’s own value (a review and its answer)', () => {
    const remove = reviews.list!.rowActions[0] as MutationActionDef;
    expect(remove.op.bind.reviewId).toEqual({ from: 'record' });
    expect(remove.op.bind.commentId?.from).toBe('row');
    const row = { id: 4, businessComment: { id: 91 } };
    expect(bindArgs(remove.op, routeBindings({ baId: '101' }), 4, row).path).toEqual({ reviewId: 4, commentId: 91 });
    // Without its row the call waits rather than guessing.
    expect(isBound(bindArgs(remove.op, routeBindings({ baId: '101' }), 4))).toBe(false);
  });

  it('refuses a row parameter that is not a path parameter', () => {
    const key = operationKeyOf(
      'customer',
      'delete',
      '/api/v1/business_accounts/reviews/{reviewId}/comments/{commentId}',
    );
    expect(() => bindOperation(key, {}, 'record', { commentId: () => 1, nope: () => 2 })).toThrow(
      'params.nope is not a path parameter',
    );
  });
});
