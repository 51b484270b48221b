/** The profile-management hub (/profile/{baId}/management), a hand-written page. */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { prefetchManagement } from './management-queries';

export function hoursManagementRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.hoursManagement.management.pattern,
      loader: ({ params }) => prefetchManagement(queryClient, accountOfParams(params)),
      lazy: () => import('./ManagementPage').then((module) => ({ Component: module.ManagementPage })),
    },
  ];
}
