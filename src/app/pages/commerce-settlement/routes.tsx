/** The commerce settlement pages (hand-written), each loader starting the page's reads. */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { prefetchDeposit, prefetchSettlement } from './settlement-loader';

export function commerceSettlementRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.commerceOrders.settlement.pattern,
      loader: ({ params, request }) => prefetchSettlement(queryClient, accountOfParams(params), request),
      lazy: () => import('./SettlementPage').then((m) => ({ Component: m.SettlementPage })),
    },
    {
      path: paths.commerceOrders.deposit.pattern,
      loader: ({ params }) => prefetchDeposit(queryClient, accountOfParams(params), params.depositId),
      lazy: () => import('./DepositPage').then((m) => ({ Component: m.DepositPage })),
    },
  ];
}
