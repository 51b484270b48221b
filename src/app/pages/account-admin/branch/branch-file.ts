/**
 * What the bulk page checks in the browser before it uploads a branch file (spec 001 §7: a csv in
 * the form field `branchFile`, header originBranchId,branchName): its type, its size, its header
 * and how many lines it carries, each refusal in a Korean sentence that says what to fix.
 * The server checks each line (codes and names taken, empty cells) and answers line by line.
 */
import { parseCsv } from '@/lib/csv';

/** The header the server reads (the example file has it). */
export const BRANCH_FILE_HEADER = ['originBranchId', 'branchName'] as const;
/** The most branches one file may carry (the server refuses more). */
export const MAX_BRANCH_LINES = 500;
/** 1 MB: 500 lines of two short cells are far smaller. */
export const MAX_BRANCH_FILE_BYTES = 1024 * 1024;

const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain', ''];

export type BranchFileCheck =
  { readonly ok: true; readonly lines: number } | { readonly ok: false; readonly message: string };

export const branchFileText = {
  notCsv: (name: string) => `'${name}'은(는) csv 파일이 아니에요. 확장자가 .csv인 파일을 올려 주세요.`,
  tooBig: (megabytes: string) => `파일이 너무 커요(${megabytes}MB). 1MB 이하의 파일을 올려 주세요.`,
  empty: '빈 파일이에요. 예시 파일에 지점을 적어 올려 주세요.',
  header: (found: string) =>
    `첫 줄(머리글)이 originBranchId,branchName이어야 해요. 지금 첫 줄은 '${found}'이에요. 예시 파일을 받아 양식을 확인해 주세요.`,
  noLines: '머리글 아래에 등록할 지점이 없어요. 한 줄에 한 지점씩 적어 주세요.',
  tooManyLines: (count: number) =>
    `한 번에 ${MAX_BRANCH_LINES}개 지점까지 올릴 수 있어요. 이 파일에는 ${count}개가 있어요. 파일을 나눠 올려 주세요.`,
  unreadable: '파일을 읽지 못했어요. 다시 골라 주세요.',
};

/** Type and size, known without reading the file. */
export function checkFileShape(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const isCsvName = /\.csv$/i.test(file.name);
  if (!isCsvName || !CSV_TYPES.includes(file.type)) return branchFileText.notCsv(file.name);
  if (file.size > MAX_BRANCH_FILE_BYTES) return branchFileText.tooBig((file.size / (1024 * 1024)).toFixed(1));
  if (file.size === 0) return branchFileText.empty;
  return undefined;
}

/** Header and line count of the file's text. */
export function checkFileText(text: string): BranchFileCheck {
  const [header, ...lines] = parseCsv(text);
  if (!header) return { ok: false, message: branchFileText.empty };
  const columns = header.map((cell) => cell.trim());
  if (!BRANCH_FILE_HEADER.every((name) => columns.includes(name)))
    return { ok: false, message: branchFileText.header(columns.join(',').slice(0, 60)) };
  if (lines.length === 0) return { ok: false, message: branchFileText.noLines };
  if (lines.length > MAX_BRANCH_LINES) return { ok: false, message: branchFileText.tooManyLines(lines.length) };
  return { ok: true, lines: lines.length };
}

/** Every check, in order: the first refusal is the one said. */
export async function checkBranchFile(file: File): Promise<BranchFileCheck> {
  const shape = checkFileShape(file);
  if (shape) return { ok: false, message: shape };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: branchFileText.unreadable };
  }
  return checkFileText(text);
}
