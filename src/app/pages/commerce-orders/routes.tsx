/** The commerce order and settlement pages (hand-written), each loader starting the page's reads. */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { commerceSettlementRoutes } from '../commerce-settlement/routes';
import { readsFrom } from '../../route-reads';

const loaders = () => import('./order-loader');

export function commerceOrderRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.commerceOrders.list.pattern,
      loader: readsFrom(loaders, (m, { params, request }) =>
        m.prefetchOrderList(queryClient, accountOfParams(params), request),
      ),
      lazy: () => import('./OrderListPage').then((m) => ({ Component: m.OrderListPage })),
    },
    {
      path: paths.commerceOrders.detail.pattern,
      loader: readsFrom(loaders, (m, { params }) =>
        m.prefetchOrderSheet(queryClient, accountOfParams(params), params.orderSheetId),
      ),
      lazy: () => import('./OrderDetailPage').then((m) => ({ Component: m.OrderDetailPage })),
    },
    ...commerceSettlementRoutes(queryClient),
  ];
}
