/**
 * The business inspection's hand-written onboarding pages (issue 15) inside an account's layout.
 * Every loader starts the account, its saved request and its business info with the page's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { readsFrom } from '../../route-reads';

const queries = () => import('@/api/inspection-queries');

const steps = () => import('./StepPages');

export function inspectionRoutes(queryClient: QueryClient): RouteObject[] {
  const loader = readsFrom(queries, (m, { params }) => m.prefetchInspection(queryClient, accountOfParams(params)));
  const formLoader = readsFrom(queries, (m, { params }) =>
    m.prefetchInspectionForm(queryClient, accountOfParams(params)),
  );
  return [
    {
      path: paths.inspection.status.pattern,
      loader,
      lazy: () => import('./StatusPage').then((m) => ({ Component: m.StatusPage })),
    },
    {
      path: paths.inspection.bizprofileInfo.pattern,
      loader,
      lazy: () => steps().then((m) => ({ Component: m.BizProfileInfoPage })),
    },
    {
      path: paths.inspection.businessNumber.pattern,
      loader,
      lazy: () => steps().then((m) => ({ Component: m.BusinessNumberPage })),
    },
    {
      path: paths.inspection.businessInfo.pattern,
      loader,
      lazy: () => steps().then((m) => ({ Component: m.BusinessInfoPage })),
    },
    {
      path: paths.inspection.businessRegistrationImage.pattern,
      loader,
      lazy: () => steps().then((m) => ({ Component: m.BusinessRegistrationImagePage })),
    },
    {
      path: paths.inspection.mailOrderSaleRegistrationNumber.pattern,
      loader,
      lazy: () => steps().then((m) => ({ Component: m.MailOrderSaleRegistrationNumberPage })),
    },
    {
      path: paths.inspection.dynamic.pattern,
      loader: formLoader,
      lazy: () => import('./DynamicPage').then((m) => ({ Component: m.DynamicPage })),
    },
    {
      path: paths.inspection.complete.pattern,
      loader: formLoader,
      lazy: () => import('./CompletePage').then((m) => ({ Component: m.CompletePage })),
    },
  ];
}
