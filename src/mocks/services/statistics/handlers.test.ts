import { describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/openapi/statistics';
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { createSeedState } from '@/mocks/state';
import { dataOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { listedPosts } from '../post/model';
import { kstDateOf, shiftDate } from './period';

type Schemas = components['schemas'];
interface Page<T> {
  items: T[];
  totalCount: number;
  hasNext: boolean;
}

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
/** The last 30 days: the seeded posts were written in them (visits from 홈 피드 게시글 are the posts'). */
const TODAY = kstDateOf(new Date());
const RECENT = { startDate: shiftDate(TODAY, -29), endDate: TODAY };
const INFLOW_TYPES: Schemas['InflowType'][] = ['ALL', 'HOME_POST', 'SEARCH', 'MAP', 'PROFILE', 'COUPON', 'ETC'];

async function csvLines(key: OperationKey, args: OperationArgs): Promise<{ bom: number[]; lines: string[] }> {
  const { data: file } = await callOperation<Blob>(key, args);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bom: [...bytes.slice(0, 3)], lines: new TextDecoder().decode(bytes).trim().split('\r\n') };
}

describe('statistics numbers', () => {
  it('are the same on every call, and for the same world seeded again at the same time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
      mockRuntime.db.reset(() => createSeedState(new Date()));
      const first = await dataOf<Schemas['InflowCounts']>('statistics.getInflowCounts', { query: RECENT });
      expect(await dataOf<Schemas['InflowCounts']>('statistics.getInflowCounts', { query: RECENT })).toEqual(first);
      mockRuntime.db.reset(() => createSeedState(new Date()));
      expect(await dataOf<Schemas['InflowCounts']>('statistics.getInflowCounts', { query: RECENT })).toEqual(first);
      expect(first.totalCount).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows daily inflow for every day, ALL being the sum of the sources, every source present', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const all = await dataOf<Schemas['InflowCounts']>('statistics.getInflowCounts', { query: RECENT });
    expect(all.inflowType).toBe('ALL');
    expect(all.daily).toHaveLength(30);
    expect(all.daily[0]!.date).toBe(RECENT.startDate);
    expect(all.totalCount).toBe(all.daily.reduce((sum, day) => sum + day.count, 0));
    expect(all.byType.map((row) => row.inflowType)).toEqual(INFLOW_TYPES.slice(1));
    expect(all.byType.reduce((sum, row) => sum + row.count, 0)).toBe(all.totalCount);
    for (const type of INFLOW_TYPES.slice(1)) {
      const one = await dataOf<Schemas['InflowCounts']>('statistics.getInflowCounts', {
        query: { ...RECENT, inflowType: type },
      });
      expect(one.totalCount).toBe(all.byType.find((row) => row.inflowType === type)!.count);
      expect(one.totalCount).toBeGreaterThan(0);
    }
  });

  it('defaults to the last 7 days ending today (KST) and counts nothing after today', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const today = kstDateOf(new Date());
    const recent = await dataOf<Schemas['InflowCounts']>('statistics.getInflowCounts');
    expect([recent.startDate, recent.endDate]).toEqual([shiftDate(today, -6), today]);
    const ahead = await dataOf<Schemas['InflowCounts']>('statistics.getInflowCounts', {
      query: { startDate: shiftDate(today, 1), endDate: shiftDate(today, 7) },
    });
    expect(ahead.totalCount).toBe(0);
  });

  it('splits inflow customers into new and returning for every customer inflow type (HOME_POST by default)', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const home = await dataOf<Schemas['InflowCustomers']>('statistics.getInflowCustomers', { query: RECENT });
    expect(home.customerInflowType).toBe('HOME_POST');
    for (const type of ['HOME_POST', 'SEARCH', 'MAP', 'PROFILE', 'COUPON', 'ETC'] as const) {
      const row = await dataOf<Schemas['InflowCustomers']>('statistics.getInflowCustomers', {
        query: { ...RECENT, customerInflowType: type },
      });
      expect(row.totalCount).toBeGreaterThan(0);
      expect(row.newCustomerCount + row.returningCustomerCount).toBe(row.totalCount);
    }
  });

  it('ranks regions with the business’s own neighbourhood first and counts adding up', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const regions = await dataOf<Schemas['InflowRegionListResponse']['data']>('statistics.listInflowRegions', {
      query: OCTOBER,
    });
    expect(regions.items[0]).toMatchObject({ rank: 1, regionName: '망원동' });
    expect(regions.items.reduce((sum, row) => sum + row.count, 0)).toBe(regions.totalCount);
  });

  it('walks the follower count back from today by the daily follows', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const trend = await dataOf<Schemas['FollowTrend']>('statistics.getStatisticsFollowSummary', { query: OCTOBER });
    const [first, second] = trend.daily;
    expect(second!.followerCount).toBe(first!.followerCount + second!.followCount - second!.unfollowCount);
    expect(trend.followerCount).toBe(trend.daily.at(-1)!.followerCount);
  });

  it('pages the daily detail 10 at a time, newest first, and downloads all of it as CSV', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const first = await dataOf<Page<Schemas['StatisticDetail']>>('statistics.listStatisticDetails', { query: OCTOBER });
    expect(first).toMatchObject({ totalCount: 31, hasNext: true });
    expect(first.items.map((row) => row.date).slice(0, 2)).toEqual(['2026-10-31', '2026-10-30']);
    const { bom, lines } = await csvLines('statistics.downloadStatisticDetailCsv', { query: OCTOBER });
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('날짜,유입 수,유입 고객,게시글 노출,새 단골,단골 해제,쿠폰 받기');
    expect(lines).toHaveLength(32);
    const day = first.items[0]!;
    expect(lines[1]).toBe(
      [
        day.date,
        day.inflowCount,
        day.customerCount,
        day.impressionCount,
        day.followCount,
        day.unfollowCount,
        day.couponClaimCount,
      ].join(','),
    );
  });

  it('ranks 3 posts by default, most first, for inflow and for every impression type', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const inflow = await dataOf<{ items: Schemas['PostRank'][] }>('statistics.listPostInflowRanking', {
      query: RECENT,
    });
    expect(inflow.items.map((row) => row.rank)).toEqual([1, 2, 3]);
    const counts = inflow.items.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const total = await dataOf<{ items: Schemas['PostRank'][] }>('statistics.listPostImpressionRanking', {
      query: RECENT,
    });
    expect(total.items).toHaveLength(3);
    for (const type of ['HOME_FEED', 'SEARCH', 'FOLLOWER_NOTIFICATION'] as const) {
      const part = await dataOf<{ items: Schemas['PostRank'][] }>('statistics.listPostImpressionRanking', {
        query: { ...RECENT, impressionType: type },
      });
      // Only posts sent to followers are read as a notification (three this month, read within hours).
      expect(part.items.length).toBeLessThanOrEqual(3);
      for (const row of part.items) expect(row.count).toBeLessThanOrEqual(total.items[0]!.count);
    }
  });

  it('lists post details of the business newest first and downloads them with plain digits', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const posts = listedPosts(mockRuntime.db.state.post, DEMO_ACCOUNT_IDS.active);
    const today = kstDateOf(new Date());
    const period = { startDate: shiftDate(today, -59), endDate: today };
    const page = await dataOf<Page<Schemas['PostStatisticDetail']>>('statistics.listPostStatisticDetails', {
      query: period,
    });
    expect(page.totalCount).toBe(posts.length);
    expect(page.items).toHaveLength(10);
    const { lines } = await csvLines('statistics.downloadPostStatisticDetailCsv', { query: period });
    expect(lines[0]).toBe('게시글 제목,올린 날,노출 수,유입 수,댓글 수,게시글로 맺은 단골');
    expect(lines).toHaveLength(posts.length + 1);
    expect(lines[1]).toMatch(/^[^,]+,\d{4}-\d{2}-\d{2},\d+,\d+,\d+,\d+$/);
  });
});
