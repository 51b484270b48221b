/** A delivery-start sheet applied row by row: good rows start delivery, the others fail with their reason. */
import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { BulkDeliveryStartStatusDocument } from '@generated/graphql/commerce/graphql';
import { mockRuntime } from '@/mocks/node';
import { asAccount } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { applyDeliveryRows } from './delivery-excel-rows';
import { send } from './test-client';

const state = () => mockRuntime.db.state;
const preparing = () =>
  state().commerce.orders.filter(
    (order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_PREPARE',
  );

describe('delivery-start sheet rows', () => {
  it('starts delivery of the good rows and gives each failing row its reason', () => {
    const [good, badInvoice, noCarrier] = preparing();
    const confirmed = state().commerce.orders.find((order) => order.status === 'PURCHASE_CONFIRMED')!;
    const text = [
      '\uFEFF주문번호,택배사,송장번호,받는 분',
      `${good!.orderNumber},한진택배,5600-1234-5678,김민지`,
      `${badInvoice!.orderNumber},CJ대한통운,12345,이서준`,
      `${noCarrier!.orderNumber},번개택배,560012345678,박지우`,
      `00000000-0,CJ,560012345678,최하윤`,
      `${confirmed.orderNumber},CJ,560012345678,정도윤`,
      `${good!.orderNumber},CJ,,강서연`,
    ].join('\r\n');
    const result = applyDeliveryRows(state(), DEMO_ACCOUNT_IDS.active, text, new Date());
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
});
