/** The post statistics answers: each post's figures over the period, from its own rows. */
import type { components } from '@generated/openapi/statistics';
import { kstDateOf, type Period } from './period';
import { postImpressionsOn, postVisitsOn, type ReachPost } from './post-reach';

type Schemas = components['schemas'];

/** A post as the statistics count it: one of the 소식 list's rows, with what happened around it. */
export interface StatisticsPostRow {
  id: number;
  title: string;
  thumbnailUrl: string | null;
  publishedAt: string;
  reach: ReachPost;
  /** When each comment the post list counts was written. */
  commentTimes: readonly string[];
  /** When each follower who followed through this post (and still follows) did so. */
  followTimes: readonly string[];
}

/** A post's figure over the period, up to now. */
type PostMeasure = (post: StatisticsPostRow, period: Period, now: Date) => number;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const impressionMeasure =
  (type: Schemas['ImpressionType']): PostMeasure =>
  (post, period, now) =>
    sum(period.dates.map((date) => postImpressionsOn(post.reach, date, type, now)));

export const inflowMeasure =
  (type: Schemas['InflowType']): PostMeasure =>
  (post, period, now) =>
    sum(period.dates.map((date) => postVisitsOn(post.reach, date, type, now)));

/** The comments it has at the end of the period: for a period ending today, the post list's 댓글. */
const commentMeasure: PostMeasure = (post, period) =>
  post.commentTimes.filter((time) => kstDateOf(time) <= period.endDate).length;

/** 맺은 단골: followers of the 단골 list who followed through the post during the period. */
const followMeasure: PostMeasure = (post, period) =>
  post.followTimes.filter((time) => period.dates.includes(kstDateOf(time))).length;

/** The top posts by a measure over the period; posts with nothing counted are left out. */
export function postRanking(
  posts: readonly StatisticsPostRow[],
  period: Period,
  now: Date,
  size: number,
  measure: PostMeasure,
): Schemas['PostRank'][] {
  return posts
    .map((post) => ({ post, count: measure(post, period, now) }))
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

/** Posts published by the end of the period, newest first. */
export function postStatisticDetails(
  posts: readonly StatisticsPostRow[],
  period: Period,
  now: Date,
): Schemas['PostStatisticDetail'][] {
  return posts
    .filter((post) => kstDateOf(post.publishedAt) <= period.endDate)
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .map((post) => ({
      postId: post.id,
      title: post.title,
      publishedAt: post.publishedAt,
      impressionCount: impressionMeasure('POST')(post, period, now),
      inflowCount: inflowMeasure('ALL')(post, period, now),
      commentCount: commentMeasure(post, period, now),
      followCount: followMeasure(post, period, now),
    }));
}
