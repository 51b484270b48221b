/** The commerce settlement pages (hand-written), each loader starting the page's reads. */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { readsFrom } from '../../route-reads';

const loaders = () => import('./settlement-loader');

export function commerceSettlementRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.commerceOrders.settlement.pattern,
      loader: readsFrom(loaders, (m, { params, request }) =>
        m.prefetchSettlement(queryClient, accountOfParams(params), request),
      ),
      lazy: () => import('./SettlementPage').then((m) => ({ Component: m.SettlementPage })),
    },
    {
      path: paths.commerceOrders.deposit.pattern,
      loader: readsFrom(loaders, (m, { params }) =>
        m.prefetchDeposit(queryClient, accountOfParams(params), params.depositId),
      ),
      lazy: () => import('./DepositPage').then((m) => ({ Component: m.DepositPage })),
    },
  ];
}
