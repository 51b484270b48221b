/**
 * Profile creation (issue 15): /profile/create beside the account list (with the header), and
 * /profile/{baId}/register/extra inside the new account's layout.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { readsFrom } from '../../route-reads';

const queries = () => import('@/api/profile-create-queries');

export function profileCreateRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.info.create.pattern,
      loader: readsFrom(queries, (m) => m.prefetchProfileCreate(queryClient)),
      lazy: () => import('./ProfileCreatePage').then((m) => ({ Component: m.ProfileCreatePage })),
    },
  ];
}

export function registerExtraRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.info.registerExtra.pattern,
      loader: readsFrom(queries, (m, { params }) => m.prefetchAccount(queryClient, accountOfParams(params))),
      lazy: () => import('./RegisterExtraPage').then((m) => ({ Component: m.RegisterExtraPage })),
    },
  ];
}
