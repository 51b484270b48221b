/**
 * The commerce store's catalog routes inside a business account: the store home and the store
 * request (the settings documents, the product list and the product form are engine resources:
 * src/resources/commerce-store,
 * src/resources/commerce-product). Each loader starts the page's first reads with its code.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { startEarly } from '@/api/early-query';
import { paths } from '@/config/paths';
import { prefetch, productQuery } from './queries';

export function commerceCatalogRoutes(queryClient: QueryClient): RouteObject[] {
  const catalog = paths.commerceCatalog;
  return [
    {
      path: catalog.store.pattern,
      loader: ({ params }) => prefetch.storeHome(queryClient, accountOfParams(params)),
      lazy: () => import('./store/StoreHomePage').then((m) => ({ Component: m.StoreHomePage })),
    },
    ...(
      [
        [
          catalog.requestChecklist,
          () => import('./request/ChecklistPage').then((m) => ({ Component: m.ChecklistPage })),
        ],
        [catalog.requestTerms, () => import('./request/TermsPage').then((m) => ({ Component: m.TermsPage }))],
        [catalog.requestSuccess, () => import('./request/SuccessPage').then((m) => ({ Component: m.SuccessPage }))],
      ] as const
    ).map(([route, lazy]) => ({
      path: route.pattern,
      loader: ({ params }: LoaderFunctionArgs) => prefetch.storeHome(queryClient, accountOfParams(params)),
      lazy,
    })),
    {
      path: catalog.requestSettlement.pattern,
      loader: ({ params }) => prefetch.settlementInfo(queryClient, accountOfParams(params)),
      lazy: () => import('./request/SettlementPage').then((m) => ({ Component: m.SettlementPage })),
    },
  ];
}

/** Routes outside any account's layout: the buyer's view of a product (exempt from the login redirect). */
export function commerceCatalogPublicRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.commerceCatalog.productPreview.pattern,
      loader: ({ params, request }) => {
        const account = accountOfParams({ baId: new URL(request.url).searchParams.get('baId') ?? undefined });
        if (account && params.productId) startEarly(queryClient, productQuery(account, params.productId));
        return null;
      },
      lazy: () => import('./preview/ProductPreviewPage').then((m) => ({ Component: m.ProductPreviewPage })),
    },
  ];
}
