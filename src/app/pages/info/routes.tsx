/**
 * The profile's info pages written by hand (the overview and the business registration); the
 * engine serves /base-info, /ba-info and /introduction-info (resources/business-info).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { prefetchBusinessInfo, prefetchInfoOverview } from './info-queries';

export function infoRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.info.overview.pattern,
      loader: ({ params }) => prefetchInfoOverview(queryClient, accountOfParams(params)),
      lazy: () => import('./InfoOverviewPage').then((m) => ({ Component: m.InfoOverviewPage })),
    },
    {
      path: paths.info.businessInfo.pattern,
      loader: ({ params }) => prefetchBusinessInfo(queryClient, accountOfParams(params)),
      lazy: () => import('./BusinessInfoPage').then((m) => ({ Component: m.BusinessInfoPage })),
    },
  ];
}
