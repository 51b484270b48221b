/**
 * Reads an uploaded delivery sheet as the finance service would: an xlsx, an xls or a csv (UTF-8 or
 * CP949, comma or tab), through the console's spreadsheet reader; its rows go to the commerce side,
 * which applies them row by row.
 */
import { readSheetBytes, textRows, UnreadableSheetError } from '@/lib/spreadsheet/read';
import type { TextRow } from '@/lib/spreadsheet/types';
import { MockHttpError } from '../../core/implement';

const ACCEPTED_EXTENSIONS = /\.(xlsx|xls|csv|tsv|txt)$/i;

export interface ExcelSheet {
  readonly fileName: string;
  /** The header row, then the data rows, as text, each with its row number as Excel shows it. */
  readonly rows: TextRow[];
}

function invalidFile(reason: string): MockHttpError {
  return new MockHttpError(400, '배송 엑셀 파일을 확인해 주세요.', 'INVALID_FILE', [{ field: 'file', reason }]);
}

export async function readExcelUpload(file: unknown): Promise<ExcelSheet> {
  if (!(file instanceof Blob)) throw invalidFile('파일을 첨부해 주세요.');
  if (file.size === 0) throw invalidFile('빈 파일이에요.');
  const name = file instanceof File && file.name && file.name !== 'blob' ? file.name : '배송시작_일괄등록.xlsx';
  if (!ACCEPTED_EXTENSIONS.test(name)) throw invalidFile('xlsx, xls, csv 파일만 올릴 수 있어요.');
  let rows: TextRow[];
  try {
    rows = textRows((await readSheetBytes(new Uint8Array(await file.arrayBuffer()))).rows);
  } catch (error) {
    if (error instanceof UnreadableSheetError) throw invalidFile('파일을 읽지 못했어요. 엑셀에서 다시 저장해 주세요.');
    throw error;
  }
  if (rows.length < 2) throw invalidFile('배송할 주문이 한 줄도 없어요.');
  return { fileName: name, rows };
}
