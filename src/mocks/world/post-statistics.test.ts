/**
 * 게시글 통계 in the one demo world (issue 40): every figure is counted from rows that exist, so each
 * post was opened (유입) at most as often as it was shown (노출), the posts together never have more
 * than 통계 shows for the same days, their 맺은 단골 are followers of the 단골 list, their 댓글 수 is the
 * post list's and their 유입 since they were posted is the post list's 조회. Each side is read through
 * the request its screen makes; the expectations are sums over those answers' rows, made here.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kstDateOf, shiftDate } from '@/mocks/core/time';
import { mockRuntime } from '@/mocks/node';
import { answer, dataOf } from '@/mocks/testing/operation-calls';
import { A_NOTICE, aVote } from '@/mocks/testing/post-bodies';
import { patience } from '@/testing/patience';
import { knownCustomers } from '../services/customer/extra-customers';
import { customerFollows, customerUnfollows } from './follows';

interface PostStat {
  postId: number;
  title: string;
  publishedAt: string;
  impressionCount: number;
  inflowCount: number;
  commentCount: number;
  followCount: number;
}
interface ListedPost {
  id: number;
  comment_count: number;
  view_count: number;
}
type Period = {
  startDate: string;
  endDate: string;
};

const ACCOUNTS = [101, 102, 103];
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The last 7, 30 and 90 days, and three weeks that ended twenty days ago. */
function periods() {
  const today = kstDateOf(new Date());
  const ending = (endDate: string, days: number): Period => ({ startDate: shiftDate(endDate, 1 - days), endDate });
  return {
    week: ending(today, 7),
    month: ending(today, 30),
    quarter: ending(today, 90),
    past: ending(shiftDate(today, -20), 21),
  };
}

async function checkPeriod(account: number, period: Period, routes: boolean): Promise<void> {
  const where = `account ${account}, ${period.startDate}~${period.endDate}`;
  const today = kstDateOf(new Date());
  const query = { ...period, size: 100 };
  const rows = (await dataOf<{ items: PostStat[] }>('statistics.listPostStatisticDetails', { query }, account)).items;
  const inflow = await dataOf<{ totalCount: number }>('statistics.getInflowCounts', { query: period }, account);
  const days = await dataOf<{ items: { impressionCount: number }[] }>(
    'statistics.listStatisticDetails',
    { query },
    account,
  );
  const follows = await dataOf<{ followCount: number }>(
    'statistics.getStatisticsFollowSummary',
    { query: period },
    account,
  );
  const followers = await dataOf<{ items: { followedAt: string }[] }>(
    'customer.listFollowers',
    { query: { size: 100 } },
    account,
  );
  const posts = await dataOf<{ items: ListedPost[] }>('post.listPosts', { query: { size: 100 } }, account);
  const listed = new Map(posts.items.map((post) => [post.id, post]));

  for (const row of rows) {
    const post = listed.get(row.postId)!;
    expect(row.inflowCount, `유입 ≤ 노출: ${row.title} (${where})`).toBeLessThanOrEqual(row.impressionCount);
    if (period.endDate === today)
      expect(row.commentCount, `게시글 통계 댓글 수 = 소식 목록 댓글: ${row.title} (${where})`).toBe(
        post.comment_count,
      );
    if (kstDateOf(row.publishedAt) >= period.startDate && period.endDate === today)
      expect(row.inflowCount, `게시글 통계 유입 (올린 날부터) = 소식 목록 조회: ${row.title} (${where})`).toBe(
        post.view_count,
      );
  }
  const visits = sum(rows.map((row) => row.inflowCount));
  expect(visits, `게시글 유입의 합 ≤ 통계 유입 수 (${where})`).toBeLessThanOrEqual(inflow.totalCount);
  const shown = sum(rows.map((row) => row.impressionCount));
  const shownByDay = sum(days.items.map((day) => day.impressionCount));
  expect(shown, `게시글 노출의 합 ≤ 통계 날짜별 게시글 노출의 합 (${where})`).toBeLessThanOrEqual(shownByDay);
  const won = sum(rows.map((row) => row.followCount));
  expect(won, `맺은 단골의 합 ≤ 통계 새 단골 (${where})`).toBeLessThanOrEqual(follows.followCount);
  const inPeriod = followers.items.filter((row) => {
    const date = kstDateOf(row.followedAt);
    return date >= period.startDate && date <= period.endDate;
  });
  expect(won, `맺은 단골의 합 ≤ 이 기간에 단골을 맺은 단골 목록의 고객 (${where})`).toBeLessThanOrEqual(
    inPeriod.length,
  );

  if (!routes) return;
  // Each route's visits through posts (the ranking of every post, at most 20 here) ≤ that route's 유입 수.
  for (const inflowType of ['HOME_POST', 'SEARCH', 'ETC'] as const) {
    const ranking = await dataOf<{ items: { count: number }[] }>(
      'statistics.listPostInflowRanking',
      { query: { ...period, inflowType, size: 20 } },
      account,
    );
    const route = await dataOf<{ totalCount: number }>(
      'statistics.getInflowCounts',
      { query: { ...period, inflowType } },
      account,
    );
    expect(
      sum(ranking.items.map((row) => row.count)),
      `${inflowType} 게시글 유입 ≤ 통계 (${where})`,
    ).toBeLessThanOrEqual(route.totalCount);
  }
}

