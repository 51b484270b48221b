/** Types of the statistics service's answers (spec 001 §7 statistics), for the dashboard pages. */
import type { components } from '@generated/openapi/statistics';

type Schemas = components['schemas'];

export type InflowType = Schemas['InflowType'];
export type CustomerInflowType = Schemas['CustomerInflowType'];
export type ImpressionType = Schemas['ImpressionType'];
export type InflowCounts = Schemas['InflowCounts'];
export type InflowCustomers = Schemas['InflowCustomers'];
export type InflowRegions = Schemas['InflowRegionListResponse']['data'];
export type FollowTrend = Schemas['FollowTrend'];
export type StatisticDetailPage = Schemas['StatisticDetailPageResponse']['data'];
export type PostRanking = Schemas['PostRankingResponse']['data'];
export type PostStatisticDetailPage = Schemas['PostStatisticDetailPageResponse']['data'];
export type DailyCount = Schemas['DailyCount'];
