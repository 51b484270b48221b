/**
 * The order pages' reads, defined once: the pages read them and the routes' loaders start them
 * with the page's code. Keys are `['commerce', operation, { account, … }]`, so another account's
 * orders are never shown and invalidating `['commerce']` refreshes every commerce read. Small on
 * purpose: the router imports this module, not the pages.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  graphqlRequest,
  OrderSheetDocument,
  OrdersByStoreCursorDocument,
  type OrdersByStoreCursorQuery,
  type StoreOrderFilter,
} from '@/api/commerce-orders';
import { backendReady } from '@/api/backend-ready';
import { startEarly } from '@/api/early-query';
import { documentQueryKey, serviceQueryKey } from '@/api/data/keys';
import { TAB_STATUSES, tabOf, ORDER_TABS, type OrderTab } from './order-tabs';

type Account = string | undefined;

export const LIST_PAGE_SIZE = 20;

/** The list's filters, as the address keeps them (`?tab=&q=&from=&to=&buyer=&buyerName=`). */
export interface OrderFilters {
  readonly tab: OrderTab;
  /** 주문번호, 구매자 or 받는 분 (a part of one), as typed. */
  readonly q: string | undefined;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly buyer: string | undefined;
  readonly buyerName: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export function filtersOf(search: URLSearchParams): OrderFilters {
  return {
    tab: tabOf(search.get('tab')),
    q: search.get('q')?.trim() || undefined,
    from: day(search.get('from')),
    to: day(search.get('to')),
    buyer: search.get('buyer') || undefined,
    buyerName: search.get('buyerName') || undefined,
  };
}

/** The server filter of a tab under the date range and buyer conditions. */
export function serverFilter(filters: OrderFilters, tab: OrderTab = filters.tab): StoreOrderFilter {
  const statuses = TAB_STATUSES[tab];
  return {
    role: 'SELLER',
    ...(statuses.length > 0 ? { statuses: [...statuses] } : {}),
    ...(filters.from ? { startDate: filters.from } : {}),
    ...(filters.to ? { endDate: filters.to } : {}),
    ...(filters.buyer ? { userId: filters.buyer } : {}),
    ...(filters.q ? { keyword: filters.q } : {}),
  };
}

export const commerceOrderKeys = {
  all: () => serviceQueryKey('commerce'),
  /** Every order list (tabs, filters, counts) of one account: a prefix (its query matches any filter). */
  account: (account: Account) => documentQueryKey('commerce', 'OrdersByStoreCursor', account, {}),
  list: (account: Account, filter: StoreOrderFilter) =>
    documentQueryKey('commerce', 'OrdersByStoreCursor', account, { filter }),
  count: (account: Account, filter: StoreOrderFilter) =>
    documentQueryKey('commerce', 'OrdersByStoreCursor', account, { filter }, 'count'),
  detail: (account: Account, orderSheetId: string) =>
    documentQueryKey('commerce', 'OrderSheet', account, { orderSheetId }),
};

export type OrderPage = OrdersByStoreCursorQuery['ordersByStoreCursor'];

export function orderPageQuery(account: Account, filter: StoreOrderFilter) {
  return {
    queryKey: commerceOrderKeys.list(account, filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
      graphqlRequest(
        OrdersByStoreCursorDocument,
        { baId: account ?? '', filter, first: LIST_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
        { account },
      ).then((data) => data.ordersByStoreCursor),
    getNextPageParam: (last: OrderPage) =>
      last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? undefined) : undefined,
  };
}

/** A tab's count: the total of a one-order page. */
export function countQuery(account: Account, filter: StoreOrderFilter) {
  return {
    queryKey: commerceOrderKeys.count(account, filter),
    queryFn: () =>
      graphqlRequest(OrdersByStoreCursorDocument, { baId: account ?? '', filter, first: 1 }, { account }).then(
        (data) => data.ordersByStoreCursor.totalCount,
      ),
  };
}

export function orderSheetQuery(account: Account, orderSheetId: string) {
  return {
    queryKey: commerceOrderKeys.detail(account, orderSheetId),
    queryFn: () => graphqlRequest(OrderSheetDocument, { orderSheetId }, { account }).then((data) => data.orderSheet),
  };
}

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
