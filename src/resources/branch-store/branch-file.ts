/**
 * What the bulk page checks in the browser before it uploads a branch file (spec 001 §7: a csv in
 * the form field `branchFile`, header originBranchId,branchName): its type, its size, its header,
 * how many lines it carries and the codes Excel rewrote, each refusal in a Korean sentence that
 * says what to fix. A merchant may bring the file as Excel saved it (xlsx, xls, or a csv in CP949
 * or tab-separated): it is read here and sent as the UTF-8 csv the server reads.
 * The server checks each line (codes and names taken, empty cells) and answers line by line.
 */
import { csvText } from '@/lib/csv';
import { excelProblems, type CellProblem } from '@/lib/spreadsheet/excel-changes';
import { formatOfBytes, formatOfName } from '@/lib/spreadsheet/detect';
import { readSheetFile } from '@/lib/spreadsheet/read-file';
import type { SheetCell } from '@/lib/spreadsheet/types';

/** The header the server reads (the example file has it). */
export const BRANCH_FILE_HEADER = ['originBranchId', 'branchName'] as const;
/** The most branches one file may carry (the server refuses more). */
export const MAX_BRANCH_LINES = 500;
/** 1 MB: 500 lines of two short cells are far smaller, even as a workbook. */
export const MAX_BRANCH_FILE_BYTES = 1024 * 1024;
/** The codes Excel rewrote that are listed; the rest are counted. */
export const LISTED_CELLS = 5;

export type BranchFileCheck =
  | { readonly ok: true; readonly lines: number; readonly upload: File }
  | { readonly ok: false; readonly message: string; readonly cells?: readonly CellProblem[] };

export const branchFileText = {
  notCsv: (name: string) => `'${name}' 파일은 올릴 수 없어요. csv나 엑셀(xlsx, xls) 파일을 올려 주세요.`,
  tooBig: (megabytes: string) => `파일이 너무 커요(${megabytes}MB). 1MB 이하의 파일을 올려 주세요.`,
  empty: '빈 파일이에요. 예시 파일에 지점을 적어 올려 주세요.',
  header: (found: string) =>
    `첫 줄(머리글)이 'originBranchId,branchName'이어야 해요. 지금 첫 줄은 '${found}'이에요. 예시 파일을 받아 양식을 확인해 주세요.`,
  noLines: '머리글 아래에 등록할 지점이 없어요. 한 줄에 한 지점씩 적어 주세요.',
  tooManyLines: (count: number) =>
    `한 번에 ${MAX_BRANCH_LINES}개 지점까지 올릴 수 있어요. 이 파일에는 ${count}개가 있어요. 파일을 나눠 올려 주세요.`,
  excelChanged: (count: number) => `엑셀이 바꾼 지점 코드가 ${count}칸 있어요. 고친 뒤 다시 골라 주세요.`,
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

/** Header, line count and the codes Excel rewrote, from the rows read; the csv to send when all is well. */
export function checkFileRows(name: string, rows: readonly (readonly SheetCell[])[]): BranchFileCheck {
  const [header, ...lines] = rows;
  if (!header) return { ok: false, message: branchFileText.empty };
  const columns = header.map((cell) => cell.text.trim());
  if (!BRANCH_FILE_HEADER.every((column) => columns.includes(column)))
    return { ok: false, message: branchFileText.header(columns.join(',').slice(0, 60)) };
  if (lines.length === 0) return { ok: false, message: branchFileText.noLines };
  if (lines.length > MAX_BRANCH_LINES) return { ok: false, message: branchFileText.tooManyLines(lines.length) };
  const cells = excelProblems(columns, lines, { originBranchId: 'code' });
  if (cells.length > 0) return { ok: false, message: branchFileText.excelChanged(cells.length), cells };
  const text = csvText(
    columns,
    lines.map((line) => columns.map((_, index) => line[index]?.text ?? '')),
  );
  const upload = new File([text], `${name.replace(/\.[^.]+$/, '')}.csv`, { type: 'text/csv' });
  return { ok: true, lines: lines.length, upload };
}

/** Every check, in order: the first refusal is the one said. */
export async function checkBranchFile(file: File): Promise<BranchFileCheck> {
  const shape = checkFileShape(file);
  if (shape) return { ok: false, message: shape };
  try {
    const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
    if (formatOfBytes(head) !== formatOfName(file.name)) return { ok: false, message: branchFileText.mismatch };
    return checkFileRows(file.name, (await readSheetFile(file)).rows);
  } catch {
    return { ok: false, message: branchFileText.unreadable };
  }
}
