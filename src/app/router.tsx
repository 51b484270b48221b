import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { resourceRoutes } from '@/engine/routes';
import { LoadingState } from '@/components/feedback/LoadingState';
import { resources } from '@/resources';
import { HomeRedirect } from './HomeRedirect';
import { NotFound } from './NotFound';
import { ProfileLayout } from './layouts/ProfileLayout';
import { RouteError } from './RouteError';

export const appRoutes: RouteObject[] = [
  {
    path: paths.home.pattern,
    errorElement: <RouteError />,
    HydrateFallback: LoadingState,
    children: [
      { index: true, Component: HomeRedirect },
      {
        path: paths.profile.pattern,
        Component: ProfileLayout,
        errorElement: <RouteError />,
        children: [{ index: true, Component: HomeRedirect }, ...resources.flatMap(resourceRoutes)],
      },
      { path: '*', Component: NotFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
