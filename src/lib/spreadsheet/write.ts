/**
 * Writes the workbooks the console hands out (write-excel-file, loaded on demand): a bold header
 * row frozen at the top, columns wide enough for their Korean, and the columns that hold numbers
 * Excel must not rewrite (주문번호, 송장번호, 전화번호, 우편번호) typed as text (format `@`), so
 * what a merchant types there stays as typed. Also the error file of an upload.
 */
import type { CsvCell } from '@/lib/csv';
import { isHeader } from './header';

export interface SheetColumn {
  readonly header: string;
  /** A text column: Excel keeps its numbers as typed (leading zeros, all digits). */
  readonly text?: boolean;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column's width in Excel characters: a Hangul syllable is two wide; at least 8, at most 50. */
export function columnWidth(values: readonly string[]): number {
  const widest = Math.max(
    0,
    ...values.map((value) => [...value].reduce((sum, char) => sum + (/[\u1100-\uFFDC]/.test(char) ? 2 : 1), 0)),
  );
  return Math.min(50, Math.max(8, widest + 2));
}

export async function workbookBlob(
  columns: readonly SheetColumn[],
  rows: readonly (readonly CsvCell[])[],
  sheet = 'Sheet1',
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = columns.map((column) => ({ value: column.header, type: String, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((column, index) => {
      const value = row[index];
      if (value === null || value === undefined || value === '')
        return column.text ? { value: '', type: String, format: '@' } : null;
      if (column.text || typeof value !== 'number')
        return { value: String(value), type: String, ...(column.text ? { format: '@' } : {}) };
      return { value, type: Number };
    }),
  );
  const widths = columns.map((column, index) => ({
    width: columnWidth([column.header, ...rows.slice(0, 200).map((row) => String(row[index] ?? ''))]),
  }));
  return writeXlsxFile([header, ...body], { columns: widths, stickyRowsCount: 1, sheet }).toBlob();
}

/** The error file's name: the uploaded one with _실패, always an xlsx (see `errorFileBlob`). */
export function errorFileName(uploadedName: string): string {
  return `${uploadedName.replace(/\.[^.]+$/, '')}_실패.xlsx`;
}

export const EXCEL_ROW_HEADER = '엑셀 행';
export const FAILURE_HEADER = '실패 사유';

/** A row that failed: its cells as uploaded, its number in the uploaded file and why. */
export interface FailedRow {
  readonly rowNumber: number;
  readonly cells: readonly string[];
  readonly reason: string;
}

/**
 * The error file: the uploaded header and failing rows, then 엑셀 행 (the row's number in the
 * uploaded file) and 실패 사유. Always an xlsx, whatever was uploaded: a csv opened in Excel shows a
 * 12-digit invoice as 6.12346E+11 and saves it so, where an xlsx keeps `textColumns` (found by
 * their header however spaced) typed as text, so a number typed there to fix a row stays as typed.
 * The 엑셀 행 and 실패 사유 of an error file uploaded again are replaced, not repeated.
 */
export function errorFileBlob(
  header: readonly string[],
  rows: readonly FailedRow[],
  textColumns: readonly string[],
): Promise<Blob> {
  const added = [EXCEL_ROW_HEADER, FAILURE_HEADER];
  const kept = header.flatMap((name, at) => (isHeader(name, added) ? [] : [at]));
  return workbookBlob(
    [
      ...kept.map((at) => ({ header: header[at]!, text: isHeader(header[at]!, textColumns) })),
      ...added.map((name) => ({ header: name })),
    ],
    rows.map((row) => [...kept.map((at) => row.cells[at] ?? ''), row.rowNumber, row.reason]),
  );
}
