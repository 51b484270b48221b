/** What the finance API computes from stored rows: amounts, statuses, reports and pages. */
import { vatOf as vatOfAmount } from '@/lib/money';
import type { components } from '@generated/openapi/finance';
import { slicePage } from '../../core/paging';
import { depositDateFor, kstDateOf, lastDayOfMonth, monthIndexOf } from './dates';
import type { FinanceLedger } from './ledger';
import type {
  ConfirmedOrderRow,
  DeliveryUploadRow,
  DepositRow,
  DepositStatus,
  SettlementReportStatus,
  SettlementService,
} from './state';

type Schemas = components['schemas'];
type Amounts = Schemas['SettlementAmounts'];

export const SERVICE_LABELS: Readonly<Record<SettlementService, string>> = {
  PICKUP: '픽업 주문',
  COMMERCE: '스토어 주문',
  RESERVATION: '예약',
};

type FeeParts = Pick<ConfirmedOrderRow, 'serviceFeeAmount' | 'paymentFeeAmount'>;

/** 부가세: 10% of both fees, below one won dropped. */
export const vatOf = (row: FeeParts): number => vatOfAmount(row.serviceFeeAmount + row.paymentFeeAmount);

/** 수수료 합계 = 중개 수수료 + 결제 수수료 + 부가세. */
export const feeOf = (row: FeeParts): number => row.serviceFeeAmount + row.paymentFeeAmount + vatOf(row);

export function toConfirmedOrder(row: ConfirmedOrderRow): Schemas['ConfirmedOrder'] {
  const { accountId: _accountId, ...fields } = row;
  return {
    ...fields,
    vatAmount: vatOf(row),
    feeAmount: feeOf(row),
    paymentAmount: row.salesAmount - row.discountAmount,
    settlementAmount: row.salesAmount - row.discountAmount - feeOf(row),
  };
}

export function sumAmounts(
  rows: readonly Pick<ConfirmedOrderRow, 'salesAmount' | 'discountAmount' | 'serviceFeeAmount' | 'paymentFeeAmount'>[],
): Amounts {
  const total = (amountOf: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + amountOf(row), 0);
  return {
    orderCount: rows.length,
    salesAmount: total((row) => row.salesAmount),
    discountAmount: total((row) => row.discountAmount),
    serviceFeeAmount: total((row) => row.serviceFeeAmount),
    paymentFeeAmount: total((row) => row.paymentFeeAmount),
    vatAmount: total(vatOf),
    feeAmount: total(feeOf),
    depositAmount: total((row) => row.salesAmount - row.discountAmount - feeOf(row)),
  };
}

export function depositStatusOf(deposit: DepositRow, now: Date): DepositStatus {
  if (deposit.holdReason) return 'HELD';
  return deposit.depositDate > kstDateOf(now) ? 'SCHEDULED' : 'COMPLETED';
}

export function ordersOfDeposit(state: FinanceLedger, depositDocId: string): ConfirmedOrderRow[] {
  return state.confirmedOrders.filter((row) => row.depositDocId === depositDocId);
}

export function toDeposit(state: FinanceLedger, deposit: DepositRow, now: Date): Schemas['Deposit'] {
  const registration = state.registrations.find((row) => row.id === deposit.registrationId);
  const { accountId: _accountId, ...fields } = deposit;
  return {
    ...fields,
    ...sumAmounts(ordersOfDeposit(state, deposit.depositDocId)),
    status: depositStatusOf(deposit, now),
    bankName: registration?.bankName ?? '',
    maskedAccountNumber: registration?.maskedAccountNumber ?? '',
  };
}

/** This month is still being settled, last month is being adjusted, older months are complete. */
export function reportStatusOf(year: number, month: number, now: Date): SettlementReportStatus | undefined {
  const monthsAgo = monthIndexOf(kstDateOf(now)) - (year * 12 + month - 1);
  if (monthsAgo < 0) return undefined;
  if (monthsAgo === 0) return 'READY';
  return monthsAgo === 1 ? 'ADJUSTMENT' : 'COMPLETE';
}

export function buildReport(
  state: FinanceLedger,
  accountId: number,
  year: number,
  month: number,
  service: SettlementService | undefined,
  status: SettlementReportStatus,
): Schemas['SettlementReport'] {
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  const rows = state.confirmedOrders.filter(
    (row) =>
      row.accountId === accountId &&
      (!service || row.service === service) &&
      kstDateOf(row.confirmedAt).startsWith(prefix),
  );
  const groups = new Map<string, ConfirmedOrderRow[]>();
  for (const row of rows) {
    const key = `${kstDateOf(row.confirmedAt)}|${row.service}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const lines = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => {
      const [date, lineService] = key.split('|') as [string, SettlementService];
      return { date, service: lineService, ...sumAmounts(group) };
    });
  return {
    baId: accountId,
    year,
    month,
    serviceFilter: service ?? null,
    status,
    depositDueDate: depositDateFor(lastDayOfMonth(year, month)),
    totals: sumAmounts(rows),
    lines,
  };
}

/** A 0-based page, the way the finance server answers. */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  return slicePage(items, page, size, 0);
}

/** Upload processing as time passes: received, then processing, then the result stored at upload. */
const REQUESTED_FOR_MS = 5_000;
const PROCESSING_UNTIL_MS = 30_000;

/**
 * The upload as a reader sees it now. Rows still REQUESTED or PROCESSING advance with their age;
 * counts of successes and failures appear when processing ends.
 */
export function deliveryUploadView(row: DeliveryUploadRow, now: Date): Schemas['DeliveryExcelUpload'] {
  const { id, accountId: _accountId, failures: _failures, ...fields } = row;
  const view = { uploadId: id, ...fields };
  if (row.status === 'COMPLETED' || row.status === 'FAILED') return view;
  const age = now.getTime() - new Date(row.createdAt).getTime();
  if (age < PROCESSING_UNTIL_MS) {
    const status = row.status === 'REQUESTED' && age < REQUESTED_FOR_MS ? 'REQUESTED' : 'PROCESSING';
    return { ...view, status, successCount: 0, failureCount: 0 };
  }
  return { ...view, status: row.successCount > 0 ? 'COMPLETED' : 'FAILED' };
}
