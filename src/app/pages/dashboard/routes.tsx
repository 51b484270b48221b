/**
 * The dashboard routes (hand-written pages). Each loader starts the page's reads for the period in
 * the address while the page's chunk (charts included) downloads; nothing of it loads on lists.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { dashboardReads, postDashboardReads, prefetchReads, readChoice } from './dashboard-queries';

export function dashboardRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.dashboard.home.pattern,
      loader: ({ params, request }) =>
        prefetchReads(
          queryClient,
          dashboardReads(accountOfParams(params), readChoice(new URL(request.url).searchParams)),
        ),
      lazy: () => import('./DashboardPage').then((module) => ({ Component: module.DashboardPage })),
    },
    {
      path: paths.dashboard.post.pattern,
      loader: ({ params, request }) =>
        prefetchReads(
          queryClient,
          postDashboardReads(accountOfParams(params), readChoice(new URL(request.url).searchParams)),
        ),
      lazy: () => import('./PostDashboardPage').then((module) => ({ Component: module.PostDashboardPage })),
    },
  ];
}
