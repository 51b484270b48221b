/** Every customer operation answers 200 with a body its schema accepts; each documented error once. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { CustomerState } from './state';

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

const STEPS: Step<CustomerState>[] = [
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
    'customer.updateReviewComment',
    (state) => ({
      path: { reviewId: review(state, true).id, commentId: sellerComment(state).id },
      body: { content: '다시 와 주셔서 고마워요.' },
    }),
  ],
  [
    'customer.deleteReviewComment',
    (state) => ({ path: { reviewId: review(state, true).id, commentId: sellerComment(state).id } }),
  ],
];

describe('customer mock responses', () => {
  expectEveryOperationAnswers('customer', STEPS, { stateOf: () => mockRuntime.db.state.customer, accountId: ACTIVE });

  it('answers the read calls of every demo account by their schemas', async () => {
    for (const accountId of Object.values(DEMO_ACCOUNT_IDS)) {
      asAccount(accountId);
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
    asAccount(ACTIVE);
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
      [
        'customer.updateReviewComment',
        { path: { reviewId: review(state, true).id, commentId: sellerComment(state).id }, body: { content: ' ' } },
        400,
      ],
    ];
    for (const [key, args, expected] of errors) {
      const { status, body } = await answer(key, args);
      expect({ key, status }).toEqual({ key, status: expected });
      expect({ key, problems: await validateResponse(key, status, body) }).toEqual({ key, problems: [] });
    }
  });
});
