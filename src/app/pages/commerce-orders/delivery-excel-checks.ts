/**
 * Checks of a delivery-start file before it is uploaded, each with its Korean sentence: its type
 * and size, then its content, read whatever the format (xlsx, xls, csv in UTF-8 or CP949, comma
 * or tab): the header row, the number of rows, and every cell whose number Excel rewrote
 * (scientific notation, a float, a dropped leading zero), by row and column.
 */
import { DELIVERY_SHEET_COLUMNS } from '@/lib/carriers';
import { excelProblems, type CellProblem } from '@/lib/spreadsheet/excel-changes';
import { formatOfBytes, formatOfName } from '@/lib/spreadsheet/detect';
import { readSheetFile } from '@/lib/spreadsheet/read-file';
import type { ReadSheet, SheetFormat } from '@/lib/spreadsheet/types';
import { GUARDED_COLUMNS } from './delivery-columns';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 1000;
/** The problems listed under the file; the rest are counted. */
export const LISTED_PROBLEMS = 5;

export const checkCopy = {
  type: '엑셀(xlsx, xls) 또는 CSV 파일만 올릴 수 있어요.',
  empty: '빈 파일이에요.',
  tooLarge: '파일이 너무 커요. 5MB까지 올릴 수 있어요.',
  mismatch: '파일 내용이 확장자와 달라요. 엑셀에서 다시 저장해 주세요.',
  unreadable: '파일을 읽지 못했어요. 엑셀에서 다시 저장해 올려 주세요.',
  header: `첫 줄(머리글)이 ${DELIVERY_SHEET_COLUMNS.join(', ')}로 시작해야 해요. 양식을 내려받아 채워 주세요.`,
  noRows: '배송할 주문이 한 줄도 없어요.',
  tooManyRows: `한 번에 ${MAX_ROWS.toLocaleString('ko-KR')}줄까지 올릴 수 있어요. 나눠서 올려 주세요.`,
  excelChanged: (count: number) => `엑셀이 바꾼 번호가 ${count}칸 있어요. 고친 뒤 다시 골라 주세요.`,
  more: (count: number) => `외 ${count}칸`,
} as const;

export type CheckResult =
  | { readonly ok: false; readonly problem: string; readonly cells?: readonly CellProblem[] }
  | {
      readonly ok: true;
      readonly sheet: Pick<ReadSheet, 'format' | 'delimiter'>;
      readonly header: string[];
      readonly rows: string[][];
    };

interface FileShape {
  readonly name: string;
  readonly size: number;
}

/** Type and size, known before the file is read. */
export function checkShape(file: FileShape): string | undefined {
  if (!formatOfName(file.name)) return checkCopy.type;
  if (file.size === 0) return checkCopy.empty;
  if (file.size > MAX_FILE_BYTES) return checkCopy.tooLarge;
  return undefined;
}

/** The content's checks, in the order a merchant would fix them. */
export function checkContent(name: string, sheet: ReadSheet): CheckResult {
  const named: SheetFormat | undefined = formatOfName(name);
  if (named !== sheet.format) return { ok: false, problem: checkCopy.mismatch };
  const [headerCells = [], ...rows] = sheet.rows;
  const header = headerCells.map((cell) => cell.text.trim());
  if (!DELIVERY_SHEET_COLUMNS.every((column, index) => header[index] === column))
    return { ok: false, problem: checkCopy.header };
  if (rows.length === 0) return { ok: false, problem: checkCopy.noRows };
  if (rows.length > MAX_ROWS) return { ok: false, problem: checkCopy.tooManyRows };
  const cells = excelProblems(header, rows, GUARDED_COLUMNS);
  if (cells.length > 0) return { ok: false, problem: checkCopy.excelChanged(cells.length), cells };
  return {
    ok: true,
    sheet: { format: sheet.format, ...(sheet.delimiter ? { delimiter: sheet.delimiter } : {}) },
    header,
    rows: rows.map((row) => row.map((cell) => cell.text)),
  };
}

/** Every check of a picked file: its shape, then its content read (off the main thread when large). */
export async function checkDeliveryFile(file: File): Promise<CheckResult> {
  const shape = checkShape(file);
  if (shape) return { ok: false, problem: shape };
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  if (formatOfBytes(head) !== formatOfName(file.name)) return { ok: false, problem: checkCopy.mismatch };
  try {
    return checkContent(file.name, await readSheetFile(file));
  } catch {
    // Not a sheet (UnreadableSheetError) or a reader that failed: either way, saved again it reads.
    return { ok: false, problem: checkCopy.unreadable };
  }
}
