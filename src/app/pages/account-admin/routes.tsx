/**
 * Hand-written screens of business-account administration (issue 15) inside an account's layout:
 * the account's deletion; the engine serves the branch screens (resources/branch-store). Each
 * loader starts the page's reads.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { prefetchDeletion } from './deletion/deletion-queries';

export function accountAdminRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.accountAdmin.deletion.pattern,
      loader: ({ params }) => prefetchDeletion(queryClient, accountOfParams(params)),
      lazy: () => import('./deletion/DeletionPage').then((m) => ({ Component: m.DeletionPage })),
    },
    {
      path: paths.accountAdmin.deletionReason.pattern,
      loader: ({ params }) => prefetchDeletion(queryClient, accountOfParams(params)),
      lazy: () => import('./deletion/DeleteReasonPage').then((m) => ({ Component: m.DeleteReasonPage })),
    },
  ];
}
