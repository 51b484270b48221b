// @vitest-environment node
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { cp949Bytes, textFormattedCells, workbookBytes, xlsxPart } from '@/testing/spreadsheet-fixtures';
import { excelProblems } from './excel-changes';
import { readSheetBytes, rowTexts, UnreadableSheetError } from './read';
import { errorFileBlob, errorFileName, workbookBlob } from './write';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readSheetBytes', () => {
  it('reads a CP949 csv (what Korean Excel saves) and a UTF-8 one with and without a BOM alike', async () => {
    const text = '주문번호,택배사,송장번호\r\n20261121-0001,CJ대한통운,560011112222\r\n';
    for (const bytes of [cp949Bytes(text), utf8(text), utf8(`\uFEFF${text}`)]) {
      const sheet = await readSheetBytes(bytes);
      expect(sheet.format).toBe('csv');
      expect(rowTexts(sheet.rows)).toEqual([
        ['주문번호', '택배사', '송장번호'],
        ['20261121-0001', 'CJ대한통운', '560011112222'],
      ]);
    }
    expect((await readSheetBytes(cp949Bytes(text))).encoding).toBe('euc-kr');
  });

  it('reads a tab-separated file and quoted cells, and drops blank lines', async () => {
    const sheet = await readSheetBytes(utf8('주문번호\t택배사\t받는 분\n1\t한진택배\t"김, 민지"\n\n'));
    expect(sheet.delimiter).toBe('\t');
    expect(rowTexts(sheet.rows)).toEqual([
      ['주문번호', '택배사', '받는 분'],
      ['1', '한진택배', '김, 민지'],
    ]);
  });

  it('reads xlsx and xls workbooks, telling number cells from text cells', async () => {
    const rows = [
      ['주문번호', '택배사', '송장번호'],
      ['20261121-0001', 'CJ대한통운', 560011112222],
      ['20261121-0002', '한진택배', '012345678901'],
    ];
    for (const bookType of ['xlsx', 'xls'] as const) {
      const sheet = await readSheetBytes(workbookBytes(rows, bookType));
      expect(sheet.format).toBe(bookType);
      expect(rowTexts(sheet.rows)).toEqual([
        ['주문번호', '택배사', '송장번호'],
        ['20261121-0001', 'CJ대한통운', '560011112222'],
        ['20261121-0002', '한진택배', '012345678901'],
      ]);
      expect(sheet.rows[1]!.cells[2]!.number).toBe(true);
      expect(sheet.rows[2]!.cells[2]!.number).toBe(false);
    }
  });

  it('refuses bytes that are neither a workbook nor text', async () => {
    await expect(readSheetBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).rejects.toBeInstanceOf(
      UnreadableSheetError,
    );
  });

  it('reads 1,000 CP949 rows', async () => {
    const lines = ['주문번호,택배사,송장번호'];
    for (let index = 0; index < 1000; index += 1) lines.push(`20261121-${index},우체국택배,${6000000000000 + index}`);
    const sheet = await readSheetBytes(cp949Bytes(lines.join('\r\n')));
    expect(sheet.rows).toHaveLength(1001);
    expect(sheet.rows[1000]!.cells.map((cell) => cell.text)).toEqual(['20261121-999', '우체국택배', '6000000000999']);
  });

  it('keeps each row’s number as Excel shows it, blank rows dropped but counted', async () => {
    // A csv: row 2 blank, row 3 a quoted cell over two lines (one row in Excel), row 4 commas only.
    const csv = '주문번호,택배사,받는 분\r\n\r\n1,CJ대한통운,"김민지\n(문 앞)"\r\n,,\r\n2,한진택배,이서준\r\n';
    const fromCsv = await readSheetBytes(cp949Bytes(csv));
    expect(fromCsv.rows.map((row) => row.rowNumber)).toEqual([1, 3, 5]);
    expect(fromCsv.rows[1]!.cells[2]!.text).toBe('김민지\n(문 앞)');
    // Workbooks: rows 3, 5 and 6 left empty; and a sheet whose header is on row 3.
    const rows = [['주문번호', '택배사'], ['1', 'CJ대한통운'], [], ['2', '한진택배'], [], [], ['3', '우체국택배']];
    for (const bookType of ['xlsx', 'xls'] as const) {
      const sheet = await readSheetBytes(workbookBytes(rows, bookType));
      expect(sheet.rows.map((row) => row.rowNumber)).toEqual([1, 2, 4, 7]);
    }
    const lower = await readSheetBytes(workbookBytes([[], [], ['주문번호', '택배사'], ['1', 'CJ대한통운']]));
    expect(lower.rows.map((row) => row.rowNumber)).toEqual([3, 4]);
  });
});

