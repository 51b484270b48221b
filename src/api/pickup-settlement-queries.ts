/**
 * The pickup settlement screen's reads (finance service, pickup only), defined once for the page
 * and the route's loader (pages/pickup/settlement/settlement-loader.ts): the month's report, the
 * period's deposit summary and page of deposits, and one deposit's summary with all its confirmed
 * orders (the reconciliation needs every one of them).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DepositPeriod as Period } from '@/lib/deposit-period';
import { operationQueryKey } from './data/keys';
import { readPayload as readData, UnexpectedStatusError } from './data/read';
import { callApi } from './operations';
import type { ConfirmedOrder } from './settlement';

type Account = string | undefined;

const SERVICE = 'PICKUP' as const;
export const DEPOSIT_PAGE_SIZE = 20;
/** The API's largest page: a week of pickup orders fits in one or two. */
const ORDER_FETCH_SIZE = 100;

export function reportQuery(queryClient: QueryClient, account: Account, year: number, month: number) {
  const args = { account, path: { year, month }, query: { serviceFilter: SERVICE } };
  const queryKey = operationQueryKey('finance.getSettlementReport', args);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readData(queryClient, 'finance.getSettlementReport', { ...args, signal, queryKey }),
  };
}

export function depositSummaryQuery(queryClient: QueryClient, account: Account, period: Period) {
  const args = { account, query: { ...period, serviceFilter: SERVICE } };
  const queryKey = operationQueryKey('finance.getDepositRangeSummary', args);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readData(queryClient, 'finance.getDepositRangeSummary', { ...args, signal, queryKey }),
  };
}

export function depositsQuery(queryClient: QueryClient, account: Account, period: Period, page: number) {
  const args = { account, query: { ...period, serviceName: SERVICE, page, size: DEPOSIT_PAGE_SIZE } };
  const queryKey = operationQueryKey('finance.listSettlementDeposits', args);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readData(queryClient, 'finance.listSettlementDeposits', { ...args, signal, queryKey }),
  };
}

export function depositQuery(queryClient: QueryClient, account: Account, depositDocId: string) {
  const args = { account, path: { depositDocId } };
  const queryKey = operationQueryKey('finance.getDepositConfirmSummary', args);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readData(queryClient, 'finance.getDepositConfirmSummary', { ...args, signal, queryKey }),
  };
}

/** Every confirmed order of a deposit, page after page (0, 1, …) until the last. */
export function depositOrdersQuery(account: Account, depositDocId: string) {
  const args = { account, path: { depositDocId }, query: { serviceFilter: SERVICE } };
  return {
    queryKey: operationQueryKey('finance.listDepositConfirmedOrders', args),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const orders: ConfirmedOrder[] = [];
      for (let page = 0; ; page += 1) {
        const { status, data } = await callApi('finance.listDepositConfirmedOrders', {
          ...args,
          query: { ...args.query, page, size: ORDER_FETCH_SIZE },
          signal,
        });
        // A partial list would make a false reconciliation: any page but a 200 fails the whole.
        if (status !== 200 || !data) throw new UnexpectedStatusError(status);
        orders.push(...data.data.items);
        if (!data.data.hasNext) return orders;
      }
    },
  };
}
