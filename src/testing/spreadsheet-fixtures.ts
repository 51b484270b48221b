/**
 * Files a merchant brings, made in the tests: CP949 bytes (what Korean Excel saves as CSV), and
 * workbooks written by SheetJS with text and number cells as Excel stores them (xlsx and xls).
 */
import * as XLSX from '@e965/xlsx';

let cp949: Map<string, number[]> | undefined;

/** Encodes text in CP949 (the WHATWG euc-kr table, read backwards). */
export function cp949Bytes(text: string): Uint8Array {
  if (!cp949) {
    cp949 = new Map();
    const decoder = new TextDecoder('euc-kr');
    for (let lead = 0x81; lead <= 0xfe; lead += 1)
      for (let trail = 0x41; trail <= 0xfe; trail += 1) {
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (char.length === 1 && char !== '\uFFFD' && !cp949.has(char)) cp949.set(char, [lead, trail]);
      }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else {
      const pair = cp949.get(char);
      if (!pair) throw new Error(`not in CP949: ${char}`);
      bytes.push(...pair);
    }
  }
  return new Uint8Array(bytes);
}

/** A workbook of one sheet; a number stays a number cell, a string a text cell. */
export function workbookBytes(
  rows: readonly (readonly (string | number)[])[],
  bookType: 'xlsx' | 'xls' = 'xlsx',
): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), 'Sheet1');
  const written = XLSX.write(book, { type: 'array', bookType: bookType === 'xls' ? 'biff8' : 'xlsx' }) as ArrayBuffer;
  return new Uint8Array(written);
}

interface Cfb {
  read(data: Uint8Array, options: { type: 'array' }): unknown;
  find(container: unknown, path: string): { content: Uint8Array } | null;
}

/** One XML part of an xlsx (a zip), as text: '/xl/styles.xml', '/xl/worksheets/sheet1.xml' … */
export function xlsxPart(xlsx: Uint8Array, path: string): string {
  const cfb = XLSX.CFB as Cfb;
  const found = cfb.find(cfb.read(xlsx, { type: 'array' }), path);
  if (!found) throw new Error(`no ${path} in the workbook`);
  return new TextDecoder().decode(found.content);
}

/** The cells of an xlsx's first sheet whose number format is text (`@`), by reference (A2, C3 …). */
export function textFormattedCells(xlsx: Uint8Array): Set<string> {
  const xml = (path: string) => xlsxPart(xlsx, path);
  const styles = xml('/xl/styles.xml');
  const textFormats = new Set(['49']);
  for (const match of styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="@"\/>/g)) textFormats.add(match[1]!);
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const textStyles = new Set(
    [...cellXfs.matchAll(/<xf\b([^>]*)>/g)].flatMap((match, index) =>
      textFormats.has(/numFmtId="(\d+)"/.exec(match[1]!)?.[1] ?? '') ? [String(index)] : [],
    ),
  );
  const sheet = xml('/xl/worksheets/sheet1.xml');
  return new Set(
    [...sheet.matchAll(/<c r="([A-Z]+\d+)" s="(\d+)"/g)].filter((match) => textStyles.has(match[2]!)).map((m) => m[1]!),
  );
}
