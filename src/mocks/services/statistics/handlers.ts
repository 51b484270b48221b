/**
 * Statistics service: every answer is computed from the period, the Account-Id business, its
 * follow rows and its posts (the 단골 and 소식 lists' rows) and numbers.ts for visits, so the same
 * day always shows the same numbers. Defaults from spec 001 §9.
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
  type StatisticsPostRow,
} from './model';
import { periodOf } from './period';
import { followerCountOf } from '../../world/counts';
import { listedPosts, pictureUrlOf } from '../post/model';

/** The account's posts as the 소식 list has them (the same rows), with their comments' times. */
function postsOf(state: MockState, accountId: number): StatisticsPostRow[] {
  return listedPosts(state.post, accountId).map((post) => ({
    id: post.id,
    title: post.title,
    thumbnailUrl: post.picture_ids[0] === undefined ? null : pictureUrlOf(state, post.picture_ids[0]),
    publishedAt: post.created_at,
    commentTimes: state.post.comments
      .filter((comment) => comment.post_id === post.id && comment.status !== 'DELETED')
      .map((comment) => comment.created_at),
  }));
}

/** Every follow row of the account (followers now and those who left): the follow numbers' source. */
const relationsOf = (state: MockState, accountId: number) =>
  state.customer.relations.filter((row) => row.accountId === accountId);

export const statisticsHandlers = implement<'statistics', MockState>('statistics', {
  getInflowCounts: ({ query, accountId, now }) => ({
    data: inflowCounts(accountId, periodOf(query, now), query.inflowType ?? 'ALL', now),
  }),

  getInflowCustomers: ({ state, query, accountId, now }) => {
    const data = inflowCustomers(accountId, periodOf(query, now), query.customerInflowType ?? 'HOME_POST', now);
    // Of the returning customers, the followers: never more than the account has.
    return { data: { ...data, followerCount: Math.min(data.followerCount, followerCountOf(state, accountId)) } };
  },

  listInflowRegions: ({ state, query, accountId, now }) => {
    const region = state.auth.businessAccounts.find((account) => account.id === accountId)?.region?.name;
    return { data: inflowRegions(accountId, periodOf(query, now), query.inflowType ?? 'ALL', now, region) };
  },

  getStatisticsFollowSummary: ({ state, query, accountId, now }) => ({
    data: followTrend(relationsOf(state, accountId), periodOf(query, now), now),
  }),

  listStatisticDetails: ({ state, query, accountId, now }) => ({
    data: paginate(
      statisticDetails(accountId, relationsOf(state, accountId), periodOf(query, now), now),
      query.page,
      query.size,
    ),
  }),

  downloadStatisticDetailCsv: ({ state, query, accountId, now }) => {
    const period = periodOf(query, now);
    return csvFile(
      `통계상세_${period.startDate}_${period.endDate}.csv`,
      ['날짜', '유입 수', '유입 고객', '게시글 노출', '새 단골', '단골 해제', '쿠폰 받기'],
      statisticDetails(accountId, relationsOf(state, accountId), period, now).map((row) => [
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
