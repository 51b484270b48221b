/** The statistics answers, composed from the deterministic daily numbers; days after today count 0. */
import type { components } from '@generated/openapi/statistics';
import { regionsAround } from './regions';
import {
  couponClaimsOf,
  customersOf,
  inflowOf,
  postFollowsOf,
  postImpressionsOf,
  postInflowOf,
  SOURCE_INFLOW_TYPES,
  unitHash,
} from './numbers';
import { datesBetween, kstDateOf, shiftDate, type Period } from './period';
import type { CustomerRelationRow } from '../customer/state';

/** A post as the statistics count it: one of the account's posts (the 소식 list's rows). */
export interface StatisticsPostRow {
  id: number;
  title: string;
  thumbnailUrl: string | null;
  publishedAt: string;
  /** When each of its comments was written: the comments counted per day. */
  commentTimes: readonly string[];
}

type Schemas = components['schemas'];

/** A per-date measure that is 0 for dates that have not happened yet. */
function upToToday<T extends unknown[]>(today: string, measure: (date: string, ...rest: T) => number) {
  return (date: string, ...rest: T) => (date > today ? 0 : measure(date, ...rest));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function inflowCounts(
  accountId: number,
  period: Period,
  inflowType: Schemas['InflowType'],
  now: Date,
): Schemas['InflowCounts'] {
  const inflow = upToToday(kstDateOf(now), (date: string, type: Schemas['InflowType']) =>
    inflowOf(accountId, date, type),
  );
  const daily = period.dates.map((date) => ({ date, count: inflow(date, inflowType) }));
  const previous = datesBetween(shiftDate(period.startDate, -period.dates.length), shiftDate(period.startDate, -1));
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    inflowType,
    totalCount: sum(daily.map((day) => day.count)),
    previousTotalCount: sum(previous.map((date) => inflow(date, inflowType))),
    daily,
    byType: SOURCE_INFLOW_TYPES.map((type) => ({
      inflowType: type,
      count: sum(period.dates.map((date) => inflow(date, type))),
    })),
  };
}

export function inflowCustomers(
  accountId: number,
  period: Period,
  customerInflowType: Schemas['CustomerInflowType'],
  now: Date,
): Schemas['InflowCustomers'] {
  const customers = upToToday(kstDateOf(now), (date: string) => customersOf(accountId, date, customerInflowType));
  const daily = period.dates.map((date) => ({ date, count: customers(date) }));
  const totalCount = sum(daily.map((day) => day.count));
  const newCustomerCount = Math.round(totalCount * (0.35 + 0.2 * unitHash(`${accountId}:new:${period.startDate}`)));
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    customerInflowType,
    totalCount,
    newCustomerCount,
    returningCustomerCount: totalCount - newCustomerCount,
    followerCount: Math.round((totalCount - newCustomerCount) * 0.6),
    daily,
  };
}

const TOP_REGIONS = 10;

/** The account's own neighbourhood first, then its neighbours; past the top ten goes to 기타. */
export function inflowRegions(
  accountId: number,
  period: Period,
  inflowType: Schemas['InflowType'],
  now: Date,
  ownRegion: string | undefined,
): Schemas['InflowRegionListResponse']['data'] {
  const inflow = upToToday(kstDateOf(now), (date: string) => inflowOf(accountId, date, inflowType));
  const totalCount = sum(period.dates.map((date) => inflow(date)));
  const regions = regionsAround(ownRegion);
  const weights = regions.map(
    (region, index) => (index === 0 ? 6 : 1 / index) * (0.6 + unitHash(`${accountId}:${region}:${period.startDate}`)),
  );
  const weightSum = sum(weights);
  const counts = weights.map((weight) => Math.floor((totalCount * weight) / weightSum));
  const named = regions
    .map((regionName, index) => ({ regionName, count: counts[index]! }))
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP_REGIONS);
  const rest = totalCount - sum(named.map((row) => row.count));
  const rows = totalCount === 0 ? [] : rest > 0 ? [...named, { regionName: '기타', count: rest }] : named;
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    totalCount,
    items: rows.map((row, index) => ({
      rank: index + 1,
      ...row,
      ratio: Math.round((row.count / totalCount) * 1000) / 10,
    })),
  };
}

/**
 * Whether a customer followed the business at the end of a KST date: a follower since their
 * (latest) follow, one who left until they left. The status decides, so today's count is the list's.
 */
function followingOn(relation: CustomerRelationRow, date: string): boolean {
  if (!relation.followedAt || kstDateOf(relation.followedAt) > date) return false;
  if (relation.followStatus === 'FOLLOWING') return true;
  return (
    relation.followStatus === 'UNFOLLOWED' && relation.unfollowedAt !== null && kstDateOf(relation.unfollowedAt) > date
  );
}

