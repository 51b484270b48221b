// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { csvText } from '@/lib/csv';
import { cp949Bytes, textFormattedCells, workbookBytes } from '@/testing/spreadsheet-fixtures';
import { checkCopy, checkDeliveryFile, MAX_FILE_BYTES, MAX_ROWS } from './delivery-excel-checks';
import { deliverySheetWorkbook, deliveryTemplateWorkbook, TEMPLATE_TEXT_ROWS } from './delivery-sheet';
import type { OrderSheet } from './use-orders';

const file = (content: BlobPart, name: string) => new File([content], name);
const bytes = (value: Uint8Array) => value.slice().buffer;
const csv = (body: string, name = '배송.csv') => file(body, name);

describe('delivery file pre-checks', () => {
  it('refuses other types, empty and too large files', async () => {
    expect(await checkDeliveryFile(file('%PDF', '배송.pdf'))).toEqual({ ok: false, problem: checkCopy.type });
    expect(await checkDeliveryFile(file('', '배송.csv'))).toMatchObject({ problem: checkCopy.empty });
    expect(await checkDeliveryFile(file(new Uint8Array(MAX_FILE_BYTES + 1), '배송.XLSX'))).toMatchObject({
      problem: checkCopy.tooLarge,
    });
  });

  it('refuses a file whose content is not what its name says', async () => {
    expect(await checkDeliveryFile(csv('주문번호,택배사,송장번호\n1,CJ,1\n', 'a.xlsx'))).toMatchObject({
      problem: checkCopy.mismatch,
    });
    expect(await checkDeliveryFile(file(bytes(workbookBytes([['a']])), 'a.csv'))).toMatchObject({
      problem: checkCopy.mismatch,
    });
  });

  it('needs the header row 주문번호, 택배사, 송장번호, naming a wrong cell, and at least one row', async () => {
    expect(await checkDeliveryFile(csv('주문번호,택배사,송장\n1,CJ,1\n'))).toEqual({
      ok: false,
      problem:
        "첫 줄(머리글)이 주문번호, 택배사, 송장번호로 시작해야 해요. 3번째 칸(지금 '송장')을 송장번호로 고쳐 주세요. 양식을 내려받아 채워도 돼요.",
    });
    expect(await checkDeliveryFile(csv('택배사,주문번호\n1,CJ\n'))).toEqual({
      ok: false,
      problem:
        "첫 줄(머리글)이 주문번호, 택배사, 송장번호로 시작해야 해요. 1번째 칸(지금 '택배사')을 주문번호로, 2번째 칸(지금 '주문번호')을 택배사로, 3번째 칸(지금 빈 칸)을 송장번호로 고쳐 주세요. 양식을 내려받아 채워도 돼요.",
    });
    expect(await checkDeliveryFile(csv('\uFEFF주문번호,택배사,송장번호,받는 분\n\n'))).toMatchObject({
      problem: checkCopy.noRows,
    });
    const many = csvText(
      ['주문번호', '택배사', '송장번호'],
      Array.from({ length: MAX_ROWS + 1 }, () => ['1', 'CJ', '5600123456']),
    );
    expect(await checkDeliveryFile(csv(many))).toMatchObject({ problem: checkCopy.tooManyRows });
  });

  it('reads the same rows from a CP949 csv, a tab-separated file and a workbook', async () => {
    const rows = [
      ['주문번호', '택배사', '송장번호', '받는 분'],
      ['20261124-1822', 'CJ대한통운', '560012345678', '박지우'],
    ];
    const files = [
      file(bytes(cp949Bytes(rows.map((row) => row.join(',')).join('\r\n'))), '배송.csv'),
      file(rows.map((row) => row.join('\t')).join('\n'), '배송.tsv'),
      file(bytes(workbookBytes([rows[0]!, ['20261124-1822', 'CJ대한통운', 560012345678, '박지우']])), '배송.xlsx'),
      file(bytes(workbookBytes(rows, 'xls')), '배송.xls'),
    ];
    const results = await Promise.all(files.map(checkDeliveryFile));
    const read = [{ rowNumber: 2, cells: rows[1] }];
    expect(results.map((result) => (result.ok ? [result.sheet, result.rows] : result.problem))).toEqual([
      [{ format: 'csv', delimiter: ',' }, read],
      [{ format: 'csv', delimiter: '\t' }, read],
      [{ format: 'xlsx' }, read],
      [{ format: 'xls' }, read],
    ]);
  });

  it('refuses numbers Excel rewrote, by row and column, before anything is sent', async () => {
    const body = [
      '주문번호,택배사,송장번호',
      '20261124-1822,CJ대한통운,5.60012E+11',
      '20261124-1823,한진택배,560012345678.0',
      '20261124-1824,한진택배,560012345678',
    ].join('\r\n');
    const result = await checkDeliveryFile(file(bytes(cp949Bytes(body)), '배송.csv'));
    expect(result).toMatchObject({ ok: false, problem: checkCopy.excelChanged(2) });
    expect(result.ok ? [] : result.cells?.map((cell) => cell.message)).toEqual([
      expect.stringMatching(/^2번째 줄 송장번호: 5\.60012E\+11처럼 지수로 바뀌었어요\..*셀 서식 → 텍스트/),
      expect.stringMatching(/^3번째 줄 송장번호: 560012345678\.0처럼 소수로 저장됐어요\./),
    ]);
  });

  it('accepts the header however spaced or cased: "송장 번호", " 주문번호", a full-width space', async () => {
    const result = await checkDeliveryFile(
      csv('\uFEFF 주문 번호,택배사\u3000,송장 번호,받는 분\n20261124-1822,CJ대한통운,560012345678,박지우\n'),
    );
    expect(result).toMatchObject({ ok: true, rows: [{ rowNumber: 2 }] });
  });

  it('names Excel’s row past blank rows', async () => {
    const body = [
      '주문번호,택배사,송장번호',
      '20261124-1822,CJ대한통운,560012345678',
      '',
      ',,',
      '20261124-1823,한진택배,5.60012E+11',
    ];
    const result = await checkDeliveryFile(file(bytes(cp949Bytes(body.join('\r\n'))), '배송.csv'));
    expect(result.ok ? [] : result.cells?.map((cell) => [cell.rowNumber, cell.column])).toEqual([[5, '송장번호']]);
  });

  it('warns, and does not refuse, over 연락처 and 우편번호 Excel made numbers: the upload does not read them', async () => {
    // As Korean Excel saves a filled export: 연락처 and 우편번호 typed into General cells became numbers.
    const workbook = workbookBytes([
      ['주문번호', '택배사', '송장번호', '받는 분', '연락처', '우편번호'],
      ['20261124-1822', 'CJ대한통운', '560012345678', '박지우', 1012345678, 4001],
      [],
      ['20261124-1823', '한진택배', '560012345679', '김민지', '01098765432', '06236'],
    ]);
    const result = await checkDeliveryFile(file(bytes(workbook), '배송.xlsx'));
    expect(result).toMatchObject({
      ok: true,
      rows: [
        { rowNumber: 2, cells: ['20261124-1822', 'CJ대한통운', '560012345678', '박지우', '1012345678', '4001'] },
        { rowNumber: 4, cells: ['20261124-1823', '한진택배', '560012345679', '김민지', '01098765432', '06236'] },
      ],
    });
    expect(result.ok ? result.warnings.map((cell) => [cell.rowNumber, cell.column]) : result.problem).toEqual([
      [2, '연락처'],
      [2, '우편번호'],
    ]);
    expect(checkCopy.unreadChanged(2)).toBe(
      '읽지 않는 열에 엑셀이 바꾼 번호가 2칸 있어요. 배송 시작에는 주문번호, 택배사, 송장번호만 쓰니 그대로 올려도 돼요.',
    );
  });

  it('the template is a workbook the check passes, its number columns text for the rows to fill', async () => {
    const template = await deliveryTemplateWorkbook();
    const content = new Uint8Array(await template.arrayBuffer());
    const book = XLSX.read(content, { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(['A1', 'B1', 'C1'].map((at) => (sheet[at] as XLSX.CellObject | undefined)?.v)).toEqual([
      '주문번호',
      '택배사',
      '송장번호',
    ]);
    const text = textFormattedCells(content);
    const last = TEMPLATE_TEXT_ROWS + 2;
    for (const cell of ['A2', 'C2', `A${last}`, `C${last}`, 'G3', 'H3']) expect(text.has(cell), cell).toBe(true);
    expect(text.has('B3')).toBe(false);
    expect(await checkDeliveryFile(file(content.slice().buffer, '배송시작_양식.xlsx'))).toMatchObject({
      ok: true,
      rows: [{ rowNumber: 2, cells: ['20260101-1234', 'CJ대한통운', '560000000000'] }],
    });
  });

  it('the 배송 주문 export keeps phone numbers and postcodes as text, and uploads back as it is', async () => {
    const order = {
      orderNumber: '20261124-1822',
      deliveryTracking: null,
      deliveryStatus: 'DELIVERY_PREPARE',
      orderedAt: '2026-11-24T10:00:00+09:00',
      deliveryAddress: {
        recipientName: '박지우',
        phoneNumber: '01012345678',
        zipCode: '04001',
        address: '서울 마포구 양화로 45',
        detailAddress: '3층',
        memo: '문 앞',
      },
      orderLines: [{ productName: '원두 200g', quantity: 2 }],
      amounts: { paymentAmount: 24000 },
    } as unknown as OrderSheet;
    const content = new Uint8Array(await (await deliverySheetWorkbook([order])).arrayBuffer());
    const text = textFormattedCells(content);
    for (const cell of ['A2', 'C2', 'G2', 'H2']) expect(text.has(cell), cell).toBe(true);
    const book = XLSX.read(content, { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(['G2', 'H2', 'M2'].map((at) => (sheet[at] as XLSX.CellObject | undefined)?.v)).toEqual([
      '01012345678',
      '04001',
      24000,
    ]);
    // Filled in Excel with a carrier and an invoice, the same file passes the checks.
    XLSX.utils.sheet_add_aoa(sheet, [['CJ대한통운', '560012345678']], { origin: 'B2' });
    const filled = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(await checkDeliveryFile(file(filled.slice().buffer, '배송주문.xlsx'))).toMatchObject({ ok: true });
  });
});
