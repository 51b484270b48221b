/**
 * The branch pages' reads, defined once: the page reads them and the route's loader starts them
 * with the page's code. Every call names its account (the route's `baId`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BranchCreatable, BranchMetadata, BranchPage, BranchRegistrationPage, BranchStatus } from '@/api/branches';
import { startEarly } from '@/api/early-query';
import { payloadOf } from '@/api/envelope';
import type { OperationKey } from '@/api/operations';
import { operationQuery, type ScreenArgs } from '@/api/data/queries';

type Account = string | undefined;

/**
 * The engine's query of the operation (same key, same cached body: the create form's creatable
 * gate and this page share one answer), with the payload picked out for the page.
 */
function query<P>(queryClient: QueryClient, key: OperationKey, args: ScreenArgs) {
  return { ...operationQuery(queryClient, key, args), select: (body: unknown) => payloadOf<P>(body) };
}

export const creatableQuery = (queryClient: QueryClient, account: Account) =>
  query<BranchCreatable>(queryClient, 'branch.checkBranchCreatable', { account });

/** How many branches there are (of one status): one row asked, the total read. */
export const branchCountQuery = (queryClient: QueryClient, account: Account, status?: BranchStatus) =>
  query<BranchPage>(queryClient, 'branch.searchBusinessAccountBranches', {
    account,
    query: { page: 0, size: 1, ...(status ? { status } : {}) },
  });

export const latestRegistrationsQuery = (queryClient: QueryClient, account: Account) =>
  query<BranchRegistrationPage>(queryClient, 'branch.listBranchRegistrations', {
    account,
    query: { page: 0, size: 3, sort: 'createdAt,DESC' },
  });

export const branchMetadataQuery = (queryClient: QueryClient, account: Account) =>
  query<BranchMetadata>(queryClient, 'business-account.getBranchMetadata', { account });

export const OVERVIEW_STATUSES: readonly (BranchStatus | undefined)[] = [undefined, 'ACTIVE', 'PENDING', 'CLOSED'];

/** The overview's loader: every read goes out while the page's code downloads. */
export function prefetchBranchOverview(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, creatableQuery(queryClient, account));
  for (const status of OVERVIEW_STATUSES) startEarly(queryClient, branchCountQuery(queryClient, account, status));
  startEarly(queryClient, latestRegistrationsQuery(queryClient, account));
  startEarly(queryClient, branchMetadataQuery(queryClient, account));
  return null;
}

/** The bulk page's loader: whether this account may register branches. */
export function prefetchBranchBulk(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, creatableQuery(queryClient, account));
  return null;
}
