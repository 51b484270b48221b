/**
 * Hand-written screens of business-account administration (issue 15) inside an account's layout;
 * the engine serves the rest (resources/branch-store). Each loader starts the page's reads.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { prefetchBranchBulk, prefetchBranchOverview } from './branch/branch-queries';

export function accountAdminRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.accountAdmin.branchOverview.pattern,
      loader: ({ params }) => prefetchBranchOverview(queryClient, accountOfParams(params)),
      lazy: () => import('./branch/BranchOverviewPage').then((m) => ({ Component: m.BranchOverviewPage })),
    },
    {
      path: paths.accountAdmin.branchBulk.pattern,
      loader: ({ params }) => prefetchBranchBulk(queryClient, accountOfParams(params)),
      lazy: () => import('./branch/BranchBulkPage').then((m) => ({ Component: m.BranchBulkPage })),
    },
  ];
}
