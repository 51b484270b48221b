/** CSV downloads: a UTF-8 byte-order mark so Excel reads the Korean, CRLF lines, plain-digit numbers. */
import { MockFile } from '../../core/implement';

const BOM = '\uFEFF';

function cell(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly (string | number | boolean)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function csvFile(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean)[])[],
): MockFile {
  return new MockFile(csvText(header, rows), filename, 'text/csv; charset=utf-8');
}
