/**
 * A settlement statement's arithmetic and words, shared by the pickup and the store settlement
 * pages: the amounts in the order a Korean statement reads them (판매 금액 − 할인 − 중개 수수료 −
 * 결제 수수료 − 부가세 = 지급액), their sums, the check that a deposit's orders add up to it, and
 * the labels of statuses. Pure functions; the pages only draw them.
 */
import type {
  ConfirmedOrder,
  DepositStatus,
  SettlementAmounts,
  SettlementReportStatus,
  SettlementService,
  VatPayStatus,
} from '@/api/settlement';

export type AmountKey = keyof SettlementAmounts;

export const AMOUNT_LABELS: Readonly<Record<AmountKey, string>> = {
  orderCount: '주문 수',
  salesAmount: '판매 금액',
  discountAmount: '할인 금액',
  serviceFeeAmount: '중개 수수료',
  paymentFeeAmount: '결제 수수료',
  vatAmount: '수수료 부가세',
  feeAmount: '수수료 합계',
  depositAmount: '지급액',
};

/** What is taken off the sales, in statement order. */
export const DEDUCTIONS = ['discountAmount', 'serviceFeeAmount', 'paymentFeeAmount', 'vatAmount'] as const;

/** The parts of 수수료 합계. */
export const FEE_PARTS = ['serviceFeeAmount', 'paymentFeeAmount', 'vatAmount'] as const;

/** Every amount in file order (count first, the total fee right after its parts). */
export const AMOUNT_KEYS: readonly AmountKey[] = [
  'orderCount',
  'salesAmount',
  ...DEDUCTIONS,
  'feeAmount',
  'depositAmount',
];

const ZERO: SettlementAmounts = {
  orderCount: 0,
  salesAmount: 0,
  discountAmount: 0,
  serviceFeeAmount: 0,
  paymentFeeAmount: 0,
  vatAmount: 0,
  feeAmount: 0,
  depositAmount: 0,
};

/** The totals of some lines (a report's days, a period's deposits, a deposit's orders). */
export function sumAmounts(lines: readonly SettlementAmounts[]): SettlementAmounts {
  return lines.reduce<SettlementAmounts>(
    (sum, line) =>
      Object.fromEntries(AMOUNT_KEYS.map((key) => [key, sum[key] + line[key]])) as unknown as SettlementAmounts,
    ZERO,
  );
}

/** A confirmed order as amounts: what it adds to its deposit. */
export function orderAmounts(order: ConfirmedOrder): SettlementAmounts {
  return {
    orderCount: 1,
    salesAmount: order.salesAmount,
    discountAmount: order.discountAmount,
    serviceFeeAmount: order.serviceFeeAmount,
    paymentFeeAmount: order.paymentFeeAmount,
    vatAmount: order.vatAmount,
    feeAmount: order.feeAmount,
    depositAmount: order.settlementAmount,
  };
}

/** Whether a line's own amounts hold: 수수료 합계 = its parts, 지급액 = 판매 − 할인 − 수수료 합계. */
export function lineHolds(line: SettlementAmounts): boolean {
  const fees = line.serviceFeeAmount + line.paymentFeeAmount + line.vatAmount;
  return fees === line.feeAmount && line.salesAmount - line.discountAmount - line.feeAmount === line.depositAmount;
}

export interface Reconciliation {
  readonly agrees: boolean;
  /** The first amount that differs, when one does. */
  readonly differs: AmountKey | undefined;
  readonly expected: SettlementAmounts;
  readonly summed: SettlementAmounts;
  /** Summed minus expected 지급액: 0 when they agree. */
  readonly difference: number;
}

/** Whether lines add up to the amounts they should (each amount and the count). */
export function reconcile(expected: SettlementAmounts, lines: readonly SettlementAmounts[]): Reconciliation {
  const summed = sumAmounts(lines);
  const differs = AMOUNT_KEYS.find((key) => summed[key] !== expected[key]);
  return {
    agrees: differs === undefined,
    differs,
    expected,
    summed,
    difference: summed.depositAmount - expected.depositAmount,
  };
}

/** Header and plain-digit cells of every amount, so a spreadsheet reads numbers. */
export const AMOUNT_CSV_HEADER: readonly string[] = AMOUNT_KEYS.map((key) => AMOUNT_LABELS[key]);
export const amountCsvCells = (amounts: SettlementAmounts): number[] => AMOUNT_KEYS.map((key) => amounts[key]);

export const REPORT_STATUS_LABELS: Readonly<Record<SettlementReportStatus, string>> = {
  READY: '정산 예정',
  ADJUSTMENT: '정산 조정 중',
  COMPLETE: '정산 완료',
};

export const DEPOSIT_STATUS_LABELS: Readonly<Record<DepositStatus, string>> = {
  SCHEDULED: '입금 예정',
  COMPLETED: '입금 완료',
  HELD: '지급 보류',
};

export const PAY_STATUS_LABELS: Readonly<Record<VatPayStatus, string>> = {
  PAID: '결제 완료',
  PARTIALLY_CANCELED: '부분 취소',
  CANCELED: '결제 취소',
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month in the address (YYYY-MM) when it is not after this month (KST `today`); otherwise this month. */
export function monthOf(value: string | null, today: string): { year: number; month: number; key: string } {
  const current = today.slice(0, 7);
  const key = value && MONTH.test(value) && value <= current ? value : current;
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), key };
}

export const SERVICE_LABELS: Readonly<Record<SettlementService, string>> = {
  PICKUP: '픽업 주문',
  COMMERCE: '동네상점',
  RESERVATION: '예약',
};
