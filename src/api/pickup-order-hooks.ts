/**
 * The order board's data (pages/pickup-orders), for the page's account (the route's `baId`). Reads follow the 200-only
 * rule (`only200`); the board polls the counts every 10 s while the tab is visible (and at once
 * when it gets the focus). The open orders are asked again only when the counts change (a new
 * order, one accepted, canceled or picked up anywhere), at once on focus, and every 30 s as a
 * safety net for moves the counts do not show (준비 완료 from another device): a quiet tick is one
 * small call, not the whole list. TanStack Query's structural sharing keeps unchanged orders the
 * same objects, so their (memoized) cards do not draw again when the list is asked.
 */
import {
  hashKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useCurrentAccount } from './current-account';
import { isOnline } from './data/online';
import { OfflineError } from './errors';
import { usePollReading, type PolledTimes } from './data/poll-times';
import { keepSamePlace } from './data/queries';
import { readPayload } from './data/read';
import {
  customerPhone,
  finishedOrdersPage,
  menuSearchesKey,
  menusQuery,
  orderActionMutationKey,
  printOrder,
  sendOrderAction,
  updateManualClosure,
  updateMenuStatus,
  type ActionVariables,
} from './pickup-order-calls';
import { countsQuery, ongoingQuery, orderKeys, storeOperationQuery } from './pickup-order-queries';
import type { HistoryQuery, OrderCounts, PickupMenu, PickupOrder, PickupOrderDetail } from './pickup-orders';

export const POLL_MS = 10_000;
/** The open orders' own poll when the counts say nothing changed; while it fails, every POLL_MS. */
export const LIST_REFRESH_MS = 30_000;
export const HISTORY_PAGE_SIZE = 20;

export { orderKeys };

/** Polled while the tab is visible, at once on focus; a failed tick is the next tick's business. */
const live = (interval: number) =>
  ({ refetchInterval: interval, refetchOnWindowFocus: 'always', staleTime: 0, retry: false }) as const;

const COUNT_FIELDS = ['new', 'inProgress', 'canceledToday', 'pickupCompletedToday', 'total'] as const;

/**
 * Did a poll of the counts bring news? Any order arriving, accepted, canceled or picked up moves a
 * count, so the open orders are asked again only then (not on the first answer: the list is being
 * read with it).
 */
export function countsChanged(before: OrderCounts | undefined, after: OrderCounts | undefined): boolean {
  if (!before || !after) return false;
  return COUNT_FIELDS.some((field) => before[field] !== after[field]);
}

export function useOrderCounts() {
  return useQuery({ ...countsQuery(useQueryClient(), useCurrentAccount()), ...live(POLL_MS) });
}

/**
 * The counts' poll as the board holds it: drawn again only when the poll starts or stops failing.
 * The counts themselves are read where they are shown (`useOrderCount`), so a new order's counts
 * draw the tab labels, not the board (issue 42: the board drew each new order three times).
 */
export function useOrderCountsPoll() {
  return useQuery({
    ...countsQuery(useQueryClient(), useCurrentAccount()),
    ...live(POLL_MS),
    notifyOnChangeProps: ['error'],
  });
}

type CountField = (typeof COUNT_FIELDS)[number];

/** One of the counts (a tab's label), read from the counts' poll without polling again. */
export function useOrderCount(field: CountField): number | undefined {
  const queryClient = useQueryClient();
  const queryKey = orderKeys.counts(useCurrentAccount());
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => queryClient.getQueryData<OrderCounts>(queryKey)?.[field]);
}

/**
 * The open orders: asked again when the counts change, on focus, and every 30 s (every 10 s while
 * failing). The counts are watched in the query cache, not drawn: an answer of the counts draws
 * nothing here.
 */
export function useOngoingOrders() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const query = useQuery({
    ...ongoingQuery(queryClient, account),
    ...live(LIST_REFRESH_MS),
    refetchInterval: (current) => (current.state.status === 'error' ? POLL_MS : LIST_REFRESH_MS),
  });
  useEffect(() => {
    const countsHash = hashKey(orderKeys.counts(account));
    let before = queryClient.getQueryData<OrderCounts>(orderKeys.counts(account));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== countsHash) return;
      const after = event.query.state.data as OrderCounts | undefined;
      if (after === before) return;
      const changed = countsChanged(before, after);
      before = after;
      // An action of ours changed the counts on the screen; it asks for the list itself when it settles.
      if (!changed || queryClient.isMutating({ mutationKey: orderActionMutationKey }) > 0) return;
      void queryClient.refetchQueries({ queryKey: orderKeys.ongoing(account), exact: true }, { cancelRefetch: false });
    });
  }, [account, queryClient]);
  return query;
}