/** Every period and route after seeding; after random actions, the last 7 and 90 days (the suite's time). */
async function checkAccount(account: number, { thorough }: { thorough: boolean }): Promise<void> {
  const { week, month, quarter, past } = periods();
  for (const period of thorough ? [week, month, quarter, past] : [week, quarter])
    await checkPeriod(account, period, thorough);
}

type Step =
  | { kind: 'follow' | 'followFromPost' | 'unfollow'; account: number; customer: number; pick: number }
  | { kind: 'createPost' | 'hidePost' | 'unhidePost' | 'deletePost' | 'comment'; account: number; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('follow' as const, 'followFromPost' as const, 'unfollow' as const),
    account: fc.constantFrom(...ACCOUNTS),
    customer: fc.nat({ max: knownCustomers.length - 1 }),
    pick: fc.nat({ max: 50 }),
  }),
  fc.record({
    kind: fc.constantFrom(
      'createPost' as const,
      'hidePost' as const,
      'unhidePost' as const,
      'deletePost' as const,
      'comment' as const,
    ),
    account: fc.constantFrom(...ACCOUNTS),
    pick: fc.nat({ max: 50 }),
  }),
);

async function run(step: Step): Promise<void> {
  const state = mockRuntime.db.state;
  const { account } = step;
  const live = state.post.posts.filter((row) => row.business_account_id === account && row.status !== 'DELETED');
  const post = live[step.pick % Math.max(1, live.length)];
  switch (step.kind) {
    case 'follow':
    case 'followFromPost':
    case 'unfollow': {
      const customer = knownCustomers[step.customer]!.id;
      if (step.kind === 'unfollow') customerUnfollows(state, account, customer, new Date());
      else
        customerFollows(
          state,
          account,
          customer,
          new Date(),
          step.kind === 'followFromPost' ? (post?.id ?? null) : null,
        );
      return;
    }
    case 'createPost':
      await answer('post.createPost', { body: A_NOTICE }, account);
      return;
    case 'comment':
      if (post)
        await answer('post.createPostComment', { path: { id: post.id }, body: { content: '고마워요.' } }, account);
      return;
    default:
      if (post) await answer(`post.${step.kind}`, { path: { id: post.id } }, account);
  }
}

describe('post statistics in the demo world', () => {
  // Today's figures grow by the minute: every screen of a check reads the same instant.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count what happened to each post, within 통계 and the 단골 list, right after seeding', async () => {
    for (const account of ACCOUNTS) await checkAccount(account, { thorough: true });
  });

  it(
    'still do after follows (from a post too), posts written, hidden, shown again and deleted, and comments',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 6 }), async (steps) => {
          mockRuntime.reset();
          for (const step of steps) await run(step);
          for (const account of new Set(steps.map((step) => step.account)))
            await checkAccount(account, { thorough: false });
        }),
        { numRuns: 6 },
      );
    },
    patience.vitestLongTestMs,
  );

  it('start at zero for a vote written a minute ago and only grow while it is shown', async () => {
    const written = Date.parse('2026-11-25T03:00:00Z');
    vi.setSystemTime(written);
    mockRuntime.reset();
    const created = await dataOf<{ id: number }>('post.createPost', { body: aVote('연말 디저트 투표') }, 101);
    const figuresAt = async (minutes: number) => {
      vi.setSystemTime(written + minutes * 60_000);
      const today = kstDateOf(new Date());
      const query = { startDate: shiftDate(today, -6), endDate: today, size: 100 };
      const rows = (await dataOf<{ items: PostStat[] }>('statistics.listPostStatisticDetails', { query }, 101)).items;
      const row = rows.find((item) => item.postId === created.id)!;
      const listed = await dataOf<ListedPost>('post.getPost', { path: { id: created.id } }, 101);
      return { ...row, views: listed.view_count, comments: listed.comment_count };
    };

    expect(await figuresAt(1)).toMatchObject({
      impressionCount: 0,
      inflowCount: 0,
      commentCount: 0,
      followCount: 0,
      views: 0,
      comments: 0,
    });
    const hour = await figuresAt(60);
    const day = await figuresAt(24 * 60);
    expect(hour.impressionCount).toBeGreaterThan(0);
    expect(day.impressionCount).toBeGreaterThan(hour.impressionCount);
    expect(day.inflowCount).toBeGreaterThanOrEqual(hour.inflowCount);
    expect(day.inflowCount).toBeLessThanOrEqual(day.impressionCount);

    // Hidden for a day, it gains nothing in that day.
    await answer('post.hidePost', { path: { id: created.id } }, 101);
    const hidden = await figuresAt(48 * 60);
    expect(hidden).toMatchObject({ impressionCount: day.impressionCount, inflowCount: day.inflowCount });
  });
});
