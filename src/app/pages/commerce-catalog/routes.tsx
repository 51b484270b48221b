/**
 * The commerce store's catalog routes inside a business account: the store home (an engine page,
 * src/resources/commerce-store) and the store request (the settings documents, the product list
 * and the product form are engine resources too: src/resources/commerce-store,
 * src/resources/commerce-product). Each loader starts the page's first reads with its code.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { paths } from '@/config/paths';
import { resourceRoutes } from '@/engine/routes';
import type { ResourceDef } from '@/engine/resource/types';
import { productPreviewResource } from '@/resources/commerce-product/product-preview.resource';
import { storeHomeResource } from '@/resources/commerce-store/store-home.resource';
import { PreviewLayout, previewAccount } from '../../layouts/PreviewLayout';
import { withQueryAccount } from '../../layouts/query-account';
import { prefetchStore } from '@/api/commerce/store-queries';
import { storeRequestSection } from './request/store-request-section';

/** The store home, an engine page, with the store request's panel (the request stays custom). */
const storeHome: ResourceDef = {
  ...storeHomeResource,
  detail: {
    ...storeHomeResource.detail!,
    sections: [...(storeHomeResource.detail?.sections ?? []), storeRequestSection],
  },
};

export function commerceCatalogRoutes(queryClient: QueryClient): RouteObject[] {
  const catalog = paths.commerceCatalog;
  return [
    ...resourceRoutes(storeHome, queryClient),
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
      loader: ({ params }: LoaderFunctionArgs) => prefetchStore.storeHome(queryClient, accountOfParams(params)),
      lazy,
    })),
    {
      path: catalog.requestSettlement.pattern,
      loader: ({ params }) => prefetchStore.settlementInfo(queryClient, accountOfParams(params)),
      lazy: () => import('./request/SettlementPage').then((m) => ({ Component: m.SettlementPage })),
    },
  ];
}

/** Routes outside any account's layout: the buyer's view of a product (exempt from the login redirect). */
export function commerceCatalogPublicRoutes(queryClient: QueryClient): RouteObject[] {
  const screens = resourceRoutes(productPreviewResource, queryClient);
  return [{ Component: PreviewLayout, children: withQueryAccount(screens, (url) => previewAccount(url.searchParams)) }];
}
