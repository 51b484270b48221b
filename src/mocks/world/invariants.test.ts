/**
 * One demo world: every pair of screens that show the same number agrees, for every account of
 * the demo user, right after seeding and after any sequence of what merchants and customers do.
 * Each side is read through the request its screen makes (the msw handlers), never a copy of the
 * formula. Each invariant is named after the two screens.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kstDateOf, shiftDate } from '@/mocks/core/time';
import { mockRuntime } from '@/mocks/node';
import { createSeedState } from '@/mocks/state';
import { completionPercent, profileParts } from '@/api/profile-completeness';
import { answer, dataOf } from '@/mocks/testing/operation-calls';
import { A_NOTICE } from '@/mocks/testing/post-bodies';
import { knownCustomers } from '../services/customer/extra-customers';
import { customerFollows, customerUnfollows } from './follows';
import { patience } from '@/testing/patience';

interface NumberedPage<T> {
  items: T[];
  totalCount: number;
}
interface SnakePage<T> {
  items: T[];
  total_count: number;
}
interface PostItem {
  id: number;
  title: string;
}
interface PostStat {
  postId: number;
  title: string;
}

const ALL = { size: 100 };

/** The accounts the demo user can open (a deleted one answers 404 and has no screens). */
async function openAccounts(): Promise<number[]> {
  const ids = mockRuntime.db.state.auth.businessAccounts.map((account) => account.id);
  const open = await Promise.all(
    ids.map(async (id) =>
      // The call says its account: the stored one is the last of these calls' by the time they are sent.
      (await answer('business-account.getBusinessAccount', { path: { id }, account: String(id) }, id)).status === 200
        ? id
        : 0,
    ),
  );
  return open.filter((id) => id !== 0);
}

/** Every post statistics row and ranking names a post of the 소식 list, by id and title. */
async function postScreens(account: number) {
  const today = kstDateOf(new Date());
  // Long enough for every seeded post (the oldest is 80 days old); a recent would be 4× slower.
  const recent = { startDate: shiftDate(today, -89), endDate: today };
  const posts = await dataOf<SnakePage<PostItem>>('post.listPosts', { query: ALL }, account);
  const details = await dataOf<NumberedPage<PostStat>>(
    'statistics.listPostStatisticDetails',
    { query: { ...recent, size: 100 } },
    account,
  );
  const inflow = await dataOf<{ items: PostStat[] }>('statistics.listPostInflowRanking', { query: recent }, account);
  const impressions = await dataOf<{ items: PostStat[] }>(
    'statistics.listPostImpressionRanking',
    { query: recent },
    account,
  );
  return { posts, details, rankings: [...inflow.items, ...impressions.items] };
}

async function checkWorld(): Promise<void> {
  const accounts = await openAccounts();
  expect(accounts.length).toBeGreaterThanOrEqual(3);
  for (const account of accounts) {
    const followers = await dataOf<NumberedPage<unknown>>('customer.listFollowers', { query: { size: 1 } }, account);
    const trend = await dataOf<{ followerCount: number }>('statistics.getStatisticsFollowSummary', {}, account);
    const summary = await dataOf<{ followerCount: number }>('customer.getCustomerFollowSummary', {}, account);
    const meta = await dataOf<{ followers_count: number }>('post.getFollowerNotificationMeta', {}, account);
    const extra = await dataOf<{ followerCount: number; postCount: number; pricingCount: number; completion: number }>(
      'business-account.getBusinessAccountExtra',
      { path: { id: account } },
      account,
    );
    const profile = await dataOf<{ followerCount: number }>(
      'business-account.getBusinessAccount',
      { path: { id: account } },
      account,
    );
    const where = `account ${account}`;
    expect(trend.followerCount, `단골 목록 total = 통계 단골 수 (${where})`).toBe(followers.totalCount);
    expect(summary.followerCount, `단골 목록 total = 단골 요약 단골 수 (${where})`).toBe(followers.totalCount);
    expect(meta.followers_count, `단골 목록 total = 소식 쓰기 단골 알림 대상 (${where})`).toBe(followers.totalCount);
    expect(extra.followerCount, `단골 목록 total = 프로필 관리 단골 수 (${where})`).toBe(followers.totalCount);
    expect(profile.followerCount, `단골 목록 total = 계정 정보 단골 수 (${where})`).toBe(followers.totalCount);

    const { posts, details, rankings } = await postScreens(account);
    const coupons = await dataOf<SnakePage<unknown>>('coupon.listCouponBoxes', { query: { size: 1 } }, account);
    const available = await dataOf<SnakePage<unknown>>(
      'coupon.listCouponBoxes',
      { query: { validity: 'AVAILABLE', size: 1 } },
      account,
    );
    const parts = profileParts({
      account: profile as Parameters<typeof profileParts>[0]['account'],
      pricingCount: extra.pricingCount,
      postCount: extra.postCount,
      availableCoupons: available.total_count,
    });
    expect(extra.completion, `프로필 정보 완성도 = 프로필 관리 완성도 (${where})`).toBe(completionPercent(parts));
    const quest = await dataOf<{ items: { quest_item_type: string; completed: boolean }[] } | null>(
      'business-account.getQuestInProgress',
      {},
      account,
    );
    for (const item of quest?.items ?? []) {
      if (item.quest_item_type === 'CREATE_COUPON')
        expect(item.completed, `쿠폰 목록 ≠ 0 = 퀘스트 쿠폰 만들기 완료 (${where})`).toBe(coupons.total_count > 0);
      if (item.quest_item_type === 'CREATE_BUSINESS_POST' || item.quest_item_type === 'WRITE_POSTS')
        expect(item.completed, `소식 목록 ≠ 0 = 퀘스트 소식 올리기 완료 (${where})`).toBe(posts.total_count > 0);
    }
    const titles = new Map(posts.items.map((post) => [post.id, post.title]));
    expect(extra.postCount, `소식 목록 total = 프로필 관리 소식 수 (${where})`).toBe(posts.total_count);
    expect(details.totalCount, `소식 목록 total = 게시글 통계 상세 행 수 (${where})`).toBe(posts.total_count);
    for (const row of [...details.items, ...rankings])
      expect(titles.get(row.postId), `게시글 통계 순위 → 소식 목록의 소식 (${where})`).toBe(row.title);

    const commenters = new Set(
      mockRuntime.db.state.post.comments.flatMap((row) =>
        row.author.type === 'USER' && titles.has(row.post_id) ? [row.author.id] : [],
      ),
    );
    for (const customer of commenters) {
      const comments = await dataOf<NumberedPage<PostStat & { postTitle: string }>>(
        'customer.listCustomerComments',
        { path: { id: customer }, query: ALL },
        account,
      );
      for (const row of comments.items)
        expect(titles.get(row.postId), `고객 댓글 → 소식 목록의 소식 (${where})`).toBe(row.postTitle);
    }
  }
}

