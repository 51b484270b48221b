/** A delivery-start sheet applied row by row: good rows start delivery, the others fail with their reason. */
import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { BulkDeliveryStartStatusDocument } from '@generated/graphql/commerce/graphql';
import { mockRuntime } from '@/mocks/node';
import { asAccount } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { applyDeliveryRows } from './delivery-excel-rows';
import { send } from './test-client';
import { cp949Bytes, workbookBytes } from '@/testing/spreadsheet-fixtures';

const state = () => mockRuntime.db.state;
const preparing = () =>
  state().commerce.orders.filter(
    (order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_PREPARE',
  );

describe('delivery-start sheet rows', () => {
  it('starts delivery of the good rows and gives each failing row its reason', () => {
    const [good, badInvoice, noCarrier] = preparing();
    const confirmed = state().commerce.orders.find((order) => order.status === 'PURCHASE_CONFIRMED')!;
    const sheet = [
      '주문번호,택배사,송장번호,받는 분',
      `${good!.orderNumber},한진택배,5600-1234-5678,김민지`,
      `${badInvoice!.orderNumber},CJ대한통운,12345,이서준`,
      `${noCarrier!.orderNumber},번개택배,560012345678,박지우`,
      `00000000-0,CJ,560012345678,최하윤`,
      `${confirmed.orderNumber},CJ,560012345678,정도윤`,
      `${good!.orderNumber},CJ,,강서연`,
    ].map((line, index) => ({ rowNumber: index + 1, cells: line.split(',') }));
    const result = applyDeliveryRows(state(), DEMO_ACCOUNT_IDS.active, sheet, new Date());
    expect(result).toMatchObject({ totalCount: 6, successCount: 1, failureCount: 5 });
    expect(result.failures).toEqual([
      { rowNumber: 3, orderSheetId: badInvoice!.id, reason: '운송장 번호는 숫자만 10~14자리로 입력해 주세요.' },
      {
        rowNumber: 4,
        orderSheetId: noCarrier!.id,
        reason: "택배사 '번개택배'를 찾을 수 없어요. 양식의 택배사 이름으로 적어 주세요.",
      },
      { rowNumber: 5, orderSheetId: null, reason: '이 스토어의 주문번호가 아니에요.' },
      { rowNumber: 6, orderSheetId: confirmed.id, reason: '배송 준비 중인 택배 주문만 배송을 시작할 수 있어요.' },
      { rowNumber: 7, orderSheetId: null, reason: '주문번호, 택배사, 송장번호를 모두 적어 주세요.' },
    ]);
    expect(good).toMatchObject({
      deliveryStatus: 'DELIVERY_STARTED',
      deliveryTracking: { company: 'HANJIN', invoice: '560012345678' },
    });
    expect(badInvoice!.deliveryStatus).toBe('DELIVERY_PREPARE');
  });

  it('the bulk status shows the failing rows once the upload is processed', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const [order] = preparing();
    const file = new File(
      [`주문번호,택배사,송장번호\n${order!.orderNumber},CJ대한통운,560012345678\n없는주문,CJ대한통운,560012345678\n`],
      '배송시작.csv',
      { type: 'text/csv' },
    );
    await callOperation('finance.uploadDeliveryExcel', { body: { file, storeId: 101 } });
    const row = state().finance.deliveryUploads.at(-1)!;
    row.createdAt = new Date(Date.now() - 60_000).toISOString();
    const { data } = await send(BulkDeliveryStartStatusDocument, {
      baId: String(DEMO_ACCOUNT_IDS.active),
      uploadId: `delivery-excel-${row.id}`,
    });
    expect(data?.bulkDeliveryStartStatus).toMatchObject({
      status: 'COMPLETED',
      totalCount: 2,
      successCount: 1,
      failureCount: 1,
      failures: [{ rowNumber: 3, orderSheetId: null, reason: '이 스토어의 주문번호가 아니에요.' }],
    });
  });

  it('reads an xlsx with number cells and a CP949 csv row by row, as it reads a UTF-8 csv', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const [first, second, third] = preparing();
    const workbook = workbookBytes([
      ['주문번호', '택배사', '송장번호'],
      [first!.orderNumber, 'CJ대한통운', 560012345678],
      [second!.orderNumber, '번개택배', '560012345679'],
    ]);
    const csv = cp949Bytes(`주문번호,택배사,송장번호\r\n${third!.orderNumber},우체국택배,6891234567890\r\n`);
    const uploads = [
      new File([workbook.slice().buffer], '배송.xlsx'),
      new File([csv.slice().buffer], '배송.csv', { type: 'text/csv' }),
    ];
    for (const file of uploads) await callOperation('finance.uploadDeliveryExcel', { body: { file, storeId: 101 } });
    const [xlsxRow, csvRow] = state().finance.deliveryUploads.slice(-2);
    expect(xlsxRow).toMatchObject({ fileName: '배송.xlsx', totalCount: 2, successCount: 1, failureCount: 1 });
    expect(xlsxRow!.failures).toEqual([
      {
        rowNumber: 3,
        orderSheetId: second!.id,
        reason: "택배사 '번개택배'를 찾을 수 없어요. 양식의 택배사 이름으로 적어 주세요.",
      },
    ]);
    expect(csvRow).toMatchObject({ fileName: '배송.csv', totalCount: 1, successCount: 1, failureCount: 0 });
    expect(first!.deliveryTracking?.invoice).toBe('560012345678');
    expect(third!.deliveryTracking).toMatchObject({ company: 'POST_OFFICE', invoice: '6891234567890' });
  });
});
