/**
 * The bulk delivery-start upload: the registration status (commerce `bulkDeliveryStartStatus`, the
 * latest upload; read by api/commerce-order-hooks.ts) and the row-by-row result with its error
 * file (the failing rows as uploaded, plus 엑셀 행 and 실패 사유 columns; an xlsx).
 * The server names a failing row by its number in the uploaded file, as Excel numbers it (header
 * row 1, blank rows counted); each row read before the upload keeps that number, so a failure is
 * joined to the row it names, never to a place among the rows kept.
 */
import type { BulkFailure, BulkStatus, SentSheet } from '@/api/commerce-order-hooks';
import { DELIVERY_SHEET_COLUMNS } from '@/lib/carriers';
import type { TextRow } from '@/lib/spreadsheet/types';
import { errorFileBlob, errorFileName, type FailedRow } from '@/lib/spreadsheet/write';
import { GUARDED_COLUMNS } from './delivery-columns';

export type { BulkFailure, BulkStatus, SentSheet };

/** One row of the uploaded sheet with its result (rows known only for a file read in this visit). */
export interface RowResult {
  readonly rowNumber: number;
  readonly cells: readonly string[];
  readonly failure: string | undefined;
}

/**
 * Each row read with the failure that names its row number; a failure naming no row read here (the
 * server counted otherwise) is listed too, by its number alone, rather than dropped.
 */
export function rowResults(rows: readonly TextRow[], failures: readonly BulkFailure[]): RowResult[] {
  const byRow = new Map(failures.map((failure) => [failure.rowNumber, failure.reason]));
  const read = new Set(rows.map((row) => row.rowNumber));
  const results = rows.map((row) => ({ ...row, failure: byRow.get(row.rowNumber) }));
  const unknown = [...byRow]
    .filter(([rowNumber]) => !read.has(rowNumber))
    .map(([rowNumber, failure]) => ({ rowNumber, cells: [], failure }));
  return [...results, ...unknown].sort((a, b) => a.rowNumber - b.rowNumber);
}

/** Whether a status is the upload of this sheet (same file name, not the upload that was latest before). */
export function isSentUpload(sent: SentSheet | undefined, upload: BulkStatus): sent is SentSheet {
  return sent !== undefined && sent.fileName === upload.fileName && sent.before !== upload.id;
}

/**
 * The error file: the failing rows as uploaded with their Excel row and reason (see
 * `errorFileBlob`); without the rows (uploaded in another visit), each failure's order id.
 */
export async function errorFile(
  uploadedName: string,
  sent: SentSheet | undefined,
  failures: readonly BulkFailure[],
): Promise<{ blob: Blob; name: string }> {
  const name = errorFileName(uploadedName);
  if (sent) {
    const failing = rowResults(sent.rows, failures).flatMap((row): FailedRow[] =>
      row.failure === undefined ? [] : [{ rowNumber: row.rowNumber, cells: row.cells, reason: row.failure }],
    );
    return { blob: await errorFileBlob(sent.header, failing, Object.keys(GUARDED_COLUMNS)), name };
  }
  const failing = failures.map((failure) => ({
    rowNumber: failure.rowNumber,
    cells: [failure.orderSheetId ?? ''],
    reason: failure.reason,
  }));
  return { blob: await errorFileBlob(['주문 ID'], failing, []), name };
}

export const TEMPLATE_COLUMNS = DELIVERY_SHEET_COLUMNS;
