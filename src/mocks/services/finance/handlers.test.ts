/** Finance domain rules: scoping, reconciled amounts, report and deposit statuses, uploads and the VAT file. */
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/finance';
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount, bodyOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { kstDateOf, shiftDate } from './dates';
import { ledgerOf } from './ledger';
import { deliveryUploadView, depositStatusOf, ordersOfDeposit, sumAmounts, toDeposit } from './model';

type Schemas = components['schemas'];
type Amounts = Schemas['SettlementAmounts'];
type Page<T> = { data: { items: T[]; totalCount: number; hasNext: boolean } };

const now = new Date();
const today = kstDateOf(now);
const yearAgo = shiftDate(today, -400);
const finance = () => mockRuntime.db.state.finance;
const ledger = () => ledgerOf(mockRuntime.db.state, DEMO_ACCOUNT_IDS.active);
const AMOUNT_KEYS = [
  'orderCount',
  'salesAmount',
  'discountAmount',
  'serviceFeeAmount',
  'paymentFeeAmount',
  'vatAmount',
  'feeAmount',
  'depositAmount',
] as const satisfies readonly (keyof Amounts)[];
const amountsOf = (amounts: Amounts): Amounts =>
  Object.fromEntries(AMOUNT_KEYS.map((key) => [key, amounts[key]])) as unknown as Amounts;

async function allPages<T>(key: OperationKey, args: OperationArgs): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page += 1) {
    const { data } = await bodyOf<Page<T>>(key, { ...args, query: { ...args.query, page, size: 100 } });
    items.push(...data.items);
    if (!data.hasNext) return items;
  }
}

function monthsBack(count: number): [number, number] {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - count;
  return [Math.floor(index / 12), (index % 12) + 1];
}

