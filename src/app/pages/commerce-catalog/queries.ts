/**
 * The catalog screens' reads, defined once: each screen reads them and its route's loader starts
 * them with the page's code (issue 10). Every read names its account (query key and `Account-Id`).
 * Small on purpose: the router imports this module, not the pages.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  ProductDetailDocument,
  ProductGroupCountsDocument,
  ProductsByStoreDocument,
  RejectedReasonsDocument,
  SettlementInfoDocument,
  StoreInfoDocument,
  type ProductSort,
  type ProductStatus,
} from '@/api/commerce/catalog';
import { startEarly } from '@/api/early-query';
import { graphqlQuery, graphqlQueryKey, graphqlRequest } from '@/api/graphql/request';
import { productListKey } from './product/product-rules';

type Account = string | undefined;

/** Every commerce read starts with this key, the engine's too (refresh them all after a save). */
export const catalogKey = ['commerce'] as const;

export function storeInfoQuery(account: Account) {
  return graphqlQuery(StoreInfoDocument, { baId: account ?? '' }, account, (data) => data.storeInfo);
}

export interface ProductListArgs {
  readonly statuses: readonly ProductStatus[];
  readonly page: number;
  readonly size: number;
  readonly query: string;
  readonly sort: ProductSort;
}

export function productsQuery(account: Account, { statuses, page, size, query, sort }: ProductListArgs) {
  const variables = { baId: account ?? '', statuses: [...statuses], page, size, query: query || null, sort };
  return {
    queryKey: [
      ...graphqlQueryKey(ProductsByStoreDocument, { page, size, query, sort }, account),
      productListKey(statuses),
    ],
    queryFn: () => graphqlRequest(ProductsByStoreDocument, variables, { account }).then((data) => data.productsByStore),
  };
}

export function productGroupCountsQuery(account: Account) {
  return graphqlQuery(ProductGroupCountsDocument, { baId: account ?? '' }, account, (data) => data);
}

export function rejectedReasonsQuery(account: Account) {
  return graphqlQuery(RejectedReasonsDocument, { baId: account ?? '' }, account, (data) => data.rejectedReasons);
}

export function productQuery(account: Account, productId: string) {
  return graphqlQuery(ProductDetailDocument, { productId }, account, (data) => data.product);
}

export function settlementInfoQuery(account: Account) {
  return graphqlQuery(SettlementInfoDocument, { baId: account ?? '' }, account, (data) => data.settlementInfo);
}

/** Route loaders: the screen's first reads start with its code. */
export const prefetch = {
  storeHome: (queryClient: QueryClient, account: Account) => {
    startEarly(queryClient, storeInfoQuery(account));
    return null;
  },
  productList: (queryClient: QueryClient, account: Account, args: ProductListArgs) => {
    startEarly(queryClient, productGroupCountsQuery(account));
    startEarly(queryClient, productsQuery(account, args));
    return null;
  },
  settlementInfo: (queryClient: QueryClient, account: Account) => {
    startEarly(queryClient, storeInfoQuery(account));
    startEarly(queryClient, settlementInfoQuery(account));
    return null;
  },
};
