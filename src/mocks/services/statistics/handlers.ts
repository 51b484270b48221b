/**
 * Statistics service: every answer is computed from the period, the Account-Id business and its
 * posts (numbers.ts), so the same day always shows the same numbers. Defaults from spec 001 §9.
 */
import { implement } from '../../core/implement';
import { writtenDateOf } from '../../core/time';
import type { MockState } from '../../state';
import { csvFile } from '../customer/csv';
import { paginate } from '../customer/paging';
import {
  followTrend,
  impressionMeasure,
  inflowCounts,
  inflowCustomers,
  inflowMeasure,
  inflowRegions,
  postRanking,
  postStatisticDetails,
  statisticDetails,
} from './model';
import { periodOf } from './period';

const postsOf = (state: MockState, accountId: number) =>
  state.statistics.posts.filter((post) => post.accountId === accountId);

export const statisticsHandlers = implement<'statistics', MockState>('statistics', {
  getInflowCounts: ({ query, accountId, now }) => ({
    data: inflowCounts(accountId, periodOf(query, now), query.inflowType ?? 'ALL', now),
  }),

  getInflowCustomers: ({ query, accountId, now }) => ({
    data: inflowCustomers(accountId, periodOf(query, now), query.customerInflowType ?? 'HOME_POST', now),
  }),

  listInflowRegions: ({ state, query, accountId, now }) => {
    const region = state.auth.businessAccounts.find((account) => account.id === accountId)?.region?.name;
    return { data: inflowRegions(accountId, periodOf(query, now), query.inflowType ?? 'ALL', now, region) };
  },

  getStatisticsFollowSummary: ({ query, accountId, now }) => ({
    data: followTrend(accountId, periodOf(query, now), now),
  }),

  listStatisticDetails: ({ query, accountId, now }) => ({
    data: paginate(statisticDetails(accountId, periodOf(query, now), now), query.page, query.size),
  }),

  downloadStatisticDetailCsv: ({ query, accountId, now }) => {
    const period = periodOf(query, now);
    return csvFile(
      `통계상세_${period.startDate}_${period.endDate}.csv`,
      ['날짜', '유입 수', '유입 고객', '게시글 노출', '새 단골', '단골 해제', '쿠폰 받기'],
      statisticDetails(accountId, period, now).map((row) => [
        row.date,
        row.inflowCount,
        row.customerCount,
        row.impressionCount,
        row.followCount,
        row.unfollowCount,
        row.couponClaimCount,
      ]),
    );
  },

  listPostInflowRanking: ({ state, query, accountId, now }) => ({
    data: {
      items: postRanking(
        postsOf(state, accountId),
        periodOf(query, now),
        now,
        query.size ?? 3,
        inflowMeasure(query.inflowType ?? 'ALL'),
      ),
    },
  }),

  listPostImpressionRanking: ({ state, query, accountId, now }) => ({
    data: {
      items: postRanking(
        postsOf(state, accountId),
        periodOf(query, now),
        now,
        query.size ?? 3,
        impressionMeasure(query.impressionType ?? 'POST'),
      ),
    },
  }),

  listPostStatisticDetails: ({ state, query, accountId, now }) => ({
    data: paginate(postStatisticDetails(postsOf(state, accountId), periodOf(query, now), now), query.page, query.size),
  }),

  downloadPostStatisticDetailCsv: ({ state, query, accountId, now }) => {
    const period = periodOf(query, now);
    return csvFile(
      `게시글통계_${period.startDate}_${period.endDate}.csv`,
      ['게시글 제목', '올린 날', '노출 수', '유입 수', '댓글 수', '게시글로 맺은 단골'],
      postStatisticDetails(postsOf(state, accountId), period, now).map((row) => [
        row.title,
        writtenDateOf(row.publishedAt),
        row.impressionCount,
        row.inflowCount,
        row.commentCount,
        row.followCount,
      ]),
    );
  },
});
