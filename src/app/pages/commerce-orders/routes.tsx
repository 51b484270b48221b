/** The commerce order and settlement pages (hand-written), each loader starting the page's reads. */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { commerceSettlementRoutes } from '../commerce-settlement/routes';
import { prefetchOrderList, prefetchOrderSheet } from './order-loader';

export function commerceOrderRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.commerceOrders.list.pattern,
      loader: ({ params, request }) => prefetchOrderList(queryClient, accountOfParams(params), request),
      lazy: () => import('./OrderListPage').then((m) => ({ Component: m.OrderListPage })),
    },
    {
      path: paths.commerceOrders.detail.pattern,
      loader: ({ params }) => prefetchOrderSheet(queryClient, accountOfParams(params), params.orderSheetId),
      lazy: () => import('./OrderDetailPage').then((m) => ({ Component: m.OrderDetailPage })),
    },
    ...commerceSettlementRoutes(queryClient),
  ];
}
