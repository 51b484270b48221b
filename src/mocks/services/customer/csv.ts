/** CSV downloads: a UTF-8 byte-order mark so Excel reads the Korean, CRLF lines, plain-digit numbers. */
import { csvText } from '@/lib/csv';
import { MockFile } from '../../core/implement';

export { csvText };

export function csvFile(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean)[])[],
): MockFile {
  return new MockFile(csvText(header, rows), filename, 'text/csv; charset=utf-8');
}
