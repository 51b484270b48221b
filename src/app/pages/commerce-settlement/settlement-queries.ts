/**
 * The commerce settlement reads (finance service, `serviceFilter` COMMERCE: the store's part of
 * the account's settlement), defined once for the pages and their loaders. Reads follow the
 * 200-only rule. Small on purpose: the router imports this module, not the pages.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ConfirmedOrder } from '@/api/settlement';
import { startEarly } from '@/api/early-query';
import { callApi, type CallArgs, type OperationKey, type PayloadAt } from '@/api/operations';
import { operationQueryKey } from '@/api/data/keys';
import { only200, UnexpectedStatusError } from '@/api/data/read';
import { kstToday } from '@/lib/format';
import { monthOf } from '../settlement/amounts';
import { rangeOf } from './settlement-rules';

type Account = string | undefined;

export const SERVICE = 'COMMERCE' as const;
export const DEPOSIT_PAGE_SIZE = 10;
export const LINE_PAGE_SIZE = 20;

async function read<K extends OperationKey>(
  queryClient: QueryClient,
  key: K,
  args: CallArgs<K>,
  queryKey: readonly unknown[],
): Promise<PayloadAt<K>> {
  const { status, data } = await callApi(key, args);
  // K is known only to the caller here: its payload type is PayloadAt<K>, read from the envelope.
  return only200(queryClient, queryKey, status, (data as { data?: PayloadAt<K> } | undefined)?.data);
}

function query<K extends OperationKey>(queryClient: QueryClient, key: K, args: CallArgs<K>) {
  const queryKey = operationQueryKey(key, args);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => read(queryClient, key, { ...args, signal }, queryKey),
  };
}

export const reportQuery = (queryClient: QueryClient, account: Account, year: number, month: number) =>
  query(queryClient, 'finance.getSettlementReport', {
    account,
    path: { year, month },
    query: { serviceFilter: SERVICE },
  });

export const depositsQuery = (queryClient: QueryClient, account: Account, from: string, to: string, page: number) =>
  query(queryClient, 'finance.listSettlementDeposits', {
    account,
    query: { startDate: from, endDate: to, serviceName: SERVICE, page, size: DEPOSIT_PAGE_SIZE },
  });

export const rangeSummaryQuery = (queryClient: QueryClient, account: Account, from: string, to: string) =>
  query(queryClient, 'finance.getDepositRangeSummary', {
    account,
    query: { startDate: from, endDate: to, serviceFilter: SERVICE },
  });

export const depositQuery = (queryClient: QueryClient, account: Account, depositDocId: string) =>
  query(queryClient, 'finance.getDepositConfirmSummary', { account, path: { depositDocId } });

export const linesQuery = (queryClient: QueryClient, account: Account, depositDocId: string, page: number) =>
  query(queryClient, 'finance.listDepositConfirmedOrders', {
    account,
    path: { depositDocId },
    query: { page, size: LINE_PAGE_SIZE },
  });

/** Every confirmed order of a deposit (pages of 100), for the reconciliation and the CSV. */
export function allLinesQuery(account: Account, depositDocId: string) {
  return {
    queryKey: [...operationQueryKey('finance.listDepositConfirmedOrders', { account, path: { depositDocId } }), 'all'],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const lines: ConfirmedOrder[] = [];
      for (let page = 0; ; page += 1) {
        const { status, data } = await callApi('finance.listDepositConfirmedOrders', {
          account,
          signal,
          path: { depositDocId },
          query: { page, size: 100 },
        });
        if (status !== 200 || !data) throw new UnexpectedStatusError(status);
        lines.push(...data.data.items);
        if (!data.data.hasNext) return lines;
      }
    },
  };
}

/** The list page's loader: this month's report, the deposits and their summary. */
export function prefetchSettlement(queryClient: QueryClient, account: Account, request: Request): null {
  const search = new URL(request.url).searchParams;
  const today = kstToday();
  const { year, month } = monthOf(search.get('month'), today);
  const { from, to } = rangeOf(search.get('from'), search.get('to'), today);
  const page = Math.max(Number(search.get('page') ?? '1') - 1, 0) || 0;
  startEarly(queryClient, reportQuery(queryClient, account, year, month));
  startEarly(queryClient, depositsQuery(queryClient, account, from, to, page));
  startEarly(queryClient, rangeSummaryQuery(queryClient, account, from, to));
  return null;
}

export function prefetchDeposit(queryClient: QueryClient, account: Account, depositDocId: string | undefined): null {
  if (!depositDocId) return null;
  startEarly(queryClient, depositQuery(queryClient, account, depositDocId));
  startEarly(queryClient, linesQuery(queryClient, account, depositDocId, 0));
  return null;
}
