/**
 * The commerce order pages' data (pages/commerce-orders): the list (cursor paged, "더 보기"), the
 * tab counts, one order, and the actions. An action answers the order's new progress, which goes
 * into the order at once; lists and counts refresh behind it. Accept is optimistic (rolled back
 * when the call fails). An invoice action's typed refusal is an answer, not an error: the page
 * says it in Korean.
 */
import {
  skipToken,
  useInfiniteQuery,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TextRow } from '@/lib/spreadsheet/types';
import { settleEach } from '@/lib/concurrency';
import {
  bulkStatusQuery,
  callOrderAction,
  commerceOrderKeys,
  countQuery,
  orderPageQuery,
  orderSheetQuery,
  type ActionInput,
} from './commerce-order-queries';
import {
  graphqlErrorCode,
  type BulkDeliveryStartStatusQuery,
  type OrderProgressFragment,
  type OrderSheetQuery,
  type StoreOrderFilter,
} from './commerce-orders';
import { useCurrentAccount } from './current-account';
import { keepSamePlace } from './data/queries';
import type { CommerceOrderAction } from './machines/commerce-order';

export type OrderSheet = NonNullable<OrderSheetQuery['orderSheet']>;
export type { ActionInput };
/** The order's new progress, or the typed refusal of an invoice action. */
export type ActionAnswer = Awaited<ReturnType<typeof callOrderAction>>;

export function useOrderList(filter: StoreOrderFilter) {
  const query = orderPageQuery(useCurrentAccount(), filter);
  return useInfiniteQuery({ ...query, placeholderData: keepSamePlace(query.queryKey) });
}

/** One count per filter (the tabs'), asked together. */
export function useOrderCounts(filters: readonly StoreOrderFilter[]) {
  const account = useCurrentAccount();
  return useQueries({ queries: filters.map((filter) => countQuery(account, filter)) });
}

export function useOrderSheet(orderSheetId: string) {
  return useQuery(orderSheetQuery(useCurrentAccount(), orderSheetId));
}

/**
 * Runs an action on an order. Resolves with the answer (a refusal is an answer, not an error);
 * rejects for a failed call, after refreshing the order when the server refused the move.
 */
export function useOrderActions() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  return (orderSheetId: string, action: CommerceOrderAction, input: ActionInput = {}): Promise<ActionAnswer> =>
    runAction(queryClient, account, orderSheetId, action, input, { refreshList: true });
}

/** Accepts sent at once by 일괄 접수 (the rest wait their turn). */
export const BULK_ACCEPT_CONCURRENCY = 4;

/**
 * 일괄 접수: at most `BULK_ACCEPT_CONCURRENCY` accepts on their way at once, every one for the
 * account the list was shown for, and the paged list refreshed once when all have answered (not
 * after each, which refetched every loaded page per order).
 */
export function useBulkAccept() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  return async (orderSheetIds: readonly string[]) => {
    const results = await settleEach(orderSheetIds, BULK_ACCEPT_CONCURRENCY, (id) =>
      runAction(queryClient, account, id, 'accept', {}, { refreshList: false }),
    );
    await refreshList(queryClient, account);
    return results;
  };
}

function refreshList(queryClient: QueryClient, account: string | undefined) {
  return queryClient.invalidateQueries({ queryKey: commerceOrderKeys.account(account) });
}

function mergeProgress(queryClient: QueryClient, account: string | undefined, progress: OrderProgressFragment) {
  queryClient.setQueryData<OrderSheet | null>(commerceOrderKeys.detail(account, progress.id), (shown) =>
    shown ? { ...shown, ...progress } : shown,
  );
}

async function runAction(
  queryClient: QueryClient,
  account: string | undefined,
  orderSheetId: string,
  action: CommerceOrderAction,
  input: ActionInput,
  options: { readonly refreshList: boolean },
): Promise<ActionAnswer> {
  const key = commerceOrderKeys.detail(account, orderSheetId);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      options.refreshList ? refreshList(queryClient, account) : undefined,
    ]);
  const before = queryClient.getQueryData<OrderSheet | null>(key);
  if (action === 'accept' && before) {
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<OrderSheet>(key, { ...before, status: 'ORDER_ACCEPTED' });
  }
  try {
    const answer = await callOrderAction(account, orderSheetId, action, input);
    if (answer.ok) mergeProgress(queryClient, account, answer.progress);
    void refresh();
    return answer;
  } catch (error) {
    if (before) queryClient.setQueryData(key, before);
    if (graphqlErrorCode(error) !== undefined) void refresh();
    throw error;
  }
}

// ─── the bulk delivery upload ─────────────────────────────────────────────

export type BulkStatus = NonNullable<BulkDeliveryStartStatusQuery['bulkDeliveryStartStatus']>;
export type BulkFailure = BulkStatus['failures'][number];

export const STATUS_POLL_MS = 2_000;

/** The latest upload's status, polled while it is being processed. */
export function useBulkStatus(enabled: boolean) {
  const account = useCurrentAccount();
  return useQuery({
    ...bulkStatusQuery(account),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSING' ? STATUS_POLL_MS : false),
  });
}

/** What was uploaded in this visit, read before it was sent. */
export interface SentSheet {
  readonly fileName: string;
  readonly header: readonly string[];
  /** Each row with its Excel row number: the server's failures name rows by it. */
  readonly rows: readonly TextRow[];
  /** The latest upload's id when this one was sent: a status with that id is an earlier upload. */
  readonly before: string | null;
}

/**
 * The sheet uploaded in this visit, kept in the query cache rather than a component's state: the
 * row-by-row result (with each row's 주문번호) stays while the page around the drawer re-renders,
 * refetches or remounts, until the merchant closes the drawer (`forget`). Never fetched.
 */
export function useSentSheet(account: string | undefined) {
  const queryClient = useQueryClient();
  const key = commerceOrderKeys.sentSheet(account);
  const { data } = useQuery<SentSheet | null>({
    queryKey: key,
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const keep = useCallback(
    (sheet: SentSheet) => queryClient.setQueryData<SentSheet | null>(commerceOrderKeys.sentSheet(account), sheet),
    [queryClient, account],
  );
  const forget = useCallback(
    () => queryClient.removeQueries({ queryKey: commerceOrderKeys.sentSheet(account) }),
    [queryClient, account],
  );
  return { sent: data ?? undefined, keep, forget };
}

/** What the page refreshes by itself: the order lists (after a delivery file or an export). */
export function useRefreshOrderLists(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: commerceOrderKeys.lists() }), [queryClient]);
}

/** The latest upload's status asked again (right after an upload). */
export function useRefreshBulkStatus(): () => Promise<void> {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: commerceOrderKeys.bulkStatus(account) }),
    [queryClient, account],
  );
}