/** The finished statuses, one per tab (픽업 완료, 취소). */
export type FinishedStatus = Extract<PickupOrder['status'], 'PICKUP_COMPLETED' | 'CANCELED'>;

/**
 * Finished orders of one status (a tab: 픽업 완료 or 취소) ordered in a KST date range, 20 at a time
 * by `cursorCreatedAt`. The server filters by status: a tab's first page is that tab's orders.
 */
export function useFinishedOrders(query: HistoryQuery, status?: FinishedStatus) {
  const account = useCurrentAccount();
  const filter = { ...query, ...(status ? { status } : {}) };
  const queryKey = orderKeys.finished(account, filter);
  return useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    // Another status than 200 is an error for this page; the pages already shown stay (spec 000 §5).
    queryFn: ({ pageParam, signal }) =>
      finishedOrdersPage(
        account,
        { ...filter, size: HISTORY_PAGE_SIZE, ...(pageParam ? { cursorCreatedAt: pageParam } : {}) },
        signal,
      ),
    getNextPageParam: (last) => (last.hasMore ? (last.nextQueryParams.cursorCreatedAt ?? undefined) : undefined),
    placeholderData: keepSamePlace(queryKey),
  });
}

function orderDetailQuery(queryClient: QueryClient, account: string | undefined, id: number) {
  const queryKey = orderKeys.detail(account, id);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readPayload(queryClient, 'pickup.getOrder', { account, signal, queryKey, path: { id } }),
  };
}

export function useOrderDetail(id: number | undefined) {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  return useQuery({ ...orderDetailQuery(queryClient, account, id ?? 0), enabled: id !== undefined });
}

/**
 * A canceled order's reason, which only its detail carries (spec 002: the list form has none):
 * asked once per canceled card and kept, since a finished order's reason does not change.
 */
export function useCancelReason(id: number) {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  return useQuery({
    ...orderDetailQuery(queryClient, account, id),
    staleTime: Infinity,
    select: (order) => order.cancelReason,
  });
}

/** 전화번호 보기: asked only when the merchant presses it (it may be a 안심번호 that expires). */
export function useCustomerPhone(id: number) {
  const account = useCurrentAccount();
  return useMutation({
    mutationFn: () => customerPhone(account, id),
  });
}

export type { ActionVariables };

/** Puts an order's new state into the open-order list (and drops it there once it is finished). */
export function putOrder(queryClient: QueryClient, account: string | undefined, order: PickupOrder) {
  queryClient.setQueryData<PickupOrder[]>(orderKeys.ongoing(account), (orders) => {
    if (!orders) return orders;
    const open = order.status !== 'PICKUP_COMPLETED' && order.status !== 'CANCELED';
    const next = orders.map((each) => (each.id === order.id ? listForm(order) : each));
    return open ? next : next.filter((each) => each.id !== order.id);
  });
}

/** The list form of an order (a detail answer carries customer and cancelReason too). */
function listForm(order: PickupOrder): PickupOrder {
  const { customer: _customer, cancelReason: _reason, ...rest } = order as PickupOrderDetail;
  return rest;
}

/** Whether a listed order is still as an optimistic 접수 put it (no answer has replaced it since). */
function isOptimistic(listed: PickupOrder, accepted: PickupOrder): boolean {
  return listed.id === accepted.id && listed.status === accepted.status && listed.acceptedAt === accepted.acceptedAt;
}

/** Moves one order between 신규 and 진행 중 in the tab counts (-1: accepted, 1: put back). */
function shiftCounts(queryClient: QueryClient, key: QueryKey, toNew: 1 | -1) {
  queryClient.setQueryData<OrderCounts>(key, (counts) =>
    counts
      ? { ...counts, new: Math.max(0, counts.new + toNew), inProgress: Math.max(0, counts.inProgress - toNew) }
      : counts,
  );
}

