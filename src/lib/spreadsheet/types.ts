/** What the spreadsheet reader hands back, whatever the file was (xlsx, xls, csv, tsv). */

export type SheetFormat = 'xlsx' | 'xls' | 'csv';

/** One cell as read: its text, and whether the file stored it as a number (a workbook's number cell). */
export interface SheetCell {
  readonly text: string;
  readonly number: boolean;
}

/**
 * One row as read, with its number as Excel shows it (the sheet's first row is 1, blank rows
 * counted): every message and every result names the row by this number, never by its place among
 * the rows kept.
 */
export interface SheetRow {
  readonly rowNumber: number;
  readonly cells: SheetCell[];
}

/** A row's cells as text, still with its Excel row number (what is kept of a file after its checks). */
export interface TextRow {
  readonly rowNumber: number;
  readonly cells: readonly string[];
}

export interface ReadSheet {
  readonly format: SheetFormat;
  /** For a csv: how it was encoded and what separated its cells (both detected from the bytes). */
  readonly encoding?: 'utf-8' | 'euc-kr' | 'utf-16le';
  readonly delimiter?: ',' | '\t' | ';';
  /** The first sheet's rows, blank rows dropped, trailing empty cells kept as the file had them. */
  readonly rows: SheetRow[];
}
