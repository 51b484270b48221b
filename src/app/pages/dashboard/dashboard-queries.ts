/**
 * One query per statistics read, shared by the route loaders (which start them with the page's
 * code) and the pages. The defaults of spec 001 §9: inflow type ALL, customer inflow HOME_POST,
 * impression POST; the detail tables 10 a page; the post ranking 3.
 */
import type { QueryClient } from '@tanstack/react-query';
import { startEarly } from '@/api/early-query';
import type { OperationKey } from '@/api/operations';
import type { CustomerInflowType, ImpressionType, InflowType } from '@/api/statistics';
import { operationQuery, type ScreenArgs } from '@/api/data/queries';
import { periodQuery, readPeriod, type Period } from './period';

export const DETAIL_PAGE_SIZE = 10;
export const RANKING_SIZE = 3;

/** What the address chooses on the dashboards, with the spec's defaults. */
export interface DashboardChoice {
  readonly period: Period;
  readonly inflowType: InflowType;
  readonly customerInflowType: CustomerInflowType;
  readonly impressionType: ImpressionType;
  readonly page: number;
}

const INFLOW_TYPES: readonly InflowType[] = ['ALL', 'HOME_POST', 'SEARCH', 'MAP', 'PROFILE', 'COUPON', 'ETC'];
const CUSTOMER_TYPES: readonly CustomerInflowType[] = ['HOME_POST', 'SEARCH', 'MAP', 'PROFILE', 'COUPON', 'ETC'];
const IMPRESSION_TYPES: readonly ImpressionType[] = ['POST', 'HOME_FEED', 'SEARCH', 'FOLLOWER_NOTIFICATION'];

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

export function readChoice(search: URLSearchParams, now: Date = new Date()): DashboardChoice {
  const page = Number(search.get('page'));
  return {
    period: readPeriod(search, now),
    inflowType: oneOf(search.get('inflow'), INFLOW_TYPES, 'ALL'),
    customerInflowType: oneOf(search.get('customer'), CUSTOMER_TYPES, 'HOME_POST'),
    impressionType: oneOf(search.get('impression'), IMPRESSION_TYPES, 'POST'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export interface DashboardRead {
  readonly key: OperationKey;
  readonly args: ScreenArgs;
}

/** The reads of /dashboard, in the order the page shows them. */
export function dashboardReads(account: string | undefined, choice: DashboardChoice) {
  const range = periodQuery(choice.period);
  return {
    follow: { key: 'statistics.getStatisticsFollowSummary', args: { account, query: range } },
    inflow: {
      key: 'statistics.getInflowCounts',
      args: { account, query: { ...range, inflowType: choice.inflowType } },
    },
    customers: {
      key: 'statistics.getInflowCustomers',
      args: { account, query: { ...range, customerInflowType: choice.customerInflowType } },
    },
    regions: { key: 'statistics.listInflowRegions', args: { account, query: range } },
    detail: {
      key: 'statistics.listStatisticDetails',
      args: { account, query: { ...range, page: choice.page, size: DETAIL_PAGE_SIZE } },
    },
  } satisfies Record<string, DashboardRead>;
}

/** The reads of /dashboard/post. */
export function postDashboardReads(account: string | undefined, choice: DashboardChoice) {
  const range = periodQuery(choice.period);
  return {
    inflowRanking: {
      key: 'statistics.listPostInflowRanking',
      args: { account, query: { ...range, size: RANKING_SIZE } },
    },
    impressionRanking: {
      key: 'statistics.listPostImpressionRanking',
      args: { account, query: { ...range, impressionType: choice.impressionType, size: RANKING_SIZE } },
    },
    detail: {
      key: 'statistics.listPostStatisticDetails',
      args: { account, query: { ...range, page: choice.page, size: DETAIL_PAGE_SIZE } },
    },
  } satisfies Record<string, DashboardRead>;
}

/** A route loader: starts every read of the page while its code downloads. */
export function prefetchReads(queryClient: QueryClient, reads: Record<string, DashboardRead>): null {
  // As the engine's loaders do: once the mock backend (if any) is up, and only for a known account.
  for (const read of Object.values(reads))
    if (read.args.account) startEarly(queryClient, operationQuery(queryClient, read.key, read.args));
  return null;
}
