/** The small csv reader and writer the branch file upload and downloads need (RFC 4180 quoting). */

export { parseCsv } from '@/lib/csv';

export function toCsv(rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  // The byte order mark lets spreadsheet apps read the Korean text as UTF-8.
  return `\uFEFF${rows.map((cells) => cells.map(escape).join(',')).join('\n')}\n`;
}
