import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { prefetchPickupMembership } from '@/api/pickup-membership';
import { startShellQueries } from '@/api/shell-queries';
import { paths } from '@/config/paths';
import { resourceRoutes } from '@/engine/routes';
import { LoadingState } from '@/components/feedback/LoadingState';
import { personResources, resources } from '@/resources';
import { AppRoot } from './AppRoot';
import { HomeRedirect } from './HomeRedirect';
import { PickupMemberGate } from './layouts/PickupMemberGate';
import { commerceOrderRoutes } from './pages/commerce-orders/routes';
import { prefetchOrderBoard } from '@/api/pickup-order-queries';
import { inspectionRoutes } from './pages/inspection/routes';
import { pickupAreaRoutes } from './pages/pickup/routes';
import { isPickupMemberRoute } from './layouts/pickup-routes';
import { StoreGate } from './layouts/StoreGate';
import { isStoreRoute } from './layouts/store-routes';
import { PersonLayout } from './layouts/PersonLayout';
import { ProfileLayout } from './layouts/ProfileLayout';
import { shellPageRoutes } from './pages';
import { commerceCatalogPublicRoutes, commerceCatalogRoutes } from './pages/commerce-catalog/routes';
import { prefetchStore } from '@/api/commerce/store-queries';
import { userPostRoutes } from './layouts/user-post-routes';
import { dashboardRoutes } from './pages/dashboard/routes';
import { profileCreateRoutes, registerExtraRoutes } from './pages/profile-create/routes';
import { declareHandWrittenAccess } from './route-access';
import { RouteError } from './RouteError';
import { ShellLayout } from './shell';

/** Shell pages a signed-in user reaches from the header: they show it too. */
const WITH_HEADER: ReadonlySet<string> = new Set([
  paths.successStory.list.pattern,
  paths.successStory.category.pattern,
]);

const withHeader = shellPageRoutes.filter((route) => WITH_HEADER.has(route.path ?? ''));
const bare = shellPageRoutes.filter((route) => !WITH_HEADER.has(route.path ?? ''));

/** Hand-written pickup screens (behind the membership gate like the engine's pickup routes). */
const pickupPageRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.pickup.order.pattern,
    loader: ({ params }) => prefetchOrderBoard(queryClient, accountOfParams(params)),
    lazy: () => import('./pages/pickup-orders/OrderBoardPage').then((m) => ({ Component: m.OrderBoardPage })),
  },
  ...pickupAreaRoutes(queryClient),
];

// antd's Result (with its artwork) is only downloaded when an address is unknown.
const notFoundRoute: RouteObject = {
  path: '*',
  lazy: () => import('./NotFound').then((module) => ({ Component: module.NotFound })),
};

/** The console's routes; resource routes start their screen's calls with `queryClient`. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  // What each screen needs (issue 39): the hand-written pages' table; the engine declares its own.
  declareHandWrittenAccess();
  // A business account's screens; the pickup ones (but onboarding) only for accounts that joined pickup.
  const accountRoutes = [
    ...resources.flatMap((resource) => resourceRoutes(resource, queryClient)),
    ...pickupPageRoutes(queryClient),
  ];
  return [
    {
      path: paths.home.pattern,
      Component: AppRoot,
      // The session's, the config's and the account list's calls start with the app's code, once.
      loader: () => startShellQueries(queryClient),
      shouldRevalidate: () => false,
      errorElement: <RouteError />,
      HydrateFallback: LoadingState,
      children: [
        { index: true, Component: HomeRedirect },
        ...bare,
        ...commerceCatalogPublicRoutes(queryClient),
        {
          Component: ShellLayout,
          children: [
            ...withHeader,
            {
              Component: PersonLayout,
              children: personResources.flatMap((resource) => resourceRoutes(resource, queryClient)),
            },
            ...profileCreateRoutes(queryClient),
          ],
        },
        ...userPostRoutes(queryClient),
        {
          path: paths.profile.pattern,
          Component: ProfileLayout,
          errorElement: <RouteError />,
          children: [
            { index: true, Component: HomeRedirect },
            ...accountRoutes.filter((route) => !isPickupMemberRoute(route.path) && !isStoreRoute(route.path)),
            ...inspectionRoutes(queryClient),
            ...commerceCatalogRoutes(queryClient),
            ...dashboardRoutes(queryClient),
            ...registerExtraRoutes(queryClient),
            {
              // The store's settings, products, orders and settlement only for an account with a store.
              Component: StoreGate,
              loader: ({ params }) => prefetchStore.storeHome(queryClient, accountOfParams(params)),
              children: [
                ...accountRoutes.filter((route) => isStoreRoute(route.path)),
                ...commerceOrderRoutes(queryClient),
              ],
            },
            {
              Component: PickupMemberGate,
              loader: ({ params }) => prefetchPickupMembership(queryClient, accountOfParams(params)),
              children: accountRoutes.filter((route) => isPickupMemberRoute(route.path)),
            },
            // An unknown address inside an account keeps the account's header and navigation.
            notFoundRoute,
          ],
        },
        notFoundRoute,
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
