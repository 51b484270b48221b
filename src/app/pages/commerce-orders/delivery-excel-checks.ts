/**
 * Checks of a delivery-start file before it is uploaded (type, size, header row), each with its
 * Korean sentence. A csv is read here (its header and rows, for the row-by-row result); a workbook
 * (xlsx, xls) is checked by its signature only — its header is the server's to check.
 */
import { DELIVERY_SHEET_COLUMNS } from '@/lib/carriers';
import { parseCsv } from '@/lib/csv';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 1000;

export const checkCopy = {
  type: '엑셀(xlsx, xls) 또는 CSV 파일만 올릴 수 있어요.',
  empty: '빈 파일이에요.',
  tooLarge: '파일이 너무 커요. 5MB까지 올릴 수 있어요.',
  mismatch: '파일 내용이 확장자와 달라요. 엑셀에서 다시 저장해 주세요.',
  header: `첫 줄(머리글)이 ${DELIVERY_SHEET_COLUMNS.join(', ')}로 시작해야 해요. 양식을 내려받아 채워 주세요.`,
  noRows: '배송할 주문이 한 줄도 없어요.',
  tooManyRows: `한 번에 ${MAX_ROWS.toLocaleString('ko-KR')}줄까지 올릴 수 있어요. 나눠서 올려 주세요.`,
} as const;

export type SheetKind = 'csv' | 'xlsx' | 'xls';

export interface SheetFile {
  readonly name: string;
  readonly size: number;
  /** The first bytes (the signature). */
  readonly head: Uint8Array;
  /** The text, for a csv. */
  readonly text?: string;
}

export type CheckResult =
  | { readonly ok: false; readonly problem: string }
  | { readonly ok: true; readonly kind: SheetKind; readonly header?: string[]; readonly rows?: string[][] };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (head: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => head[index] === byte);

export function kindOf(name: string): SheetKind | undefined {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' || extension === 'xls' ? extension : undefined;
}

/** The checks, in the order a merchant would fix them. `rows` (a csv) are the data rows after the header. */
export function checkSheet(file: SheetFile): CheckResult {
  const kind = kindOf(file.name);
  if (!kind) return { ok: false, problem: checkCopy.type };
  if (file.size === 0) return { ok: false, problem: checkCopy.empty };
  if (file.size > MAX_FILE_BYTES) return { ok: false, problem: checkCopy.tooLarge };
  if (kind === 'xlsx')
    return startsWith(file.head, ZIP) ? { ok: true, kind } : { ok: false, problem: checkCopy.mismatch };
  if (kind === 'xls')
    return startsWith(file.head, OLE) ? { ok: true, kind } : { ok: false, problem: checkCopy.mismatch };
  if (startsWith(file.head, ZIP) || startsWith(file.head, OLE) || file.head.includes(0))
    return { ok: false, problem: checkCopy.mismatch };
  const [header = [], ...rows] = parseCsv(file.text ?? '');
  const starts = DELIVERY_SHEET_COLUMNS.every((name, index) => header[index]?.trim() === name);
  if (!starts) return { ok: false, problem: checkCopy.header };
  if (rows.length === 0) return { ok: false, problem: checkCopy.noRows };
  if (rows.length > MAX_ROWS) return { ok: false, problem: checkCopy.tooManyRows };
  return { ok: true, kind, header, rows };
}

/** Reads what the checks need from a picked file. */
export async function readSheetFile(file: File): Promise<SheetFile> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const text = kindOf(file.name) === 'csv' && file.size <= MAX_FILE_BYTES ? await file.text() : undefined;
  return { name: file.name, size: file.size, head, ...(text === undefined ? {} : { text }) };
}
