/**
 * The bulk delivery-start upload: the registration status (commerce `bulkDeliveryStartStatus`, the
 * latest upload; the call is api/commerce-order-queries.ts) and the row-by-row result with its
 * error file (the failing rows as uploaded, plus a 실패 사유 column; CSV with BOM).
 */
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bulkStatusQuery, commerceOrderKeys } from '@/api/commerce-order-queries';
import type { BulkDeliveryStartStatusQuery } from '@/api/commerce-orders';
import { useCurrentAccount } from '@/api/current-account';
import { DELIVERY_SHEET_COLUMNS } from '@/lib/carriers';
import { csvText } from '@/lib/csv';
import { errorFileBlob, errorFileName } from '@/lib/spreadsheet/write';
import type { ReadSheet } from '@/lib/spreadsheet/types';
import { GUARDED_COLUMNS } from './delivery-columns';

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

/** One row of the uploaded sheet with its result (rows known only for a csv read before upload). */
export interface RowResult {
  readonly rowNumber: number;
  readonly cells: readonly string[];
  readonly failure: string | undefined;
}

export function rowResults(rows: readonly (readonly string[])[], failures: readonly BulkFailure[]): RowResult[] {
  const byRow = new Map(failures.map((failure) => [failure.rowNumber, failure.reason]));
  return rows.map((cells, index) => ({ rowNumber: index + 2, cells, failure: byRow.get(index + 2) }));
}

/** What was uploaded in this visit, read before it was sent. */
export interface SentSheet {
  readonly fileName: string;
  readonly sheet: Pick<ReadSheet, 'format' | 'delimiter'>;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** The latest upload's id when this one was sent: a status with that id is an earlier upload. */
  readonly before: string | null;
}

/** Whether a status is the upload of this sheet (same file name, not the upload that was latest before). */
export function isSentUpload(sent: SentSheet | undefined, upload: BulkStatus): sent is SentSheet {
  return sent !== undefined && sent.fileName === upload.fileName && sent.before !== upload.id;
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

/**
 * The error file: the failing rows as uploaded with their reason, in the uploaded format (see
 * `errorFileBlob`); without the rows (uploaded in another visit), a csv of row number and reason.
 */
export async function errorFile(
  uploadedName: string,
  sent: SentSheet | undefined,
  failures: readonly BulkFailure[],
): Promise<{ blob: Blob; name: string }> {
  if (sent) {
    const failing = rowResults(sent.rows, failures).filter((row) => row.failure !== undefined);
    const width = sent.header.length;
    const blob = await errorFileBlob(
      sent.sheet,
      sent.header,
      failing.map((row) => [...Array.from({ length: width }, (_, index) => row.cells[index] ?? ''), row.failure]),
      Object.keys(GUARDED_COLUMNS),
    );
    return { blob, name: errorFileName(uploadedName, sent.sheet.format) };
  }
  const text = csvText(
    ['줄 번호', '주문 ID', '실패 사유'],
    failures.map((failure) => [failure.rowNumber, failure.orderSheetId ?? '', failure.reason]),
  );
  return { blob: new Blob([text], { type: 'text/csv;charset=utf-8' }), name: errorFileName(uploadedName, 'csv') };
}

export const TEMPLATE_COLUMNS = DELIVERY_SHEET_COLUMNS;
