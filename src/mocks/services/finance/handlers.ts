/**
 * Finance service rules: every answer is scoped to the Account-Id account (a report for another
 * baId is 403, another account's deposit or registration is not found); amounts are always the sums
 * of the confirmed orders they cover; periods must not end before they start.
 */
import { implement, MockHttpError, MockFile, notFound } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { applyDeliveryRows } from '../commerce/delivery-excel-rows';
import { readExcelUpload } from './delivery-excel';
import {
  buildReport,
  deliveryUploadView,
  depositStatusOf,
  ordersOfDeposit,
  pageOf,
  reportStatusOf,
  sumAmounts,
  toConfirmedOrder,
  toDeposit,
} from './model';
import { ledgerOf, type FinanceLedger } from './ledger';
import type { DepositRow, SettlementService } from './state';
import { vatLines, vatReportCsv, vatReportFileName } from './vat-report';

function checkPeriod(startDate: string, endDate: string): void {
  if (startDate > endDate)
    throw new MockHttpError(400, '기간을 확인해 주세요.', 'INVALID_PERIOD', [
      { field: 'endDate', reason: '종료일은 시작일과 같거나 그 뒤여야 해요.' },
    ]);
}

function findDeposit(state: FinanceLedger, depositDocId: string, accountId: number): DepositRow {
  const deposit = state.deposits.find((row) => row.depositDocId === depositDocId && row.accountId === accountId);
  if (!deposit) throw notFound('입금 내역');
  return deposit;
}

function depositsInPeriod(
  state: FinanceLedger,
  accountId: number,
  startDate: string,
  endDate: string,
  service: SettlementService | undefined,
): DepositRow[] {
  return state.deposits
    .filter(
      (row) =>
        row.accountId === accountId &&
        row.depositDate >= startDate &&
        row.depositDate <= endDate &&
        (!service || row.service === service),
    )
    .toSorted((a, b) => b.depositDate.localeCompare(a.depositDate) || a.service.localeCompare(b.service));
}

export const financeHandlers = implement<'finance', MockState>('finance', {
  getSettlementReport: ({ state, path, query, accountId, now }) => {
    if (path.baId !== accountId)
      throw new MockHttpError(403, '이 계정의 정산 보고서는 볼 수 없어요.', 'FORBIDDEN_ACCOUNT');
    const status = reportStatusOf(path.year, path.month, now);
    if (!status) throw notFound('정산 보고서');
    return {
      data: buildReport(ledgerOf(state, accountId), accountId, path.year, path.month, query.serviceFilter, status),
    };
  },

  listSettlementDeposits: ({ state, query, accountId, now }) => {
    checkPeriod(query.startDate, query.endDate);
    const ledger = ledgerOf(state, accountId);
    const deposits = depositsInPeriod(ledger, accountId, query.startDate, query.endDate, query.serviceName);
    const page = pageOf(deposits, query.page ?? 0, query.size ?? 20);
    return { data: { ...page, items: page.items.map((row) => toDeposit(ledger, row, now)) } };
  },

  listDepositConfirmedOrders: ({ state, path, query, accountId }) => {
    const ledger = ledgerOf(state, accountId);
    const deposit = findDeposit(ledger, path.depositDocId, accountId);
    const orders = ordersOfDeposit(ledger, deposit.depositDocId)
      .filter((row) => !query.serviceFilter || row.service === query.serviceFilter)
      .toSorted((a, b) => b.confirmedAt.localeCompare(a.confirmedAt) || b.id - a.id)
      .map(toConfirmedOrder);
    return { data: pageOf(orders, query.page ?? 0, query.size ?? 20) };
  },

  getDepositConfirmSummary: ({ state, path, accountId, now }) => {
    const ledger = ledgerOf(state, accountId);
    return { data: toDeposit(ledger, findDeposit(ledger, path.depositDocId, accountId), now) };
  },

  getDepositRangeSummary: ({ state, query, accountId, now }) => {
    checkPeriod(query.startDate, query.endDate);
    const ledger = ledgerOf(state, accountId);
    const deposits = depositsInPeriod(ledger, accountId, query.startDate, query.endDate, query.serviceFilter);
    const byStatus = { COMPLETED: 0, SCHEDULED: 0, HELD: 0 };
    const orders = deposits.flatMap((deposit) => {
      const rows = ordersOfDeposit(ledger, deposit.depositDocId);
      byStatus[depositStatusOf(deposit, now)] += sumAmounts(rows).depositAmount;
      return rows;
    });
    return {
      data: {
        ...sumAmounts(orders),
        startDate: query.startDate,
        endDate: query.endDate,
        serviceFilter: query.serviceFilter ?? null,
        depositCount: deposits.length,
        completedAmount: byStatus.COMPLETED,
        scheduledAmount: byStatus.SCHEDULED,
        heldAmount: byStatus.HELD,
      },
    };
  },

  getSettlementRegistration: ({ state, path, accountId }) => {
    const registration = state.finance.registrations.find(
      (row) => row.id === path.id && row.businessAccountId === accountId,
    );
    if (!registration) throw notFound('정산 등록 정보');
    return { data: registration };
  },

  uploadDeliveryExcel: async ({ state, body, accountId, now, nextId }) => {
    const { fileName, rows } = await readExcelUpload(body.file);
    // The rows start their orders' delivery (or fail, each with its reason) as commerce would.
    const applied = applyDeliveryRows(state, accountId, rows, now);
    const row = {
      id: nextId(),
      accountId,
      storeId: body.storeId,
      createdAt: toKstIso(now),
      status: 'REQUESTED' as const,
      fileName,
      ...applied,
    };
    state.finance.deliveryUploads.push(row);
    return { data: deliveryUploadView(row, now) };
  },

  downloadVatReport: ({ state, query, accountId }) => {
    checkPeriod(query.startDate, query.endDate);
    const lines = vatLines(ledgerOf(state, accountId), accountId, query.payStatuses, query.startDate, query.endDate);
    return new MockFile(vatReportCsv(lines), vatReportFileName(query.startDate, query.endDate), 'text/csv');
  },
});
