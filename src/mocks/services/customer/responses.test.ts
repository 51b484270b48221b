/** Every customer operation answers 200 with a body its schema accepts; each documented error once. */
import { describe, expect, it } from 'vitest';
import { ResponseError } from '@/api/errors';
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { operationKeys } from '@/mocks/core/catalog';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { CustomerState } from './state';

type Step = [key: OperationKey, args: (state: CustomerState) => OperationArgs];

const ACTIVE = DEMO_ACCOUNT_IDS.active;
const follower = (state: CustomerState) =>
  state.relations.find((row) => row.accountId === ACTIVE && row.followStatus === 'FOLLOWING')!.customerId;
const review = (state: CustomerState, commented: boolean) =>
  state.reviews.find(
    (row) => row.accountId === ACTIVE && row.comments.some((comment) => comment.role === 'SELLER') === commented,
  )!;
const sellerComment = (state: CustomerState) =>
  review(state, true).comments.find((comment) => comment.role === 'SELLER')!;
const buyerCommented = (state: CustomerState) =>
  state.reviews.find((row) => row.accountId === ACTIVE && row.comments.some((comment) => comment.role === 'BUYER'))!;

const STEPS: Step[] = [
  ['customer.getCustomerFollowSummary', () => ({ query: { startDate: '2026-01-01', endDate: '2026-12-31' } })],
  ['customer.getCustomerProfile', (state) => ({ path: { id: follower(state) } })],
  ['customer.updateCustomerMemo', (state) => ({ path: { id: follower(state) }, body: { memo: '얼음 적게 드세요.' } })],
  ['customer.listCustomerComments', (state) => ({ path: { id: follower(state) }, query: { page: 1, size: 10 } })],
  ['customer.listFollowers', () => ({ query: { page: 1, size: 10, sort: 'VISIT_COUNT' } })],
  ['customer.downloadFollowersCsv', () => ({ query: { bookmarked: true } })],
  ['customer.updateFollowerBookmark', (state) => ({ path: { id: follower(state) }, body: { bookmark: true } })],
  ['customer.listReviews', () => ({ query: { sort: 'MOST_LIKED', commented: false, page: 1, size: 10 } })],
  ['customer.getReviewSummary', () => ({})],
  [
    'customer.createReviewComment',
    (state) => ({ path: { reviewId: review(state, false).id }, body: { content: '찾아 주셔서 감사해요.' } }),
  ],
  [
    'customer.deleteReviewComment',
    (state) => ({ path: { reviewId: review(state, true).id, commentId: sellerComment(state).id } }),
  ],
];

async function answer(key: OperationKey, args: OperationArgs): Promise<{ status: number; body: unknown }> {
  try {
    const { status, data } = await callOperation(key, args);
    return { status, body: data };
  } catch (error) {
    if (error instanceof ResponseError) return { status: error.status, body: error.body };
    throw error;
  }
}

describe('customer mock responses', () => {
  it('covers every customer operation', () => {
    const all = [...operationKeys].filter((key) => key.startsWith('customer.')).sort();
    expect([...new Set(STEPS.map(([key]) => key))].sort()).toEqual(all);
  });

  it('answers every operation with a 200 body its schema accepts', async () => {
    storeBusinessAccountId(ACTIVE);
    for (const [key, args] of STEPS) {
      const { status, body } = await answer(key, args(mockRuntime.db.state.customer));
      expect({ key, status, ...(status === 200 ? {} : { body }) }).toEqual({ key, status: 200 });
      expect({ key, problems: await validateResponse(key, 200, body) }).toEqual({ key, problems: [] });
    }
  });

  it('answers the read calls of every demo account by their schemas', async () => {
    for (const accountId of Object.values(DEMO_ACCOUNT_IDS)) {
      storeBusinessAccountId(accountId);
      for (const key of [
        'customer.getCustomerFollowSummary',
        'customer.listFollowers',
        'customer.listReviews',
        'customer.getReviewSummary',
      ] as const) {
        const { status, body } = await answer(key, {});
        expect({ accountId, key, problems: await validateResponse(key, status, body) }).toEqual({
          accountId,
          key,
          problems: [],
        });
      }
    }
  });

  it('produces each documented error with a valid body', async () => {
    storeBusinessAccountId(ACTIVE);
    const state = mockRuntime.db.state.customer;
    const errors: [OperationKey, OperationArgs, number][] = [
      ['customer.getCustomerFollowSummary', { query: { startDate: '2026-11-20', endDate: '2026-11-01' } }, 400],
      ['customer.getCustomerProfile', { path: { id: 1 } }, 404],
      ['customer.updateFollowerBookmark', { path: { id: 1 }, body: { bookmark: true } }, 404],
      [
        'customer.createReviewComment',
        { path: { reviewId: review(state, true).id }, body: { content: '또 와요' } },
        409,
      ],
      [
        'customer.deleteReviewComment',
        {
          path: {
            reviewId: buyerCommented(state).id,
            commentId: buyerCommented(state).comments.find((comment) => comment.role === 'BUYER')!.id,
          },
        },
        403,
      ],
      ['customer.deleteReviewComment', { path: { reviewId: review(state, true).id, commentId: 1 } }, 404],
    ];
    for (const [key, args, expected] of errors) {
      const { status, body } = await answer(key, args);
      expect({ key, status }).toEqual({ key, status: expected });
      expect({ key, problems: await validateResponse(key, status, body) }).toEqual({ key, problems: [] });
    }
  });
});
