/**
 * Routes of a resource's pages of panels: each page's loader fetches its definition and starts
 * every call its panels read (and its gate's) while the page's view downloads.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { startEarly } from '@/api/early-query';
import { operationInfo } from '@/api/operations';
import { isBound, routeBindings } from '../data/bindings';
import { pageQuery } from '../data/paging';
import { operationQuery } from '@/api/data/queries';
import type { ResourceDef } from '../resource/types';
import { readArgs } from './read-args';
import type { PageDef, PanelReadDef } from './types';

export function pageRoutes(resource: ResourceDef, queryClient: QueryClient): RouteObject[] {
  return (resource.pages ?? []).map((page) => ({
    path: page.route.pattern,
    loader: ({ params }) => {
      const bindings = routeBindings(params);
      // A definition that fails to load is the route's to show (its lazy part loads it too).
      void page
        .load()
        .then((definition) => {
          for (const read of pageReads(definition)) {
            const args = readArgs(read, bindings);
            if (isBound(args)) startEarly(queryClient, operationQuery(queryClient, read.op.key, args));
          }
        })
        .catch(() => undefined);
      return null;
    },
    lazy: async () => {
      const [{ PageView }, definition] = await Promise.all([import('./PageView'), page.load()]);
      return { Component: () => <PageView page={definition} /> };
    },
  }));
}

/** Every call a page reads first: its gate's and its panels'. */
export function pageReads(page: PageDef): PanelReadDef[] {
  return [
    ...(page.gate ? [page.gate.read] : []),
    ...page.panels.flatMap((panel): PanelReadDef[] => {
      switch (panel.kind) {
        case 'view':
          return Object.values(panel.reads);
        case 'figures':
          return panel.figures.map((figure) => figure.read);
        case 'rows': {
          const { op, query, pageSize } = panel.rows;
          return [{ op, query: { ...query, ...pageQuery(operationInfo(op.key).paging, { page: 1, pageSize }) } }];
        }
        case 'links':
          return [];
      }
    }),
  ];
}