/** Follows and unfollows of a KST date, from the follow rows. */
export function followsOn(relations: readonly CustomerRelationRow[], date: string) {
  return {
    follow: relations.filter((row) => row.followedAt !== null && kstDateOf(row.followedAt) === date).length,
    unfollow: relations.filter((row) => row.unfollowedAt !== null && kstDateOf(row.unfollowedAt) === date).length,
  };
}

/** Followers at the end of each day, counted from the account's follow rows (today's is the 단골 list's total). */
export function followTrend(
  relations: readonly CustomerRelationRow[],
  period: Period,
  now: Date,
): Schemas['FollowTrend'] {
  const today = kstDateOf(now);
  const daily = period.dates.map((date) => {
    const { follow, unfollow } = date > today ? { follow: 0, unfollow: 0 } : followsOn(relations, date);
    const day = date > today ? today : date;
    return {
      date,
      followCount: follow,
      unfollowCount: unfollow,
      followerCount: relations.filter((row) => followingOn(row, day)).length,
    };
  });
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    followerCount: daily.at(-1)?.followerCount ?? 0,
    followCount: sum(daily.map((day) => day.followCount)),
    unfollowCount: sum(daily.map((day) => day.unfollowCount)),
    daily,
  };
}

/** One row a day, newest first. */
export function statisticDetails(
  accountId: number,
  relations: readonly CustomerRelationRow[],
  period: Period,
  now: Date,
): Schemas['StatisticDetail'][] {
  const today = kstDateOf(now);
  return [...period.dates].reverse().map((date) => {
    const happened = date <= today;
    const follows = happened ? followsOn(relations, date) : { follow: 0, unfollow: 0 };
    const inflowCount = happened ? inflowOf(accountId, date, 'ALL') : 0;
    return {
      date,
      inflowCount,
      customerCount: happened ? sum(SOURCE_INFLOW_TYPES.map((type) => customersOf(accountId, date, type))) : 0,
      impressionCount: Math.round(inflowCount * (7 + 3 * unitHash(`${accountId}:impressions:${date}`))),
      followCount: follows.follow,
      unfollowCount: follows.unfollow,
      couponClaimCount: happened ? couponClaimsOf(accountId, date) : 0,
    };
  });
}

interface PostMeasure {
  (postId: number, publishedDate: string, date: string, post: StatisticsPostRow): number;
}

function postTotal(post: StatisticsPostRow, period: Period, today: string, measure: PostMeasure): number {
  const published = kstDateOf(new Date(post.publishedAt));
  return sum(period.dates.filter((date) => date <= today).map((date) => measure(post.id, published, date, post)));
}

/** The post's comments written on the date (the comment rows). */
const commentMeasure: PostMeasure = (_id, _published, date, post) =>
  post.commentTimes.filter((time) => kstDateOf(time) === date).length;

/** The top posts by a measure over the period; posts with nothing counted are left out. */
export function postRanking(
  posts: readonly StatisticsPostRow[],
  period: Period,
  now: Date,
  size: number,
  measure: PostMeasure,
): Schemas['PostRank'][] {
  const today = kstDateOf(now);
  return posts
    .map((post) => ({ post, count: postTotal(post, period, today, measure) }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || Date.parse(b.post.publishedAt) - Date.parse(a.post.publishedAt))
    .slice(0, size)
    .map(({ post, count }, index) => ({
      rank: index + 1,
      postId: post.id,
      title: post.title,
      thumbnailUrl: post.thumbnailUrl,
      publishedAt: post.publishedAt,
      count,
    }));
}

export const impressionMeasure =
  (type: Schemas['ImpressionType']): PostMeasure =>
  (postId, published, date) =>
    postImpressionsOf(postId, published, date, type);

export const inflowMeasure =
  (type: Schemas['InflowType']): PostMeasure =>
  (postId, published, date) =>
    postInflowOf(postId, published, date, type);

/** Posts published by the end of the period, newest first. */
export function postStatisticDetails(
  posts: readonly StatisticsPostRow[],
  period: Period,
  now: Date,
): Schemas['PostStatisticDetail'][] {
  const today = kstDateOf(now);
  return posts
    .filter((post) => kstDateOf(new Date(post.publishedAt)) <= period.endDate)
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .map((post) => ({
      postId: post.id,
      title: post.title,
      publishedAt: post.publishedAt,
      impressionCount: postTotal(post, period, today, impressionMeasure('POST')),
      inflowCount: postTotal(post, period, today, inflowMeasure('ALL')),
      commentCount: postTotal(post, period, today, commentMeasure),
      followCount: postTotal(post, period, today, postFollowsOf),
    }));
}
