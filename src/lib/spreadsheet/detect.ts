/**
 * What a picked file is, from its bytes (the name only breaks ties): a zip is an xlsx, an OLE
 * compound file an xls, anything else text. The text's encoding (a BOM, else UTF-8 when the bytes
 * are valid UTF-8, else CP949, which is what Korean Excel saves as "CSV (쉼표로 분리)") and its
 * separator (a tab or a semicolon when the first line has more of them than commas).
 */
import type { ReadSheet, SheetFormat } from './types';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The format the bytes are, or undefined for bytes that are neither a workbook nor text (a picture…). */
export function formatOfBytes(bytes: Uint8Array): SheetFormat | undefined {
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE)) return 'xls';
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe;
  if (!utf16 && bytes.subarray(0, 4096).includes(0)) return undefined;
  return 'csv';
}

/** The format a file's name says (.csv, .tsv and .txt are text). */
export function formatOfName(name: string): SheetFormat | undefined {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || extension === 'xls') return extension;
  if (extension === 'csv' || extension === 'tsv' || extension === 'txt') return 'csv';
  return undefined;
}

export function decodeText(bytes: Uint8Array): { text: string; encoding: NonNullable<ReadSheet['encoding']> } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: the Windows Korean code page (the WHATWG euc-kr decoder is CP949, a superset).
    return { text: new TextDecoder('euc-kr').decode(bytes), encoding: 'euc-kr' };
  }
}

export function delimiterOf(text: string): NonNullable<ReadSheet['delimiter']> {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  const commas = count(',');
  if (count('\t') > commas) return '\t';
  if (count(';') > commas) return ';';
  return ',';
}
