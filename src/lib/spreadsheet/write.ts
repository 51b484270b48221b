/**
 * Writes the workbooks the console hands out (write-excel-file, loaded on demand): a bold header
 * row frozen at the top, columns wide enough for their Korean, and the columns that hold numbers
 * Excel must not rewrite (주문번호, 송장번호, 전화번호, 우편번호) typed as text (format `@`), so
 * what a merchant types there stays as typed. Also the error file of an upload, in the format the
 * merchant uploaded.
 */
import { csvText, type CsvCell } from '@/lib/csv';
import type { ReadSheet } from './types';

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

/** The file name with the extension the format takes (a tab-separated file stays .tsv/.txt as it was). */
export function errorFileName(uploadedName: string, format: ReadSheet['format']): string {
  const base = uploadedName.replace(/\.[^.]+$/, '');
  const extension = /\.([a-z]+)$/i.exec(uploadedName)?.[1]?.toLowerCase();
  if (format === 'csv') return `${base}_실패.${extension === 'tsv' || extension === 'txt' ? extension : 'csv'}`;
  return `${base}_실패.xlsx`;
}

/**
 * The error file: the uploaded header and failing rows with a 실패 사유 column, as an xlsx for a
 * workbook (an xls comes back as xlsx: what Excel opens today) and as UTF-8 text with a BOM for a
 * csv, separated as it was.
 */
export async function errorFileBlob(
  sheet: Pick<ReadSheet, 'format' | 'delimiter'>,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  textColumns: readonly string[],
): Promise<Blob> {
  const fullHeader = [...header, '실패 사유'];
  if (sheet.format === 'csv') {
    return new Blob([csvText(fullHeader, rows, sheet.delimiter ?? ',')], { type: 'text/csv;charset=utf-8' });
  }
  return workbookBlob(
    fullHeader.map((name) => ({ header: name, text: textColumns.includes(name) })),
    rows,
  );
}
