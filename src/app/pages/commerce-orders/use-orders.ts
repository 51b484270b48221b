/**
 * The order pages' hooks: the list (cursor paged, "더 보기"), the tab counts, one order, and the
 * actions. An action answers the order's new progress, which goes into the order at once; lists and
 * counts refresh behind it. Accept is optimistic (rolled back when refused). A refused action —
 * a typed error of an invoice action or a CONFLICT of a plain one — refreshes the order and says
 * why in Korean, on the invoice field or on the order.
 */
import { useInfiniteQuery, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { keepSamePlace } from '@/api/data/queries';
import { settleEach } from '@/lib/concurrency';
import { serverMessageOf } from '@/api/errors';
import { useCurrentAccount } from '@/api/current-account';
import {
  callOrderAction,
  commerceOrderKeys,
  countQuery,
  orderPageQuery,
  orderSheetQuery,
  type ActionInput,
} from '@/api/commerce-order-queries';
import { graphqlErrorCode, type OrderProgressFragment, type OrderSheetQuery } from '@/api/commerce-orders';
import { errorMessage } from '@/components/feedback/error-message';
import { serverFilter, type OrderFilters } from './order-filters';
import { conflictMessage, ORDER_TABS, refusalOf, type OrderAction, type Refusal } from './order-rules';

export type OrderSheet = NonNullable<OrderSheetQuery['orderSheet']>;

export function useOrderList(filters: OrderFilters) {
  const account = useCurrentAccount();
  const query = orderPageQuery(account, serverFilter(filters));
  return useInfiniteQuery({ ...query, placeholderData: keepSamePlace(query.queryKey) });
}

export function useTabCounts(filters: OrderFilters) {
  const account = useCurrentAccount();
  return useQueries({
    queries: ORDER_TABS.map((tab) => countQuery(account, serverFilter(filters, tab))),
  });
}

export function useOrderSheet(orderSheetId: string) {
  return useQuery(orderSheetQuery(useCurrentAccount(), orderSheetId));
}

export type { ActionInput };

export type ActionOutcome =
  { readonly ok: true; readonly progress: OrderProgressFragment } | { readonly ok: false; readonly refusal: Refusal };

async function callAction(
  account: string | undefined,
  orderSheetId: string,
  action: OrderAction,
  input: ActionInput,
): Promise<ActionOutcome> {
  const answer = await callOrderAction(account, orderSheetId, action, input);
  return answer.ok ? answer : { ok: false, refusal: refusalOf(answer.refused)! };
}

function mergeProgress(queryClient: QueryClient, account: string | undefined, progress: OrderProgressFragment) {
  queryClient.setQueryData<OrderSheet | null>(commerceOrderKeys.detail(account, progress.id), (shown) =>
    shown ? { ...shown, ...progress } : shown,
  );
}

/** The Korean sentence of a failed action that is not a typed refusal. */
export function actionErrorMessage(error: unknown): string {
  const code = graphqlErrorCode(error);
  const message = serverMessageOf(error);
  if (code !== undefined && message) return conflictMessage(code, message) ?? message;
  return errorMessage(error);
}

/** Accepts sent at once by 일괄 접수 (the rest wait their turn). */
export const BULK_ACCEPT_CONCURRENCY = 4;

/**
 * Runs an action on an order. Resolves with the outcome (a refusal is an outcome, not an error);
 * rejects for a failed call, after refreshing the order when the server refused the move.
 */
export function useOrderActions() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  return (orderSheetId: string, action: OrderAction, input: ActionInput = {}): Promise<ActionOutcome> =>
    runAction(queryClient, account, orderSheetId, action, input, { refreshList: true });
}

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

async function runAction(
  queryClient: QueryClient,
  account: string | undefined,
  orderSheetId: string,
  action: OrderAction,
  input: ActionInput,
  options: { readonly refreshList: boolean },
): Promise<ActionOutcome> {
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
    const outcome = await callAction(account, orderSheetId, action, input);
    if (outcome.ok) mergeProgress(queryClient, account, outcome.progress);
    void refresh();
    return outcome;
  } catch (error) {
    if (before) queryClient.setQueryData(key, before);
    if (graphqlErrorCode(error) !== undefined) void refresh();
    throw error;
  }
}
