/**
 * The bulk delivery-start upload: the registration status (commerce `bulkDeliveryStartStatus`, the
 * latest upload; read by api/commerce-order-hooks.ts) and the row-by-row result with its
 * error file (the failing rows as uploaded, plus a 실패 사유 column; CSV with BOM).
 */
import type { BulkFailure, BulkStatus, SentSheet } from '@/api/commerce-order-hooks';
import { DELIVERY_SHEET_COLUMNS } from '@/lib/carriers';
import { csvText } from '@/lib/csv';
import { errorFileBlob, errorFileName } from '@/lib/spreadsheet/write';
import { GUARDED_COLUMNS } from './delivery-columns';

export type { BulkFailure, BulkStatus, SentSheet };

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

/** Whether a status is the upload of this sheet (same file name, not the upload that was latest before). */
export function isSentUpload(sent: SentSheet | undefined, upload: BulkStatus): sent is SentSheet {
  return sent !== undefined && sent.fileName === upload.fileName && sent.before !== upload.id;
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
