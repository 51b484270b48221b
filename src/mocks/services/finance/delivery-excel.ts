/** Reads an uploaded delivery excel: how many order lines it has and how many lack a carrier or invoice. */
import { MockHttpError } from '../../core/implement';

const ACCEPTED_EXTENSIONS = /\.(xlsx|xls|csv)$/i;
/** A binary workbook cannot be read here: assume one order line per this many bytes. */
const BYTES_PER_BINARY_LINE = 120;

export interface ExcelCounts {
  readonly fileName: string;
  readonly totalCount: number;
  readonly successCount: number;
  readonly failureCount: number;
  /** The sheet's text, when it is a csv (the commerce side applies its rows). */
  readonly text?: string;
}

function invalidFile(reason: string): MockHttpError {
  return new MockHttpError(400, '배송 엑셀 파일을 확인해 주세요.', 'INVALID_FILE', [{ field: 'file', reason }]);
}

/** Text files (csv): header line, then `주문번호,택배사,송장번호` lines; a line missing one fails. */
export async function countExcelLines(file: unknown): Promise<ExcelCounts> {
  if (!(file instanceof Blob)) throw invalidFile('파일을 첨부해 주세요.');
  if (file.size === 0) throw invalidFile('빈 파일이에요.');
  const name = file instanceof File && file.name && file.name !== 'blob' ? file.name : '배송시작_일괄등록.xlsx';
  if (!ACCEPTED_EXTENSIONS.test(name)) throw invalidFile('xlsx, xls, csv 파일만 올릴 수 있어요.');
  const text = await file.text();
  if (text.slice(0, 512).includes('\u0000') || !text.includes(',')) {
    const totalCount = Math.max(1, Math.round(file.size / BYTES_PER_BINARY_LINE));
    return { fileName: name, totalCount, successCount: totalCount, failureCount: 0 };
  }
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '');
  const failureCount = lines.filter((line) => line.split(',').filter((cell) => cell.trim() !== '').length < 3).length;
  if (lines.length === 0) throw invalidFile('배송할 주문이 한 줄도 없어요.');
  return { fileName: name, totalCount: lines.length, successCount: lines.length - failureCount, failureCount, text };
}
