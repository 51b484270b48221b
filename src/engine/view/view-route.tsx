/** The route of a resource's read-only view: its loader starts the view's calls, its screen is a chunk of its own. */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { startEarly } from '@/api/early-query';
import type { RouteDef } from '@/config/paths';
import { bindArgs, isBound, routeBindings } from '../data/bindings';
import { operationQuery } from '@/api/data/queries';
import { operationDetailQuery } from '../data/schemas';
import type { ResourceDef } from '../resource/types';
import type { ViewDef } from '../resource/view-types';

export function viewRoute(
  resource: ResourceDef,
  view: ViewDef,
  route: RouteDef,
  queryClient: QueryClient,
): RouteObject {
  return {
    path: route.pattern,
    loader: ({ params }) => {
      const bindings = routeBindings(params);
      void queryClient.query(operationDetailQuery(view.op.key)).catch(() => undefined);
      for (const call of [view, ...(view.also ?? [])]) {
        const args = {
          ...bindArgs(call.op, bindings),
          ...('query' in call && call.query ? { query: call.query } : {}),
        };
        if (isBound(args)) startEarly(queryClient, operationQuery(queryClient, call.op.key, args));
      }
      return null;
    },
    lazy: async () => {
      const { ViewScreen } = await import('./ViewScreen');
      return { Component: () => <ViewScreen resource={resource} /> };
    },
  };
}
