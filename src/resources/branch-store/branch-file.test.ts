// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { readSheetBytes, rowTexts } from '@/lib/spreadsheet/read';
import { cp949Bytes, textFormattedCells, workbookBytes } from '@/testing/spreadsheet-fixtures';
import {
  branchFileText,
  checkBranchFile,
  checkFileShape,
  MAX_BRANCH_FILE_BYTES,
  MAX_BRANCH_LINES,
  type BranchFileCheck,
} from './branch-file';
import { BRANCH_TEMPLATE_ROWS, branchTemplateWorkbook } from './branch-template';

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
    const sentRows = [
      ['originBranchId', 'branchName', 'rowNumber'],
      ['DN-YN-001', '연남점', '2'],
      ['00125', '신촌점', '3'],
    ];
    const files = [
      bytesFile(cp949Bytes(rows.map((row) => row.join(',')).join('\r\n')), '지점.csv'),
      csv(rows.map((row) => row.join('\t')).join('\n'), '지점.tsv'),
      bytesFile(workbookBytes(rows), '지점.xlsx'),
      bytesFile(workbookBytes(rows, 'xls'), '지점.xls'),
    ];
    for (const file of files) {
      const upload = await sent(await checkBranchFile(file));
      expect(upload).toEqual({ name: '지점.csv', rows: sentRows });
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

  it('refuses a header without the code or the name column, naming what the first line holds', async () => {
    expect(await checkBranchFile(csv('코드,지점명\nDN-1,연남점'))).toEqual({
      ok: false,
      message:
        "첫 줄(머리글)에 지점코드 칸이 없어요(지금 첫 줄: '코드,지점명'). 머리글을 지점코드, 지점명으로 적어 주세요.",
    });
    expect(await checkBranchFile(csv('코드,이름\nDN-1,연남점'))).toEqual({
      ok: false,
      message:
        "첫 줄(머리글)에 지점코드, 지점명 칸이 없어요(지금 첫 줄: '코드,이름'). 머리글을 지점코드, 지점명으로 적어 주세요.",
    });
  });

  it('accepts the Korean header 지점코드, 지점명 however spaced or cased, as it accepts the server’s', async () => {
    const files = [
      '지점코드,지점명\nDN-YN-001,연남점',
      '지점 코드 , 지점명\nDN-YN-001,연남점',
      '지점명,지점코드\n연남점,DN-YN-001',
      'OriginBranchId,BRANCHNAME\nDN-YN-001,연남점',
    ];
    for (const text of files) {
      const upload = await sent(await checkBranchFile(csv(text)));
      expect(upload.rows, text).toEqual([
        ['originBranchId', 'branchName', 'rowNumber'],
        ['DN-YN-001', '연남점', '2'],
      ]);
    }
  });

  it('sends each line with its row in the merchant’s file, blank rows counted', async () => {
    // Rows 3 and 5 blank, as a merchant leaves them between groups of branches.
    const workbook = workbookBytes([
      ['지점코드', '지점명'],
      ['DN-YN-001', '연남점'],
      [],
      ['DN-SC-002', '신촌점'],
      [],
      ['DN-HJ-003', '합정점'],
    ]);
    const upload = await sent(await checkBranchFile(bytesFile(workbook, '지점.xlsx')));
    expect(upload.rows).toEqual([
      ['originBranchId', 'branchName', 'rowNumber'],
      ['DN-YN-001', '연남점', '2'],
      ['DN-SC-002', '신촌점', '4'],
      ['DN-HJ-003', '합정점', '6'],
    ]);
  });

  it('refuses a code Excel stored as a number in a workbook (0012 typed into a General cell), naming it', async () => {
    const workbook = workbookBytes([['지점코드', '지점명'], ['DN-YN-001', '연남점'], [], [12, '신촌점']]);
    const result = await checkBranchFile(bytesFile(workbook, '지점.xlsx'));
    expect(result).toMatchObject({ ok: false, message: branchFileText.excelChanged(1) });
    expect(result.ok ? [] : result.cells?.map((cell) => cell.message)).toEqual([
      '4번째 줄 지점코드: 12: 엑셀이 숫자로 저장한 칸이에요. 0012처럼 0으로 시작하는 코드라면 앞의 0이 지워졌어요. 엑셀에서 그 열을 골라 셀 서식 → 텍스트로 바꾼 뒤 번호를 다시 적어 저장해 주세요.',
    ]);
  });

  it('warns, by row, of codes of digits alone in a csv (Excel drops their zeros), and lets the file go', async () => {
    const text = '지점코드,지점명\r\n0011,망원점\r\n12,연남점\r\nDN-1,서교점\r\n\r\n13,신촌점';
    const result = await checkBranchFile(bytesFile(cp949Bytes(text), '지점.csv'));
    expect(result).toMatchObject({ ok: true, lines: 4 });
    expect(result.ok ? result.warnings.map((cell) => cell.message) : result.message).toEqual([
      '3번째 줄 지점코드: 12',
      '6번째 줄 지점코드: 13',
    ]);
    expect(branchFileText.digitCodes(2)).toBe(
      '숫자로만 된 지점 코드가 2개 있어요. csv를 엑셀에서 열었다 저장하면 0012가 12로 바뀌어요. 원래 코드가 맞는지 확인하고 올려 주세요.',
    );
  });

  it('the template has the Korean header and a text 지점코드 column, so 0012 typed there goes as 0012', async () => {
    const content = new Uint8Array(await (await branchTemplateWorkbook()).arrayBuffer());
    const book = XLSX.read(content, { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(['A1', 'B1'].map((at) => (sheet[at] as XLSX.CellObject | undefined)?.v)).toEqual(['지점코드', '지점명']);
    const text = textFormattedCells(content);
    for (const cell of ['A2', `A${BRANCH_TEMPLATE_ROWS + 1}`]) expect(text.has(cell), cell).toBe(true);
    expect(text.has('B2')).toBe(false);
    // Uploaded as it is, it registers nothing; typed into, the code stays as typed.
    expect(await checkBranchFile(bytesFile(content, '지점_일괄등록_양식.xlsx'))).toEqual({
      ok: false,
      message: branchFileText.noLines,
    });
    XLSX.utils.sheet_add_aoa(sheet, [['0012', '동네커피 망원점']], { origin: 'A2' });
    const filled = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect((await sent(await checkBranchFile(bytesFile(filled, '지점.xlsx')))).rows).toEqual([
      ['originBranchId', 'branchName', 'rowNumber'],
      ['0012', '동네커피 망원점', '2'],
    ]);
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
