/**
 * A delivery file as Korean Excel saves it, blank rows and all, from the pick to the error file
 * (issue 40): every row keeps the number Excel shows, the server's failures land on the rows they
 * name, and the 실패 file is an xlsx whose number columns stay text, with each row's 엑셀 행.
 * The row numbers expected are the rows the data was put on here.
 */
import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { asAccount } from '@/mocks/testing/operation-calls';
import { readSheetBytes, rowTexts } from '@/lib/spreadsheet/read';
import { cp949Bytes, textFormattedCells, workbookBytes } from '@/testing/spreadsheet-fixtures';
import { checkDeliveryFile } from './delivery-excel-checks';
import { errorFile, rowResults, type SentSheet } from './delivery-upload';

const preparing = () =>
  mockRuntime.db.state.commerce.orders.filter(
    (order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_PREPARE',
  );

/** Checked as the drawer checks it, sent as the drawer sends it; what the finance service recorded. */
async function upload(content: Uint8Array, name: string) {
  const file = new File([content.slice().buffer], name);
  const check = await checkDeliveryFile(file);
  if (!check.ok) throw new Error(check.problem);
  await callOperation('finance.uploadDeliveryExcel', { body: { file, storeId: 101 } });
  const failures = mockRuntime.db.state.finance.deliveryUploads.at(-1)!.failures ?? [];
  const sent: SentSheet = { fileName: name, header: check.header, rows: check.rows, before: null };
  return { check, failures, sent };
}

describe('rowResults', () => {
  it('joins a failure to the row whose Excel number it names, not to a place in the list', () => {
    const rows = [
      { rowNumber: 2, cells: ['A', 'CJ대한통운', '560012345678'] },
      { rowNumber: 4, cells: ['B', 'CJ대한통운', '560012345679'] },
      { rowNumber: 5, cells: ['C', 'CJ대한통운', '560012345670'] },
    ];
    const failures = [
      { rowNumber: 4, orderSheetId: null, reason: '이 스토어의 주문번호가 아니에요.' },
      { rowNumber: 9, orderSheetId: null, reason: '주문번호, 택배사, 송장번호를 모두 적어 주세요.' },
    ];
    expect(rowResults(rows, failures).map((row) => [row.rowNumber, row.cells[0], row.failure])).toEqual([
      [2, 'A', undefined],
      [4, 'B', '이 스토어의 주문번호가 아니에요.'],
      [5, 'C', undefined],
      // A row the server named that was not read here is still shown, by its number.
      [9, undefined, '주문번호, 택배사, 송장번호를 모두 적어 주세요.'],
    ]);
  });
});

describe('a delivery file with blank rows, from the pick to the error file', () => {
  it('a workbook: the failure on Excel row 5 is the order on row 5, and the 실패 file says 5', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const [first, second] = preparing();
    // Row 1 header ("송장 번호" with a space), row 2 an order, rows 3–4 blank, row 5 an order not
    // of this store, row 6 an order whose invoice was pasted as a number.
    const workbook = workbookBytes([
      ['주문번호', '택배사', '송장 번호', '받는 분', '연락처'],
      [first!.orderNumber, 'CJ대한통운', '560012345678', '박지우', 1012345678],
      [],
      [],
      ['20200101-0000', '한진택배', '560012345679', '김민지', '01098765432'],
      [second!.orderNumber, '우체국택배', 6891234567890, '이서준', '01011112222'],
    ]);
    const { check, failures, sent } = await upload(workbook, '배송시작.xlsx');
    expect(check.rows.map((row) => row.rowNumber)).toEqual([2, 5, 6]);
    expect(failures).toEqual([{ rowNumber: 5, orderSheetId: null, reason: '이 스토어의 주문번호가 아니에요.' }]);
    expect(rowResults(sent.rows, failures).map((row) => [row.rowNumber, row.cells[0], row.failure])).toEqual([
      [2, first!.orderNumber, undefined],
      [5, '20200101-0000', '이 스토어의 주문번호가 아니에요.'],
      [6, second!.orderNumber, undefined],
    ]);
    expect(second!.deliveryTracking).toMatchObject({ company: 'POST_OFFICE', invoice: '6891234567890' });

    const { blob, name } = await errorFile('배송시작.xlsx', sent, failures);
    expect(name).toBe('배송시작_실패.xlsx');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(rowTexts((await readSheetBytes(bytes)).rows)).toEqual([
      ['주문번호', '택배사', '송장 번호', '받는 분', '연락처', '엑셀 행', '실패 사유'],
      ['20200101-0000', '한진택배', '560012345679', '김민지', '01098765432', '5', '이 스토어의 주문번호가 아니에요.'],
    ]);
    // 주문번호, 송장 번호 and 연락처 are text: a 12-digit invoice typed there to fix the row stays as typed.
    expect([...textFormattedCells(bytes)].sort()).toEqual(['A2', 'C2', 'E2']);
  });

  it('a CP949 csv: the failure on row 4 is named 4, and its 실패 file is an xlsx whose 송장번호 is text', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const [order] = preparing();
    const csv = [
      '주문번호,택배사,송장번호',
      `${order!.orderNumber},CJ대한통운,560012345678`,
      '',
      '없는주문,CJ대한통운,560012345678',
    ];
    const { failures, sent } = await upload(cp949Bytes(csv.join('\r\n')), '배송.csv');
    expect(failures).toEqual([{ rowNumber: 4, orderSheetId: null, reason: '이 스토어의 주문번호가 아니에요.' }]);
    const { blob, name } = await errorFile('배송.csv', sent, failures);
    expect(name).toBe('배송_실패.xlsx');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const sheet = await readSheetBytes(bytes);
    expect(sheet.format).toBe('xlsx');
    expect(rowTexts(sheet.rows)).toEqual([
      ['주문번호', '택배사', '송장번호', '엑셀 행', '실패 사유'],
      ['없는주문', 'CJ대한통운', '560012345678', '4', '이 스토어의 주문번호가 아니에요.'],
    ]);
    expect([...textFormattedCells(bytes)].sort()).toEqual(['A2', 'C2']);
  });
});
