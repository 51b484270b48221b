/**
 * CSV files people open in Excel: a UTF-8 byte-order mark so Excel reads the Korean, CRLF lines,
 * cells quoted only when they hold a comma, a quote or a line break. Used by the mock's downloads
 * and by screens that save what they show.
 */
const BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

function cell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Splits CSV text into rows of cells (quotes, doubled quotes and CRLF understood; the BOM and blank lines dropped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        value += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += char;
  }
  if (value !== '' || row.length > 0) rows.push([...row, value]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
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
