/**
 * CSV files people open in Excel: a UTF-8 byte-order mark so Excel reads the Korean, CRLF lines,
 * cells quoted only when they hold a comma, a quote or a line break. Used by the mock's downloads
 * and by screens that save what they show. Files are read by `@/lib/spreadsheet` (papaparse, SheetJS).
 */
const BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

function cell(value: CsvCell, delimiter: string): string {
  const text = value === null || value === undefined ? '' : String(value);
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV text; another `delimiter` (a tab) writes the same layout separated by it. */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  delimiter: ',' | '\t' | ';' = ',',
): string {
  return (
    BOM +
    [header, ...rows].map((row) => row.map((value) => cell(value, delimiter)).join(delimiter)).join('\r\n') +
    '\r\n'
  );
}

/** Saves text (or a downloaded file) in the browser, through a link clicked once. */
export function saveFile(content: BlobPart, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
