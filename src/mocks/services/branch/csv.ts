/** The csv reader and writer the branch file upload and downloads need (RFC 4180 quoting). */
import { readSheetBytes, textRows } from '@/lib/spreadsheet/read';
import type { TextRow } from '@/lib/spreadsheet/types';

/**
 * The rows of an uploaded file (a csv, read as the console reads one: UTF-8 or CP949, comma or
 * tab), each with its row number as Excel shows it.
 */
export async function readCsvRows(file: Blob): Promise<TextRow[]> {
  return textRows((await readSheetBytes(new Uint8Array(await file.arrayBuffer()))).rows);
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  // The byte order mark lets spreadsheet apps read the Korean text as UTF-8.
  return `\uFEFF${rows.map((cells) => cells.map(escape).join(',')).join('\n')}\n`;
}