/**
 * Every order action. 접수 is shown at once (optimistic) and rolled back if the server says no.
 * Without a connection an action is refused at once (`OfflineError`), before anything moves on the
 * screen: TanStack Query would otherwise hold it, the button busy, and send it whenever the
 * connection came back (docs/decisions/board-day.md).
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const keys = { ongoing: orderKeys.ongoing(account), counts: orderKeys.counts(account) };
  return useMutation({
    mutationKey: orderActionMutationKey,
    // Sent now or refused now; a call that fails on the way fails as a network error.
    networkMode: 'always',
    mutationFn: async (variables: ActionVariables) => {
      const { data } = await sendOrderAction(account, variables);
      return data.data;
    },
    onMutate: async (variables) => {
      if (!isOnline()) throw new OfflineError();
      if (variables.action !== 'accept') return undefined;
      await queryClient.cancelQueries({ queryKey: keys.ongoing });
      const order = queryClient.getQueryData<PickupOrder[]>(keys.ongoing)?.find((each) => each.id === variables.id);
      if (!order) return undefined;
      const accepted: PickupOrder = {
        ...order,
        status: 'ACCEPTED',
        acceptedAt: new Date().toISOString(),
        estimatedPreparationTime: variables.estimatedPreparationTime ?? null,
      };
      putOrder(queryClient, account, accepted);
      const moved = order.status === 'ORDERED';
      if (moved) shiftCounts(queryClient, keys.counts, -1);
      return { order, accepted, moved };
    },
    onSuccess: (order) => {
      putOrder(queryClient, account, order);
      queryClient.setQueryData(orderKeys.detail(account, order.id), order);
    },
    onError: (_error, variables, context) => {
      // Only what this call changed goes back: its own order (if nothing newer replaced it) and its
      // own move between the counts. Orders accepted meanwhile stay accepted (issue 24).
      if (context) {
        queryClient.setQueryData<PickupOrder[]>(keys.ongoing, (orders) =>
          orders?.map((each) => (isOptimistic(each, context.accepted) ? context.order : each)),
        );
        if (context.moved) shiftCounts(queryClient, keys.counts, 1);
      }
      // The order may have moved elsewhere (another device, the customer): show its real state.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(account, variables.id) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.counts });
      void queryClient.invalidateQueries({ queryKey: keys.ongoing });
      void queryClient.invalidateQueries({ queryKey: orderKeys.finishedAll() });
    },
  });
}

/** 주문서 출력: the `print` call (the server counts it), before the receipt is shown. */
export function usePrintOrder() {
  const account = useCurrentAccount();
  return useMutation({
    mutationFn: (id: number) => printOrder(account, id),
  });
}

/** The store's operation, asked again every half minute (a pause ends by itself), and the pause call. */
export function useStoreOperationData() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const query = storeOperationQuery(queryClient, account);
  const info = useQuery({ ...query, refetchInterval: 30_000 });
  const closure = useMutation({
    mutationFn: (body: { readonly closed: boolean; readonly closedUntil?: string | null }) =>
      updateManualClosure(account, body),
    onSuccess: (next) => queryClient.setQueryData(query.queryKey, next),
    // A refusal (409) means the store changed meanwhile: show it as it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: query.queryKey }),
  });
  return { info, closure };
}

/** The menus with their 품절 switch; a switched menu is put into the list the menu screens read too. */
export function useSoldOutMenus() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const query = menusQuery(queryClient, account);
  const menus = useQuery(query);
  const menuStatus = useMutation({
    mutationFn: ({ id, soldOut }: { readonly id: number; readonly soldOut: boolean }) =>
      updateMenuStatus(account, id, soldOut),
    onSuccess: (menu) => {
      queryClient.setQueryData<PickupMenu[]>(query.queryKey, (list) =>
        list?.map((each) => (each.id === menu.id ? menu : each)),
      );
      // The menu screens read these menus too.
      void queryClient.invalidateQueries({ queryKey: menuSearchesKey() });
    },
  });
  return { menus, menuStatus };
}

/** The board's two polls (counts and open orders), as its live indicator shows them (`usePollReading`). */
export function useBoardPollReading(
  show: (times: { readonly counts: PolledTimes; readonly orders: PolledTimes }) => string,
  alsoOn: (onChange: () => void) => () => void,
): string {
  const account = useCurrentAccount();
  const keys = { counts: orderKeys.counts(account), orders: orderKeys.ongoing(account) };
  return usePollReading(keys, show, alsoOn);
}

/** 다시 시도 of the board: the counts and the open orders asked again; stable, so holders need not redraw. */
export function useBoardRetry(): () => void {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  return useCallback(
    () =>
      void Promise.all(
        [orderKeys.counts(account), orderKeys.ongoing(account)].map((queryKey) =>
          queryClient.refetchQueries({ queryKey, exact: true }),
        ),
      ),
    [account, queryClient],
  );
}
