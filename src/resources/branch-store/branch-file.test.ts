// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSheetBytes, rowTexts } from '@/lib/spreadsheet/read';
import { cp949Bytes, workbookBytes } from '@/testing/spreadsheet-fixtures';
import {
  branchFileText,
  checkBranchFile,
  checkFileShape,
  MAX_BRANCH_FILE_BYTES,
  MAX_BRANCH_LINES,
  type BranchFileCheck,
} from './branch-file';

const csv = (text: string, name = '지점목록.csv', type = 'text/csv') => new File([text], name, { type });
const bytesFile = (bytes: Uint8Array, name: string) => new File([bytes.slice().buffer], name);
const sent = async (check: BranchFileCheck) => {
  if (!check.ok) throw new Error(check.message);
  return {
    name: check.upload.name,
    rows: rowTexts((await readSheetBytes(new Uint8Array(await check.upload.arrayBuffer()))).rows),
  };
};

describe('branch file pre-checks', () => {
  it('accepts a csv with the header and a few lines, saying how many', async () => {
    const result = await checkBranchFile(csv('\uFEFForiginBranchId,branchName\nDN-YN-001,연남점\nDN-SC-002,신촌점\n'));
    expect(result).toMatchObject({ ok: true, lines: 2 });
  });

  it('accepts the columns in another order', async () => {
    expect(await checkBranchFile(csv('branchName,originBranchId\n연남점,DN-YN-001'))).toMatchObject({
      ok: true,
      lines: 1,
    });
  });

  it('reads a CP949 csv, a tab-separated file and workbooks, and sends each as a UTF-8 csv', async () => {
    const rows = [
      ['originBranchId', 'branchName'],
      ['DN-YN-001', '연남점'],
      ['00125', '신촌점'],
    ];
    const files = [
      bytesFile(cp949Bytes(rows.map((row) => row.join(',')).join('\r\n')), '지점.csv'),
      csv(rows.map((row) => row.join('\t')).join('\n'), '지점.tsv'),
      bytesFile(workbookBytes(rows), '지점.xlsx'),
      bytesFile(workbookBytes(rows, 'xls'), '지점.xls'),
    ];
    for (const file of files) {
      const upload = await sent(await checkBranchFile(file));
      expect(upload).toEqual({ name: '지점.csv', rows });
    }
  });

  it('refuses codes Excel rewrote, by row and column', async () => {
    const result = await checkBranchFile(
      bytesFile(
        cp949Bytes('originBranchId,branchName\r\n1.23457E+11,연남점\r\n125.0,신촌점\r\nDN-1,합정점'),
        '지점.csv',
      ),
    );
    expect(result).toMatchObject({ ok: false, message: branchFileText.excelChanged(2) });
    expect(result.ok ? [] : result.cells?.map((cell) => [cell.rowNumber, cell.column])).toEqual([
      [2, 'originBranchId'],
      [3, 'originBranchId'],
    ]);
  });

  it('refuses a file whose content is not what its name says', async () => {
    expect(await checkBranchFile(csv('originBranchId,branchName\nA,B', '지점.xlsx'))).toEqual({
      ok: false,
      message: branchFileText.mismatch,
    });
  });

  it('refuses what is neither a csv nor a workbook by its name', () => {
    expect(checkFileShape({ name: '지점.pdf', size: 10 })).toBe(branchFileText.notCsv('지점.pdf'));
    expect(checkFileShape({ name: '지점.xlsx', size: 10 })).toBeUndefined();
  });

  it('refuses a file over 1MB and an empty one', async () => {
    expect(checkFileShape({ name: 'a.csv', size: MAX_BRANCH_FILE_BYTES + 1 })).toBe(branchFileText.tooBig('1.0'));
    expect(checkFileShape({ name: 'a.csv', size: 0 })).toBe(branchFileText.empty);
    expect(await checkBranchFile(csv('\n\n'))).toEqual({ ok: false, message: branchFileText.empty });
  });

  it('refuses a wrong header, naming what the first line holds', async () => {
    expect(await checkBranchFile(csv('지점코드,지점명\nDN-1,연남점'))).toEqual({
      ok: false,
      message: branchFileText.header('지점코드,지점명'),
    });
  });

  it('refuses a file with no lines under the header, and one with too many', async () => {
    expect(await checkBranchFile(csv('originBranchId,branchName\n'))).toEqual({
      ok: false,
      message: branchFileText.noLines,
    });
    const lines = Array.from({ length: MAX_BRANCH_LINES + 1 }, (_, index) => `DN-${index},지점${index}`);
    expect(await checkBranchFile(csv(['originBranchId,branchName', ...lines].join('\n')))).toEqual({
      ok: false,
      message: branchFileText.tooManyLines(MAX_BRANCH_LINES + 1),
    });
    expect(await checkBranchFile(csv(['originBranchId,branchName', ...lines.slice(1)].join('\n')))).toMatchObject({
      ok: true,
      lines: MAX_BRANCH_LINES,
    });
  });
});
