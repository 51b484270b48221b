/**
 * The catalog screens' route loaders: each screen's first reads (api/commerce/store-queries.ts)
 * start with its code (issue 10). Small on purpose: the router imports this module, not the pages.
 */
import type { QueryClient } from '@tanstack/react-query';
import { settlementInfoQuery, storeInfoQuery } from '@/api/commerce/store-queries';
import { startEarly } from '@/api/early-query';

type Account = string | undefined;

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
