/**
 * The commerce settlement reads (finance service, `serviceFilter` COMMERCE: the store's part of
 * the account's settlement), defined once for the pages and their loaders
 * (pages/commerce-settlement/settlement-loader.ts). Reads follow the 200-only rule.
 */
import type { QueryClient } from '@tanstack/react-query';
import { operationQueryKey } from './data/keys';
import { readPayload, UnexpectedStatusError } from './data/read';
import { callApi, type CallArgs, type OperationKey } from './operations';
import type { ConfirmedOrder, VatPayStatus } from './settlement';

type Account = string | undefined;

export const SERVICE = 'COMMERCE' as const;
export const DEPOSIT_PAGE_SIZE = 10;
export const LINE_PAGE_SIZE = 20;

function query<K extends OperationKey>(queryClient: QueryClient, key: K, args: CallArgs<K>) {
  const queryKey = operationQueryKey(key, args);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readPayload(queryClient, key, Object.assign({ queryKey }, args, { signal })),
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
    queryKey: operationQueryKey('finance.listDepositConfirmedOrders', { account, path: { depositDocId } }, 'all'),
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

/** The VAT report of the period (a file), for the statuses chosen. */
export async function downloadVatReport(
  account: Account,
  query: { readonly payStatuses: VatPayStatus[]; readonly startDate: string; readonly endDate: string },
): Promise<Blob> {
  const { status, data } = await callApi('finance.downloadVatReport', { account, query });
  if (status !== 200) throw new UnexpectedStatusError(status);
  return data;
}
