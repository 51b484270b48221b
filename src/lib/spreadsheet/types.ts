/** What the spreadsheet reader hands back, whatever the file was (xlsx, xls, csv, tsv). */

export type SheetFormat = 'xlsx' | 'xls' | 'csv';

/** One cell as read: its text, and whether the file stored it as a number (a workbook's number cell). */
export interface SheetCell {
  readonly text: string;
  readonly number: boolean;
}

export interface ReadSheet {
  readonly format: SheetFormat;
  /** For a csv: how it was encoded and what separated its cells (both detected from the bytes). */
  readonly encoding?: 'utf-8' | 'euc-kr' | 'utf-16le';
  readonly delimiter?: ',' | '\t' | ';';
  /** The first sheet's rows, blank rows dropped, trailing empty cells kept as the file had them. */
  readonly rows: SheetCell[][];
}