describe('finance mock rules', () => {
  it('reports the three months of 101 orders, whose totals equal the sum of their lines and of their services', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const statuses: string[] = [];
    for (let back = 0; back < 3; back += 1) {
      const [year, month] = monthsBack(back);
      const path = { baId: DEMO_ACCOUNT_IDS.active, year, month };
      const { data: report } = await bodyOf<{ data: Schemas['SettlementReport'] }>('finance.getSettlementReport', {
        path,
      });
      statuses.push(report.status);
      if (back > 0 || Number(today.slice(8, 10)) > 1) expect(report.lines.length).toBeGreaterThan(0);
      expect(amountsOf(report.totals)).toEqual(sumLines(report.lines));
      const byService = await Promise.all(
        (['PICKUP', 'COMMERCE'] as const).map((serviceFilter) =>
          bodyOf<{ data: Schemas['SettlementReport'] }>('finance.getSettlementReport', {
            path,
            query: { serviceFilter },
          }),
        ),
      );
      expect(byService.every(({ data }) => data.lines.every((line) => line.service === data.serviceFilter))).toBe(true);
      expect(report.totals.depositAmount).toBe(byService.reduce((sum, { data }) => sum + data.totals.depositAmount, 0));
    }
    expect(statuses[0]).toBe('READY');
    expect(statuses[1]).toBe('ADJUSTMENT');
    expect(new Set(statuses.slice(2))).toEqual(new Set(['COMPLETE']));
  });

  it('reconciles every deposit with its confirmed orders, and the summary calls with the list', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    for (const deposit of ledger().deposits) {
      const orders = ordersOfDeposit(ledger(), deposit.depositDocId);
      expect(amountsOf(toDeposit(ledger(), deposit, now))).toEqual(sumAmounts(orders));
      expect(orders.every((row) => row.accountId === deposit.accountId && row.service === deposit.service)).toBe(true);
    }
    const deposit = ledger().deposits[0]!;
    const path = { depositDocId: deposit.depositDocId };
    const lines = await allPages<Schemas['ConfirmedOrder']>('finance.listDepositConfirmedOrders', { path });
    const { data: summary } = await bodyOf<{ data: Schemas['Deposit'] }>('finance.getDepositConfirmSummary', { path });
    expect(lines.every((line) => line.settlementAmount === line.paymentAmount - line.feeAmount)).toBe(true);
    // 수수료 합계 = 중개 + 결제 수수료 + 부가세 (10% of both fees, below a won dropped).
    for (const line of lines) {
      expect(line.feeAmount).toBe(line.serviceFeeAmount + line.paymentFeeAmount + line.vatAmount);
      expect(line.vatAmount).toBe(Math.floor((line.serviceFeeAmount + line.paymentFeeAmount) / 10));
    }
    expect(lines.some((line) => line.paymentFeeAmount > 0 && line.serviceFeeAmount > 0)).toBe(true);
    expect(summary.depositAmount).toBe(lines.reduce((sum, line) => sum + line.settlementAmount, 0));
    expect(summary.orderCount).toBe(lines.length);

    const range = { startDate: yearAgo, endDate: shiftDate(today, 14) };
    const deposits = await allPages<Schemas['Deposit']>('finance.listSettlementDeposits', { query: range });
    const { data: total } = await bodyOf<{ data: Schemas['DepositRangeSummary'] }>('finance.getDepositRangeSummary', {
      query: range,
    });
    expect(total.depositCount).toBe(deposits.length);
    expect(amountsOf(total)).toEqual(sumLines(deposits));
    expect(total.completedAmount + total.scheduledAmount + total.heldAmount).toBe(total.depositAmount);
  });

  it('pays each service out weekly on Wednesdays, newest first, filtered by service', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const pickup = await allPages<Schemas['Deposit']>('finance.listSettlementDeposits', {
      query: { startDate: yearAgo, endDate: shiftDate(today, 14), serviceName: 'PICKUP' },
    });
    expect(pickup.length).toBeGreaterThanOrEqual(10);
    expect(pickup.every((row) => row.service === 'PICKUP' && new Date(row.depositDate).getUTCDay() === 3)).toBe(true);
    for (let index = 1; index < pickup.length; index += 1)
      expect(shiftDate(pickup[index]!.depositDate, 7)).toBe(pickup[index - 1]!.depositDate);
  });

  it('seeds every status a screen shows', () => {
    const cafeDeposits = ledger().deposits;
    expect(new Set(cafeDeposits.map((row) => depositStatusOf(row, now)))).toEqual(
      new Set(['SCHEDULED', 'COMPLETED', 'HELD']),
    );
    expect(new Set(cafeDeposits.map((row) => row.service))).toEqual(new Set(['PICKUP', 'COMMERCE']));
    expect(new Set(finance().registrations.map((row) => row.status))).toEqual(
      new Set(['REQUESTED', 'APPROVED', 'REJECTED']),
    );
    expect(new Set(finance().deliveryUploads.map((row) => row.status))).toEqual(
      new Set(['REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED']),
    );
    expect(ledger().canceledPayments.length).toBeGreaterThan(0);
  });

  it('scopes everything to the Account-Id account and leaves 102 empty', async () => {
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    const [year, month] = monthsBack(0);
    expect(
      await answer('finance.getSettlementReport', { path: { baId: DEMO_ACCOUNT_IDS.active, year, month } }),
    ).toMatchObject({ status: 403 });
    const { data: report } = await bodyOf<{ data: Schemas['SettlementReport'] }>('finance.getSettlementReport', {
      path: { baId: DEMO_ACCOUNT_IDS.inspection, year, month },
    });
    expect(report.lines).toEqual([]);
    expect(report.totals.depositAmount).toBe(0);
    const { data: page } = await bodyOf<Page<unknown>>('finance.listSettlementDeposits', {
      query: { startDate: yearAgo, endDate: today },
    });
    expect(page.totalCount).toBe(0);
    const cafeDeposit = ledger().deposits[0]!;
    expect(
      await answer('finance.getDepositConfirmSummary', { path: { depositDocId: cafeDeposit.depositDocId } }),
    ).toMatchObject({ status: 404 });
    const own = finance().registrations.find((row) => row.businessAccountId === DEMO_ACCOUNT_IDS.inspection)!;
    const { data: registration } = await bodyOf<{ data: Schemas['SettlementRegistration'] }>(
      'finance.getSettlementRegistration',
      { path: { id: own.id } },
    );
    expect(registration.status).toBe('REQUESTED');
    expect(registration.maskedAccountNumber).toContain('*');
  });

  it('records an excel upload as REQUESTED, counts lines missing an invoice, and finishes with time', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    // Two orders of the store waiting for delivery (the rows start them; the one without an invoice fails).
    const [first, second, third] = mockRuntime.db.state.commerce.orders
      .filter((order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_PREPARE')
      .map((order) => order.orderNumber);
    const file = new File(
      [
        `\uFEFF주문번호,택배사,송장번호\n${first},CJ대한통운,612345678901\n${second},롯데택배,\n${third},우체국택배,6891234567890\n`,
      ],
      '배송시작_11월.csv',
      { type: 'text/csv' },
    );
    const { data: upload } = await bodyOf<{ data: Schemas['DeliveryExcelUpload'] }>('finance.uploadDeliveryExcel', {
      body: { file, storeId: 7101 },
    });
    expect(upload).toMatchObject({
      status: 'REQUESTED',
      fileName: '배송시작_11월.csv',
      totalCount: 3,
      successCount: 0,
    });
    const row = finance().deliveryUploads.find((item) => item.id === upload.uploadId)!;
    expect(row).toMatchObject({
      accountId: DEMO_ACCOUNT_IDS.active,
      status: 'REQUESTED',
      successCount: 2,
      failureCount: 1,
    });
    const later = new Date(new Date(row.createdAt).getTime() + 60_000);
    expect(deliveryUploadView(row, later)).toMatchObject({ status: 'COMPLETED', successCount: 2, failureCount: 1 });
    const empty = new File([''], '빈파일.xlsx');
    expect(await answer('finance.uploadDeliveryExcel', { body: { file: empty, storeId: 7101 } })).toMatchObject({
      status: 400,
    });
  });

  it('downloads the VAT report as a BOM-prefixed Korean CSV of the chosen pay statuses', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const startDate = shiftDate(today, -120);
    const { data: blob } = await callOperation<Blob>('finance.downloadVatReport', {
      query: { payStatuses: ['PAID'], startDate, endDate: today },
    });
    expect([...new Uint8Array(await blob.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blob.text(); // decoding drops the BOM
    expect(text.startsWith('결제일시,주문번호,서비스,주문 내용,결제 상태,합계 금액,공급가액,부가세')).toBe(true);
    const rows = text.trim().split('\r\n').slice(1);
    const expected = ledger().confirmedOrders.filter(
      (row) =>
        row.accountId === DEMO_ACCOUNT_IDS.active &&
        row.payStatus === 'PAID' &&
        kstDateOf(row.confirmedAt) >= startDate &&
        kstDateOf(row.confirmedAt) <= today,
    );
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((line) => line.includes(',결제 완료,'))).toBe(true);
    const response = await fetch(
      `https://finance.biz-gateway.alpha.dongnemarket.com/external/api/v1/vat-report/download?payStatuses=PAID,CANCELED&startDate=${startDate}&endDate=${today}`,
      { headers: { 'Account-Type': 'BUSINESS_PROFILE', 'Account-Id': String(DEMO_ACCOUNT_IDS.active) } },
    );
    expect(decodeURIComponent(response.headers.get('Content-Disposition') ?? '')).toContain(
      `부가세신고자료_${startDate}_${today}.csv`,
    );
    expect(await response.text()).toContain(',결제 취소,');
  });
});

function sumLines(lines: readonly Amounts[]): Amounts {
  return Object.fromEntries(
    AMOUNT_KEYS.map((key) => [key, lines.reduce((sum, line) => sum + line[key], 0)]),
  ) as unknown as Amounts;
}
