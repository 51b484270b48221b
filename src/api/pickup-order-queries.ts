/**
 * The board's queries, defined once: the board reads them and the route's loader starts the live
 * ones with the page's code (issue 10: a route's data starts with the route). Every call names its
 * account (the route's `baId`: query key, `Account-Id` header; issue 11). Small on purpose: the
 * router imports this module, not the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { operationQueryKey } from './data/keys';
import { readPayload } from './data/read';
import { startEarly } from './early-query';
import { serverClock } from './server-clock';
import { shareById } from './share-by-id';

type Account = string | undefined;

export const orderKeys = {
  counts: (account: Account) => operationQueryKey('pickup.getOrderCounts', { account }),
  ongoing: (account: Account) => operationQueryKey('pickup.listOngoingOrders', { account }),
  finishedAll: () => operationQueryKey('pickup.listFinishedOrders').slice(0, 2),
  finished: (account: Account, query: Readonly<Record<string, unknown>>) =>
    operationQueryKey('pickup.listFinishedOrders', { account, query }),
  detail: (account: Account, id: number) => operationQueryKey('pickup.getOrder', { account, path: { id } }),
  operation: (account: Account) => operationQueryKey('pickup.getStoreOperationInfo', { account }),
};

export function countsQuery(queryClient: QueryClient, account: Account) {
  const queryKey = orderKeys.counts(account);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readPayload(queryClient, 'pickup.getOrderCounts', { account, signal, queryKey }),
  };
}

export function ongoingQuery(queryClient: QueryClient, account: Account) {
  const queryKey = orderKeys.ongoing(account);
  return {
    queryKey,
    // Newest first: a new order comes in front, and the cards of the others must stay the same objects.
    structuralSharing: shareById,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const orders = await readPayload(
        queryClient,
        'pickup.listOngoingOrders',
        { account, signal, queryKey },
        (payload) => payload.items,
      );
      // No order is placed after the server answered with it: a floor for the server's clock.
      serverClock.noteNotBefore(Math.max(...orders.map((order) => Date.parse(order.orderedAt))), Date.now());
      return orders;
    },
  };
}

/** The store's operation (영업 중, 임시 중지 and until when): the board's banner and the 영업 관리 drawer. */
export function storeOperationQuery(queryClient: QueryClient, account: Account) {
  const queryKey = orderKeys.operation(account);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readPayload(queryClient, 'pickup.getStoreOperationInfo', { account, signal, queryKey }),
  };
}

/** The route's loader: the counts and the open orders go out while the board's code downloads. */
export function prefetchOrderBoard(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, countsQuery(queryClient, account));
  startEarly(queryClient, ongoingQuery(queryClient, account));
  return null;
}