describe('excelProblems', () => {
  const columns = { 송장번호: 'invoice', 연락처: 'phone', 우편번호: 'zip' } as const;
  const problemsOf = async (bytes: Uint8Array) => {
    const [header, ...rows] = (await readSheetBytes(bytes)).rows;
    return excelProblems(
      header!.cells.map((cell) => cell.text),
      rows,
      columns,
    );
  };

  it('names the row and column of what Excel changed and says to make the column text', async () => {
    const csv = [
      '주문번호,송장번호,연락처,우편번호',
      '1,6.12346E+11,01012345678,06236',
      '2,612345678901.0,1012345678,6236',
      '3,560011112222,010-1234-5678,06236',
    ].join('\n');
    const problems = await problemsOf(utf8(csv));
    expect(problems.map((problem) => [problem.rowNumber, problem.column])).toEqual([
      [2, '송장번호'],
      [3, '송장번호'],
      [3, '연락처'],
      [3, '우편번호'],
    ]);
    expect(problems[0]!.message).toBe(
      '2번째 줄 송장번호: 6.12346E+11처럼 지수로 바뀌었어요. 엑셀이 긴 숫자를 줄인 거예요. 엑셀에서 그 열을 골라 셀 서식 → 텍스트로 바꾼 뒤 번호를 다시 적어 저장해 주세요.',
    );
    expect(problems[2]!.message).toContain('1012345678의 맨 앞 0이 사라졌을 수 있어요.');
  });

  it('catches a workbook number cell that lost its zeros or its digits, and accepts a whole one', async () => {
    const problems = await problemsOf(
      workbookBytes([
        ['송장번호', '연락처'],
        [560011112222, '01012345678'],
        [123456789, 1012345678],
        [1234567890123456, '01012345678'],
      ]),
    );
    expect(problems.map((problem) => [problem.rowNumber, problem.column])).toEqual([
      [3, '송장번호'],
      [3, '연락처'],
      [4, '송장번호'],
    ]);
  });

  it('names the row Excel shows, past blank rows, and finds a column however its header is spaced', async () => {
    const csv = ['주문번호,송장 번호,연락처', '', '1,560012345678,01012345678', ',,', '2,5.60012E+11,01012345678'];
    const problems = await problemsOf(cp949Bytes(csv.join('\r\n')));
    expect(problems.map((problem) => [problem.rowNumber, problem.column])).toEqual([[5, '송장번호']]);
    expect(problems[0]!.message).toMatch(/^5번째 줄 송장번호: 5\.60012E\+11처럼 지수로 바뀌었어요\./);
  });

  it('refuses a code Excel stored as a number, which may have lost its zeros, naming it', async () => {
    const [header, ...rows] = (
      await readSheetBytes(
        workbookBytes([['지점코드', '지점명'], ['0012', '망원점'], [], [12, '연남점'], ['DN-1', '서교점']]),
      )
    ).rows;
    const problems = excelProblems(
      header!.cells.map((cell) => cell.text),
      rows,
      { 지점코드: 'code' },
    );
    expect(problems).toEqual([
      {
        rowNumber: 4,
        column: '지점코드',
        message:
          '4번째 줄 지점코드: 12: 엑셀이 숫자로 저장한 칸이에요. 0012처럼 0으로 시작하는 코드라면 앞의 0이 지워졌어요. 엑셀에서 그 열을 골라 셀 서식 → 텍스트로 바꾼 뒤 번호를 다시 적어 저장해 주세요.',
      },
    ]);
  });
});

describe('workbookBlob', () => {
  it('writes a bold, frozen header, text-typed number columns and widths that fit Korean', async () => {
    const blob = await workbookBlob(
      [{ header: '주문번호', text: true }, { header: '배송 메모' }, { header: '결제 금액' }],
      [['0123', '문 앞에 놓아 주세요, 벨은 누르지 마세요', 12000]],
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const book = XLSX.read(bytes, { type: 'array', cellStyles: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(sheet.A2).toMatchObject({ t: 's', v: '0123' });
    expect([...textFormattedCells(bytes)]).toEqual(['A2']);
    expect(sheet.C2).toMatchObject({ t: 'n', v: 12000 });
    expect(sheet['!cols']![1]!.wch).toBeGreaterThan(sheet['!cols']![0]!.wch!);
    const xml = (path: string) => xlsxPart(bytes, path);
    expect(xml('/xl/worksheets/sheet1.xml')).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/);
    expect(xml('/xl/styles.xml')).toContain('<b/>');
  });

  it('gives the error file back as an xlsx whatever was uploaded: text columns stay text, with the Excel row', async () => {
    expect(errorFileName('배송.csv')).toBe('배송_실패.xlsx');
    expect(errorFileName('배송.tsv')).toBe('배송_실패.xlsx');
    // An error file uploaded again: its 엑셀 행 and 실패 사유 are replaced, not repeated.
    const blob = await errorFileBlob(
      ['주문번호', '송장 번호', '받는 분', '엑셀 행', '실패 사유'],
      [{ rowNumber: 4, cells: ['20261121-0001', '560012345678', '김민지', '9', '지난 사유'], reason: '새 사유' }],
      ['주문번호', '송장번호'],
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const sheet = await readSheetBytes(bytes);
    expect(sheet.format).toBe('xlsx');
    expect(rowTexts(sheet.rows)).toEqual([
      ['주문번호', '송장 번호', '받는 분', '엑셀 행', '실패 사유'],
      ['20261121-0001', '560012345678', '김민지', '4', '새 사유'],
    ]);
    expect(sheet.rows[1]!.cells[1]!.number).toBe(false);
    expect([...textFormattedCells(bytes)].sort()).toEqual(['A2', 'B2']);
  });
});