type Step =
  | { kind: 'follow' | 'unfollow'; account: number; customer: number }
  | {
      kind: 'createPost' | 'deletePost' | 'deleteComment' | 'createCoupon' | 'deleteCoupon';
      account: number;
      pick: number;
    };

const ACCOUNTS = [101, 102, 103];
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('follow' as const, 'unfollow' as const),
    account: fc.constantFrom(...ACCOUNTS),
    customer: fc.nat({ max: knownCustomers.length - 1 }),
  }),
  fc.record({
    kind: fc.constantFrom(
      'createPost' as const,
      'deletePost' as const,
      'deleteComment' as const,
      'createCoupon' as const,
      'deleteCoupon' as const,
    ),
    account: fc.constantFrom(...ACCOUNTS),
    pick: fc.nat({ max: 50 }),
  }),
);

const pickOf = <T>(rows: readonly T[], pick: number): T | undefined => rows[pick % Math.max(1, rows.length)];

/** One step through the request a merchant's screen makes, or a customer's action in the app. */
async function run(step: Step): Promise<void> {
  const state = mockRuntime.db.state;
  const { account } = step;
  if (step.kind === 'follow' || step.kind === 'unfollow') {
    const customer = knownCustomers[step.customer]!.id;
    (step.kind === 'follow' ? customerFollows : customerUnfollows)(state, account, customer, new Date());
    return;
  }
  const livePosts = state.post.posts.filter((row) => row.business_account_id === account && row.status !== 'DELETED');
  const liveCoupons = state.coupon.boxes.filter((box) => box.business_account_id === account && !box.deleted);
  switch (step.kind) {
    case 'createPost':
      await answer('post.createPost', { body: A_NOTICE }, account);
      return;
    case 'deletePost': {
      const post = pickOf(livePosts, step.pick);
      if (post) await answer('post.deletePost', { path: { id: post.id } }, account);
      return;
    }
    case 'deleteComment': {
      const posts = new Set(livePosts.map((post) => post.id));
      const comment = pickOf(
        state.post.comments.filter((row) => posts.has(row.post_id) && row.status !== 'DELETED'),
        step.pick,
      );
      if (comment)
        await answer('post.deletePostComment', { path: { id: comment.post_id, commentId: comment.id } }, account);
      return;
    }
    case 'createCoupon':
      await answer(
        'coupon.createCouponBox',
        {
          body: {
            name: '단골 감사 쿠폰',
            benefit_request: { benefit_type: 'FREE_ITEM', description: '아메리카노 1잔' },
            description: '',
            expires_at: `${new Date().getFullYear() + 1}-01-31T23:59:59+09:00`,
            issued_count: 30,
            event_type: 'NORMAL',
            usage_channel: 'OFFLINE',
          },
        },
        account,
      );
      return;
    case 'deleteCoupon': {
      const coupon = pickOf(liveCoupons, step.pick);
      if (coupon) await answer('coupon.deleteCouponBox', { path: { id: coupon.id } }, account);
      return;
    }
  }
}

describe('one demo world', () => {
  it('shows the same numbers on every pair of screens right after seeding, for every account', async () => {
    await checkWorld();
  });

  it(
    'keeps them equal after any follows, unfollows, posts, comments and coupons',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 6 }), async (steps) => {
          mockRuntime.reset();
          for (const step of steps) await run(step);
          await checkWorld();
        }),
        { numRuns: 8 },
      );
    },
    patience.vitestLongTestMs,
  );

  it('is the same world for the same clock', () => {
    const now = new Date('2026-11-25T03:00:00Z');
    expect(createSeedState(now)).toEqual(createSeedState(now));
  });
});
