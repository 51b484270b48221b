/** CSV downloads: the console's one CSV writer (UTF-8 with a BOM so Excel reads the Korean, CRLF lines). */
import { csvText, type CsvCell } from '@/lib/csv';
import { MockFile } from '../../core/implement';

export { csvText };

export function csvFile(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): MockFile {
  return new MockFile(csvText(header, rows), filename, 'text/csv; charset=utf-8');
}
