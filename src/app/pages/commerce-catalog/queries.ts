/**
 * The catalog screens' reads, defined once: each screen reads them and its route's loader starts
 * them with the page's code (issue 10). Every read names its account (query key and `Account-Id`).
 * Small on purpose: the router imports this module, not the pages.
 */
import type { QueryClient } from '@tanstack/react-query';
import { SettlementInfoDocument, StoreInfoDocument } from '@/api/commerce/catalog';
import { startEarly } from '@/api/early-query';
import { graphqlQuery } from '@/api/graphql/request';

type Account = string | undefined;

/** Every commerce read starts with this key, the engine's too (refresh them all after a save). */
export const catalogKey = ['commerce'] as const;

export function storeInfoQuery(account: Account) {
  return graphqlQuery(StoreInfoDocument, { baId: account ?? '' }, account, (data) => data.storeInfo);
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
  settlementInfo: (queryClient: QueryClient, account: Account) => {
    startEarly(queryClient, storeInfoQuery(account));
    startEarly(queryClient, settlementInfoQuery(account));
    return null;
  },
};
