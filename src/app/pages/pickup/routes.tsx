/**
 * The hand-written pickup screens of this area: settlement and onboarding. Each
 * route's loader starts its first reads with the page's code. The onboarding routes are open to
 * accounts that have not joined pickup (layouts/pickup-routes.ts); the others sit behind the gate.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { readsFrom } from '../../route-reads';

const onboarding = () => import('@/api/pickup-onboarding-queries');
const settlement = () => import('./settlement/settlement-loader');

export function pickupAreaRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.pickupArea.settlement.pattern,
      loader: readsFrom(settlement, (m, { params, request }) =>
        m.prefetchSettlement(queryClient, accountOfParams(params), request.url),
      ),
      lazy: () => import('./settlement/SettlementPage').then((m) => ({ Component: m.SettlementPage })),
    },
    {
      path: paths.pickupArea.kickoff.pattern,
      loader: readsFrom(onboarding, (m, { params }) => m.prefetchOnboarding(queryClient, accountOfParams(params))),
      lazy: () => import('./onboarding/KickoffPage').then((m) => ({ Component: m.KickoffPage })),
    },
    {
      path: paths.pickupArea.terms.pattern,
      loader: readsFrom(onboarding, (m, { params }) => m.prefetchOnboarding(queryClient, accountOfParams(params))),
      lazy: () => import('./onboarding/TermsPage').then((m) => ({ Component: m.TermsPage })),
    },
    {
      path: paths.pickupArea.setup.pattern,
      loader: readsFrom(onboarding, (m, { params }) =>
        m.prefetchOnboarding(queryClient, accountOfParams(params), true),
      ),
      lazy: () => import('./onboarding/SetupPage').then((m) => ({ Component: m.SetupPage })),
    },
    {
      path: paths.pickupArea.setupComplete.pattern,
      loader: readsFrom(onboarding, (m, { params }) =>
        m.prefetchOnboarding(queryClient, accountOfParams(params), true),
      ),
      lazy: () => import('./onboarding/CompletePage').then((m) => ({ Component: m.CompletePage })),
    },
  ];
}
