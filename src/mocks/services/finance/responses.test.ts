/** Every finance operation, called the way a screen would, answers 200 with a body its schema accepts; so do its errors. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { kstDateOf } from './dates';
import type { MockState } from '../../state';
import { ledgerOf } from './ledger';

const today = kstDateOf(new Date());
const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
const cafeDeposit = (state: MockState) => ledgerOf(state, DEMO_ACCOUNT_IDS.active).deposits[0]!.depositDocId;
const csvFile = () =>
  new File(['주문번호,택배사,송장번호\nC2611200001,CJ대한통운,612345678901\n'], '배송시작.csv', { type: 'text/csv' });

const STEPS: Step<MockState>[] = [
  ['finance.getSettlementReport', () => ({ path: { baId: DEMO_ACCOUNT_IDS.active, year, month } })],
  [
    'finance.listSettlementDeposits',
    () => ({ query: { startDate: yearAgo, endDate: today, serviceName: 'PICKUP', page: 0, size: 10 } }),
  ],
  [
    'finance.listDepositConfirmedOrders',
    (finance) => ({ path: { depositDocId: cafeDeposit(finance) }, query: { page: 0, size: 5 } }),
  ],
  ['finance.getDepositConfirmSummary', (finance) => ({ path: { depositDocId: cafeDeposit(finance) } })],
  ['finance.getDepositRangeSummary', () => ({ query: { startDate: yearAgo, endDate: today } })],
  [
    'finance.getSettlementRegistration',
    (state) => ({
      path: { id: state.finance.registrations.find((r) => r.businessAccountId === DEMO_ACCOUNT_IDS.active)!.id },
    }),
  ],
  ['finance.uploadDeliveryExcel', () => ({ body: { file: csvFile(), storeId: 7101 } })],
  [
    'finance.downloadVatReport',
    () => ({ query: { payStatuses: ['PAID', 'CANCELED'], startDate: yearAgo, endDate: today } }),
  ],
];

describe('finance mock responses', () => {
  expectEveryOperationAnswers('finance', STEPS, {
    stateOf: () => mockRuntime.db.state,
    accountId: DEMO_ACCOUNT_IDS.active,
    files: ['finance.downloadVatReport'],
  });

  it('answers the empty account (102) with valid empty reports, pages and summaries', async () => {
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    const calls: [OperationKey, OperationArgs][] = [
      ['finance.getSettlementReport', { path: { baId: DEMO_ACCOUNT_IDS.inspection, year, month } }],
      ['finance.listSettlementDeposits', { query: { startDate: yearAgo, endDate: today } }],
      ['finance.getDepositRangeSummary', { query: { startDate: yearAgo, endDate: today, serviceFilter: 'PICKUP' } }],
    ];
    for (const [key, args] of calls) {
      const result = await answer(key, args);
      expect(result.status).toBe(200);
      expect({ key, problems: await validateResponse(key, 200, result.body) }).toEqual({ key, problems: [] });
    }
  });

  it('answers each documented error with a valid error body', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const finance = mockRuntime.db.state.finance;
    // A deposit number of this account's format for a week it has no orders in.
    const bakeryDeposit = 'D-20200101-C';
    const errors: [OperationKey, OperationArgs, number][] = [
      ['finance.getSettlementReport', { path: { baId: DEMO_ACCOUNT_IDS.dormant, year, month } }, 403],
      ['finance.getSettlementReport', { path: { baId: DEMO_ACCOUNT_IDS.active, year: year + 1, month } }, 404],
      ['finance.getSettlementReport', { path: { baId: DEMO_ACCOUNT_IDS.active, year, month: 13 } }, 400],
      ['finance.listSettlementDeposits', { query: { startDate: today, endDate: yearAgo } }, 400],
      ['finance.listDepositConfirmedOrders', { path: { depositDocId: bakeryDeposit } }, 404],
      ['finance.getDepositConfirmSummary', { path: { depositDocId: 'D-19990101-1' } }, 404],
      ['finance.getDepositRangeSummary', { query: { startDate: '어제', endDate: today } }, 400],
      ['finance.getSettlementRegistration', { path: { id: finance.registrations[2]!.id } }, 404],
      ['finance.uploadDeliveryExcel', { body: { file: new File(['x'], '송장.pdf'), storeId: 7101 } }, 400],
      ['finance.downloadVatReport', { query: { payStatuses: ['SOLD'], startDate: yearAgo, endDate: today } }, 400],
    ];
    for (const [key, args, status] of errors) {
      const result = await answer(key, args);
      expect({ key, status: result.status }).toEqual({ key, status });
      expect({ key, problems: await validateResponse(key, status, result.body) }).toEqual({ key, problems: [] });
    }
  });
});
