/**
 * What the bulk page checks in the browser before it uploads a branch file (spec 001 §7: a csv in
 * the form field `branchFile`, header originBranchId,branchName): its type, its size, its header
 * (the template's 지점코드, 지점명 or the server's names, however spaced or cased), how many lines it
 * carries and the codes Excel rewrote, each refusal in a Korean sentence that says what to fix.
 * A merchant may bring the file as Excel saved it (xlsx, xls, or a csv in CP949 or tab-separated):
 * it is read here and sent as the UTF-8 csv the server reads, each line with its row number in the
 * merchant's file (`rowNumber`), so the server's failures name the rows the merchant sees.
 * The server checks each line (codes and names taken, repeated in the file, empty cells).
 */
import { csvText } from '@/lib/csv';
import { excelProblems, type CellProblem } from '@/lib/spreadsheet/excel-changes';
import { formatOfBytes, formatOfName } from '@/lib/spreadsheet/detect';
import { columnAt } from '@/lib/spreadsheet/header';
import { readSheetFile } from '@/lib/spreadsheet/read-file';
import type { ReadSheet, SheetRow } from '@/lib/spreadsheet/types';

/** The columns read, by the template's Korean header first, then the server's. */
export const BRANCH_FILE_COLUMNS = {
  originBranchId: ['지점코드', 'originBranchId'],
  branchName: ['지점명', '지점이름', 'branchName'],
} as const;
/** The header of the csv sent: the server's names and each line's Excel row. */
export const SENT_HEADER = ['originBranchId', 'branchName', 'rowNumber'] as const;
/** The most branches one file may carry (the server refuses more). */
export const MAX_BRANCH_LINES = 500;
/** 1 MB: 500 lines of two short cells are far smaller, even as a workbook. */
export const MAX_BRANCH_FILE_BYTES = 1024 * 1024;
/** The codes Excel rewrote that are listed; the rest are counted. */
export const LISTED_CELLS = 5;

export type BranchFileCheck =
  | {
      readonly ok: true;
      readonly lines: number;
      readonly upload: File;
      /** Codes of digits alone in a csv: Excel may have dropped their zeros (see `digitCodes`). */
      readonly warnings: readonly CellProblem[];
    }
  | { readonly ok: false; readonly message: string; readonly cells?: readonly CellProblem[] };

export const branchFileText = {
  notCsv: (name: string) => `'${name}' 파일은 올릴 수 없어요. csv나 엑셀(xlsx, xls) 파일을 올려 주세요.`,
  tooBig: (megabytes: string) => `파일이 너무 커요(${megabytes}MB). 1MB 이하의 파일을 올려 주세요.`,
  empty: '빈 파일이에요. 양식에 지점을 적어 올려 주세요.',
  header: (missing: readonly string[], found: string) =>
    `첫 줄(머리글)에 ${missing.join(', ')} 칸이 없어요(지금 첫 줄: '${found}'). 머리글을 지점코드, 지점명으로 적어 주세요.`,
  noLines: '머리글 아래에 등록할 지점이 없어요. 한 줄에 한 지점씩 적어 주세요.',
  tooManyLines: (count: number) =>
    `한 번에 ${MAX_BRANCH_LINES}개 지점까지 올릴 수 있어요. 이 파일에는 ${count}개가 있어요. 파일을 나눠 올려 주세요.`,
  excelChanged: (count: number) => `엑셀이 바꾼 지점 코드가 ${count}칸 있어요. 고친 뒤 다시 골라 주세요.`,
  digitCodes: (count: number) =>
    `숫자로만 된 지점 코드가 ${count}개 있어요. csv를 엑셀에서 열었다 저장하면 0012가 12로 바뀌어요. 원래 코드가 맞는지 확인하고 올려 주세요.`,
  digitCode: (rowNumber: number, column: string, code: string) => `${rowNumber}번째 줄 ${column}: ${code}`,
  more: (count: number) => `외 ${count}칸`,
  mismatch: '파일 내용이 확장자와 달라요. 엑셀에서 다시 저장해 주세요.',
  unreadable: '파일을 읽지 못했어요. 다시 골라 주세요.',
};

/** Type and size, known without reading the file. */
export function checkFileShape(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!formatOfName(file.name)) return branchFileText.notCsv(file.name);
  if (file.size > MAX_BRANCH_FILE_BYTES) return branchFileText.tooBig((file.size / (1024 * 1024)).toFixed(1));
  if (file.size === 0) return branchFileText.empty;
  return undefined;
}

/**
 * A csv keeps no cell types: a code of digits alone without a leading zero may be one Excel
 * shortened when the file was opened and saved (0012 → 12), or a code that is 12. Said, not refused.
 */
function digitCodes(rows: readonly SheetRow[], codeAt: number, column: string): CellProblem[] {
  return rows.flatMap((row) => {
    const code = row.cells[codeAt]?.text.trim() ?? '';
    if (!/^[1-9]\d*$/.test(code)) return [];
    return [{ rowNumber: row.rowNumber, column, message: branchFileText.digitCode(row.rowNumber, column, code) }];
  });
}

/** Header, line count and the codes Excel rewrote, from the rows read; the csv to send when all is well. */
export function checkFileRows(name: string, sheet: Pick<ReadSheet, 'format' | 'rows'>): BranchFileCheck {
  const [header, ...lines] = sheet.rows;
  if (!header) return { ok: false, message: branchFileText.empty };
  const columns = header.cells.map((cell) => cell.text.trim());
  const codeAt = columnAt(columns, BRANCH_FILE_COLUMNS.originBranchId);
  const nameAt = columnAt(columns, BRANCH_FILE_COLUMNS.branchName);
  if (codeAt < 0 || nameAt < 0) {
    const missing = [codeAt < 0 ? '지점코드' : '', nameAt < 0 ? '지점명' : ''].filter(Boolean);
    return { ok: false, message: branchFileText.header(missing, columns.join(',').slice(0, 60)) };
  }
  if (lines.length === 0) return { ok: false, message: branchFileText.noLines };
  if (lines.length > MAX_BRANCH_LINES) return { ok: false, message: branchFileText.tooManyLines(lines.length) };
  const codeColumn = columns[codeAt]!;
  // A workbook says which cells Excel stored as numbers: a code there is refused (see excel-changes.ts).
  const cells = excelProblems(columns, lines, { [codeColumn]: 'code' });
  if (cells.length > 0) return { ok: false, message: branchFileText.excelChanged(cells.length), cells };
  const text = csvText(
    SENT_HEADER,
    lines.map((line) => [line.cells[codeAt]?.text ?? '', line.cells[nameAt]?.text ?? '', line.rowNumber]),
  );
  const upload = new File([text], `${name.replace(/\.[^.]+$/, '')}.csv`, { type: 'text/csv' });
  const warnings = sheet.format === 'csv' ? digitCodes(lines, codeAt, codeColumn) : [];
  return { ok: true, lines: lines.length, upload, warnings };
}

/** Every check, in order: the first refusal is the one said. */
export async function checkBranchFile(file: File): Promise<BranchFileCheck> {
  const shape = checkFileShape(file);
  if (shape) return { ok: false, message: shape };
  try {
    const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
    if (formatOfBytes(head) !== formatOfName(file.name)) return { ok: false, message: branchFileText.mismatch };
    return checkFileRows(file.name, await readSheetFile(file));
  } catch {
    return { ok: false, message: branchFileText.unreadable };
  }
}
