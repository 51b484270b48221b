/**
 * Reads a spreadsheet's bytes into rows of cells: an xlsx or xls through SheetJS (its maintained
 * release, `@e965/xlsx`), a csv through papaparse after the bytes are decoded (see detect.ts). Both
 * libraries are imported here on demand, so no route loads them before a file is read.
 * Cells keep what the file stored: a csv cell is its text as saved (`6.12346E+11` stays that), a
 * workbook's number cell is its number written out in digits and marked as a number. Each row
 * keeps its number as Excel shows it: blank rows are dropped, never renumbered.
 */
import type { CellObject } from '@e965/xlsx';
import { decodeText, delimiterOf, formatOfBytes } from './detect';
import type { ReadSheet, SheetCell, SheetRow, TextRow } from './types';

export class UnreadableSheetError extends Error {
  constructor() {
    super('unreadable spreadsheet');
    this.name = 'UnreadableSheetError';
  }
}

/** SheetJS's format table (typed `any` by the library). */
interface DateFormats {
  is_date(format: string): boolean;
}

const isBlank = (row: SheetRow) => row.cells.every((cell) => cell.text.trim() === '');

/** A number as a person typed it: integers in full digits (never 1e+21 below that size). */
export function numberText(value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
}

export async function readSheetBytes(bytes: Uint8Array): Promise<ReadSheet> {
  const format = formatOfBytes(bytes);
  if (!format) throw new UnreadableSheetError();
  if (format === 'csv') {
    const { text, encoding } = decodeText(bytes);
    const delimiter = delimiterOf(text);
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
    // One parsed record is one row in Excel, even when a quoted cell spans lines.
    const rows = parsed.data.map((cells, index): SheetRow => ({
      rowNumber: index + 1,
      cells: cells.map((cell): SheetCell => ({ text: cell, number: false })),
    }));
    return { format, encoding, delimiter, rows: rows.filter((row) => !isBlank(row)) };
  }
  const XLSX = await import('@e965/xlsx');
  let workbook: ReturnType<typeof XLSX.read>;
  try {
    workbook = XLSX.read(bytes, { type: 'array', cellHTML: false, cellFormula: false, dense: false });
  } catch {
    throw new UnreadableSheetError();
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return { format, rows: [] };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: SheetRow[] = [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const row: SheetCell[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as CellObject | undefined;
      if (!cell || cell.v === undefined || cell.v === null) row.push({ text: '', number: false });
      else if (cell.t === 'n' && typeof cell.v === 'number') {
        const isDate = typeof cell.z === 'string' && (XLSX.SSF as DateFormats).is_date(cell.z);
        row.push(
          isDate ? { text: cell.w ?? numberText(cell.v), number: false } : { text: numberText(cell.v), number: true },
        );
      } else if (cell.t === 'b') row.push({ text: cell.v ? 'TRUE' : 'FALSE', number: false });
      else if (cell.t === 'e') row.push({ text: cell.w ?? '', number: false });
      else row.push({ text: String(cell.v), number: false });
    }
    while (row.length > 0 && row[row.length - 1]!.text === '') row.pop();
    rows.push({ rowNumber: r + 1, cells: row });
  }
  return { format, rows: rows.filter((row) => !isBlank(row)) };
}

/** The cells' text only, for code that reads a sheet as strings. */
export const rowTexts = (rows: readonly SheetRow[]): string[][] =>
  rows.map((row) => row.cells.map((cell) => cell.text));

/** The rows as text, each with its Excel row number. */
export const textRows = (rows: readonly SheetRow[]): TextRow[] =>
  rows.map((row) => ({ rowNumber: row.rowNumber, cells: row.cells.map((cell) => cell.text) }));
