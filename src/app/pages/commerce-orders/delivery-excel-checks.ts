/**
 * Checks of a delivery-start file before it is uploaded, each with its Korean sentence: its type
 * and size, then its content, read whatever the format (xlsx, xls, csv in UTF-8 or CP949, comma
 * or tab): the header row (however spaced or cased; a wrong cell is named), the number of rows,
 * and every cell whose number Excel rewrote (scientific notation, a float, a dropped leading zero),
 * by its Excel row and column. Only the columns the upload reads refuse the file; the same change
 * in 연락처 or 우편번호, which it does not read, is a warning.
 */
import { DELIVERY_SHEET_COLUMNS } from '@/lib/carriers';
import { excelProblems, type CellProblem } from '@/lib/spreadsheet/excel-changes';
import { formatOfBytes, formatOfName } from '@/lib/spreadsheet/detect';
import { isHeader } from '@/lib/spreadsheet/header';
import { readSheetFile } from '@/lib/spreadsheet/read-file';
import { textRows } from '@/lib/spreadsheet/read';
import type { ReadSheet, SheetFormat, TextRow } from '@/lib/spreadsheet/types';
import { READ_GUARDED_COLUMNS, UNREAD_GUARDED_COLUMNS } from './delivery-columns';

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
  header: (wrong: readonly WrongHeaderCell[]) =>
    `첫 줄(머리글)이 ${DELIVERY_SHEET_COLUMNS.join(', ')}로 시작해야 해요. ${wrong
      .map(
        (cell) => `${cell.at}번째 칸(지금 ${cell.found ? `'${cell.found.slice(0, 20)}'` : '빈 칸'})을 ${cell.column}로`,
      )
      .join(', ')} 고쳐 주세요. 양식을 내려받아 채워도 돼요.`,
  noRows: '배송할 주문이 한 줄도 없어요.',
  tooManyRows: `한 번에 ${MAX_ROWS.toLocaleString('ko-KR')}줄까지 올릴 수 있어요. 나눠서 올려 주세요.`,
  excelChanged: (count: number) => `엑셀이 바꾼 번호가 ${count}칸 있어요. 고친 뒤 다시 골라 주세요.`,
  unreadChanged: (count: number) =>
    `읽지 않는 열에 엑셀이 바꾼 번호가 ${count}칸 있어요. 배송 시작에는 ${DELIVERY_SHEET_COLUMNS.join(', ')}만 쓰니 그대로 올려도 돼요.`,
  more: (count: number) => `외 ${count}칸`,
} as const;

/** A header cell where a column the upload reads should be (`at` counts from 1, as a merchant does). */
export interface WrongHeaderCell {
  readonly at: number;
  readonly column: string;
  readonly found: string;
}

export type CheckResult =
  | { readonly ok: false; readonly problem: string; readonly cells?: readonly CellProblem[] }
  | {
      readonly ok: true;
      readonly sheet: Pick<ReadSheet, 'format' | 'delimiter'>;
      readonly header: string[];
      /** The rows to send, each with its Excel row number. */
      readonly rows: TextRow[];
      /** What Excel changed in the columns the upload does not read. */
      readonly warnings: readonly CellProblem[];
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
  const header = (sheet.rows[0]?.cells ?? []).map((cell) => cell.text.trim());
  const rows = sheet.rows.slice(1);
  const wrong = DELIVERY_SHEET_COLUMNS.flatMap((column, index): WrongHeaderCell[] =>
    isHeader(header[index] ?? '', [column]) ? [] : [{ at: index + 1, column, found: header[index] ?? '' }],
  );
  if (wrong.length > 0) return { ok: false, problem: checkCopy.header(wrong) };
  if (rows.length === 0) return { ok: false, problem: checkCopy.noRows };
  if (rows.length > MAX_ROWS) return { ok: false, problem: checkCopy.tooManyRows };
  const cells = excelProblems(header, rows, READ_GUARDED_COLUMNS);
  if (cells.length > 0) return { ok: false, problem: checkCopy.excelChanged(cells.length), cells };
  return {
    ok: true,
    sheet: { format: sheet.format, ...(sheet.delimiter ? { delimiter: sheet.delimiter } : {}) },
    header,
    rows: textRows(rows),
    warnings: excelProblems(header, rows, UNREAD_GUARDED_COLUMNS),
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
