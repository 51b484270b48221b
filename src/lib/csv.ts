/**
 * CSV files as Korean spreadsheet users open them: UTF-8 with a byte-order mark (so Excel reads the
 * Hangul), CRLF line ends, RFC 4180 quoting, numbers as plain digits.
 */
export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: the BOM, the header, then one line per row. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `text` as a file named `fileName` through the browser's download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
