/** The statistics answers of the whole account, composed day by day from its rows (account-reach.ts). */
import type { components } from '@generated/openapi/statistics';
import { regionsAround } from './regions';
import { couponClaimsOn, customersOn, impressionsOn, inflowOn, type AccountReach } from './account-reach';
import { SOURCE_INFLOW_TYPES, unitHash } from './numbers';
import { datesBetween, kstDateOf, shiftDate, type Period } from './period';
import type { CustomerRelationRow } from '../customer/state';

type Schemas = components['schemas'];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function inflowCounts(
  reach: AccountReach,
  period: Period,
  inflowType: Schemas['InflowType'],
): Schemas['InflowCounts'] {
  const daily = period.dates.map((date) => ({ date, count: inflowOn(reach, date, inflowType) }));
  const previous = datesBetween(shiftDate(period.startDate, -period.dates.length), shiftDate(period.startDate, -1));
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    inflowType,
    totalCount: sum(daily.map((day) => day.count)),
    previousTotalCount: sum(previous.map((date) => inflowOn(reach, date, inflowType))),
    daily,
    byType: SOURCE_INFLOW_TYPES.map((type) => ({
      inflowType: type,
      count: sum(period.dates.map((date) => inflowOn(reach, date, type))),
    })),
  };
}

export function inflowCustomers(
  reach: AccountReach,
  period: Period,
  customerInflowType: Schemas['CustomerInflowType'],
): Schemas['InflowCustomers'] {
  const customers = (date: string) => customersOn(reach, date, customerInflowType);
  const daily = period.dates.map((date) => ({ date, count: customers(date) }));
  const totalCount = sum(daily.map((day) => day.count));
  const newCustomerCount = Math.round(
    totalCount * (0.35 + 0.2 * unitHash(`${reach.accountId}:new:${period.startDate}`)),
  );
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
  reach: AccountReach,
  period: Period,
  inflowType: Schemas['InflowType'],
  ownRegion: string | undefined,
): Schemas['InflowRegionListResponse']['data'] {
  const totalCount = sum(period.dates.map((date) => inflowOn(reach, date, inflowType)));
  const regions = regionsAround(ownRegion);
  const weights = regions.map(
    (region, index) =>
      (index === 0 ? 6 : 1 / index) * (0.6 + unitHash(`${reach.accountId}:${region}:${period.startDate}`)),
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
  reach: AccountReach,
  relations: readonly CustomerRelationRow[],
  period: Period,
): Schemas['StatisticDetail'][] {
  const today = kstDateOf(reach.now);
  return [...period.dates].reverse().map((date) => {
    const follows = date <= today ? followsOn(relations, date) : { follow: 0, unfollow: 0 };
    return {
      date,
      inflowCount: inflowOn(reach, date, 'ALL'),
      customerCount: sum(SOURCE_INFLOW_TYPES.map((type) => customersOn(reach, date, type))),
      impressionCount: impressionsOn(reach, date),
      followCount: follows.follow,
      unfollowCount: follows.unfollow,
      couponClaimCount: couponClaimsOn(reach, date),
    };
  });
}
