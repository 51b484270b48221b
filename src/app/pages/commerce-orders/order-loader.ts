/** The order routes' loaders: they read the address and start the pages' queries with their code. */
import type { QueryClient } from '@tanstack/react-query';
import { backendReady } from '@/api/backend-ready';
import { countQuery, orderPageQuery, orderSheetQuery } from '@/api/commerce-order-queries';
import { startEarly } from '@/api/early-query';
import { filtersOf, serverFilter } from './order-filters';
import { ORDER_TABS } from './order-tabs';

type Account = string | undefined;

/** The list route's loader: the tab counts and the first page go out while the page's code downloads. */
export function prefetchOrderList(queryClient: QueryClient, account: Account, request: Request): null {
  const filters = filtersOf(new URL(request.url).searchParams);
  void backendReady().then(() =>
    queryClient.infiniteQuery(orderPageQuery(account, serverFilter(filters))).catch(() => undefined),
  );
  for (const tab of ORDER_TABS) startEarly(queryClient, countQuery(account, serverFilter(filters, tab)));
  return null;
}

export function prefetchOrderSheet(queryClient: QueryClient, account: Account, orderSheetId: string | undefined): null {
  if (orderSheetId) startEarly(queryClient, orderSheetQuery(account, orderSheetId));
  return null;
}
