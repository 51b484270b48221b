/**
 * Statistics service: every answer is computed from the period, the Account-Id business and its
 * rows: its posts and who read them (post-reach.ts), its follow rows (the 단골 list's) and the visits
 * without a post (numbers.ts), so the same world at the same time always shows the same numbers.
 * Defaults from spec 001 §9.
 */
import { implement } from '../../core/implement';
import { writtenDateOf } from '../../core/time';
import type { MockState } from '../../state';
import { csvFile } from '../customer/csv';
import { paginate } from '../customer/paging';
import { followTrend, inflowCounts, inflowCustomers, inflowRegions, statisticDetails } from './model';
import {
  impressionMeasure,
  inflowMeasure,
  postRanking,
  postStatisticDetails,
  type StatisticsPostRow,
} from './post-model';
import { periodOf } from './period';
import { followerCountOf } from '../../world/counts';
import { accountReachOf, reachOf } from '../../world/post-readers';
import { listedPosts, liveComments, pictureUrlOf } from '../post/model';

/** Every follow row of the account (followers now and those who left): the follow numbers' source. */
const relationsOf = (state: MockState, accountId: number) =>
  state.customer.relations.filter((row) => row.accountId === accountId);

/** The account's posts as the 소식 list has them (the same rows), with their readers, comments and follows. */
function postsOf(state: MockState, accountId: number): StatisticsPostRow[] {
  const relations = relationsOf(state, accountId);
  return listedPosts(state.post, accountId).map((post) => ({
    id: post.id,
    title: post.title,
    thumbnailUrl: post.picture_ids[0] === undefined ? null : pictureUrlOf(state, post.picture_ids[0]),
    publishedAt: post.created_at,
    reach: reachOf(state, post),
    commentTimes: liveComments(state.post, post.id).map((comment) => comment.created_at),
    followTimes: relations.flatMap((row) =>
      row.followStatus === 'FOLLOWING' && row.followedPostId === post.id && row.followedAt ? [row.followedAt] : [],
    ),
  }));
}

export const statisticsHandlers = implement<'statistics', MockState>('statistics', {
  getInflowCounts: ({ state, query, accountId, now }) => ({
    data: inflowCounts(accountReachOf(state, accountId, now), periodOf(query, now), query.inflowType ?? 'ALL'),
  }),

  getInflowCustomers: ({ state, query, accountId, now }) => {
    const reach = accountReachOf(state, accountId, now);
    const data = inflowCustomers(reach, periodOf(query, now), query.customerInflowType ?? 'HOME_POST');
    // Of the returning customers, the followers: never more than the account has.
    return { data: { ...data, followerCount: Math.min(data.followerCount, followerCountOf(state, accountId)) } };
  },

  listInflowRegions: ({ state, query, accountId, now }) => {
    const region = state.auth.businessAccounts.find((account) => account.id === accountId)?.region?.name;
    const reach = accountReachOf(state, accountId, now);
    return { data: inflowRegions(reach, periodOf(query, now), query.inflowType ?? 'ALL', region) };
  },

  getStatisticsFollowSummary: ({ state, query, accountId, now }) => ({
    data: followTrend(relationsOf(state, accountId), periodOf(query, now), now),
  }),

  listStatisticDetails: ({ state, query, accountId, now }) => ({
    data: paginate(
      statisticDetails(accountReachOf(state, accountId, now), relationsOf(state, accountId), periodOf(query, now)),
      query.page,
      query.size,
    ),
  }),

  downloadStatisticDetailCsv: ({ state, query, accountId, now }) => {
    const period = periodOf(query, now);
    return csvFile(
      `통계상세_${period.startDate}_${period.endDate}.csv`,
      ['날짜', '유입 수', '유입 고객', '게시글 노출', '새 단골', '단골 해제', '쿠폰 받기'],
      statisticDetails(accountReachOf(state, accountId, now), relationsOf(state, accountId), period).map((row) => [
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
