/**
 * The settlement screen's arithmetic and words, as pure functions: the month and the period it opens
 * on (KST), a deposit's reconciliation (its orders add up to what is paid), and the CSV files of
 * what is shown.
 */
import type {
  ConfirmedOrder,
  Deposit,
  DepositStatus,
  SettlementAmounts,
  SettlementReport,
  SettlementReportStatus,
} from '@/api/settlement';
import { csvText } from '@/lib/csv';
import { dayjs, formatWon, KST } from '@/lib/format';

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

export const PAY_STATUS_LABELS: Readonly<Record<ConfirmedOrder['payStatus'], string>> = {
  PAID: '결제 완료',
  PARTIALLY_CANCELED: '부분 취소',
  CANCELED: '결제 취소',
};

/** "2026-11": a month as the address holds it. */
export type MonthKey = `${number}-${number}`;

/** This month in KST ("2026-11"). */
export function currentKstMonth(now: Date = new Date()): string {
  return dayjs(now).tz(KST).format('YYYY-MM');
}

/** `?month=` when it is a real month not after this one, else this month (KST). */
export function monthOf(value: string | null, now: Date = new Date()): { year: number; month: number } {
  const current = currentKstMonth(now);
  const chosen = value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value <= current ? value : current;
  return { year: Number(chosen.slice(0, 4)), month: Number(chosen.slice(5, 7)) };
}

export interface Period {
  readonly startDate: string;
  readonly endDate: string;
}

/** `?from=&to=` when both are dates in order; else the last three months up to today (KST). */
export function periodOf(from: string | null, to: string | null, now: Date = new Date()): Period {
  const isDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (isDate(from) && isDate(to) && from <= to) return { startDate: from, endDate: to };
  const today = dayjs(now).tz(KST);
  // Deposits are paid the Wednesday after a week closes: the period reaches two weeks ahead so the
  // scheduled ones show too.
  return {
    startDate: today.subtract(3, 'month').format('YYYY-MM-DD'),
    endDate: today.add(14, 'day').format('YYYY-MM-DD'),
  };
}

/** The amounts of a set of confirmed orders, added the way the deposit adds them. */
export function sumOrders(orders: readonly ConfirmedOrder[]): SettlementAmounts {
  const total = (amountOf: (order: ConfirmedOrder) => number) =>
    orders.reduce((sum, order) => sum + amountOf(order), 0);
  return {
    orderCount: orders.length,
    salesAmount: total((order) => order.salesAmount),
    discountAmount: total((order) => order.discountAmount),
    feeAmount: total((order) => order.feeAmount),
    depositAmount: total((order) => order.settlementAmount),
  };
}

export interface Reconciliation {
  readonly ordersTotal: number;
  readonly depositAmount: number;
  /** Orders minus deposit: 0 when they agree. */
  readonly difference: number;
  readonly matches: boolean;
  /** The sentence the screen shows, in Korean, either way. */
  readonly text: string;
}

/** Does the sum of the deposit's orders (정산 금액) equal what is paid (지급액)? */
export function reconcile(deposit: Pick<Deposit, 'depositAmount' | 'orderCount'>, orders: readonly ConfirmedOrder[]) {
  const sum = sumOrders(orders);
  const difference = sum.depositAmount - deposit.depositAmount;
  const countNote =
    sum.orderCount === deposit.orderCount ? '' : ` (주문 ${sum.orderCount}건, 입금 기준 ${deposit.orderCount}건)`;
  const matches = difference === 0 && sum.orderCount === deposit.orderCount;
  const text = matches
    ? `주문 ${sum.orderCount}건의 정산 금액 합계 ${formatWon(sum.depositAmount)}이 지급액 ${formatWon(deposit.depositAmount)}과 같아요.`
    : `주문 합계 ${formatWon(sum.depositAmount)}과 지급액 ${formatWon(deposit.depositAmount)}이 ${formatWon(Math.abs(difference))} 달라요${countNote}. 고객센터에 문의해 주세요.`;
  return {
    ordersTotal: sum.depositAmount,
    depositAmount: deposit.depositAmount,
    difference,
    matches,
    text,
  } satisfies Reconciliation;
}

const AMOUNT_HEADER = ['주문 수', '판매 금액', '할인 금액', '수수료', '지급액'];
const amountCells = (amounts: SettlementAmounts) => [
  amounts.orderCount,
  amounts.salesAmount,
  amounts.discountAmount,
  amounts.feeAmount,
  amounts.depositAmount,
];

/** The monthly report as shown: a line per day, then the month's total. */
export function reportCsv(report: SettlementReport): { fileName: string; text: string } {
  const month = `${report.year}-${String(report.month).padStart(2, '0')}`;
  return {
    fileName: `픽업정산_월별_${month}.csv`,
    text: csvText(
      ['구매 확정일', ...AMOUNT_HEADER],
      [...report.lines.map((line) => [line.date, ...amountCells(line)]), ['합계', ...amountCells(report.totals)]],
    ),
  };
}

/** The deposits on the page shown. */
export function depositsCsv(deposits: readonly Deposit[], period: Period): { fileName: string; text: string } {
  return {
    fileName: `픽업정산_입금내역_${period.startDate}_${period.endDate}.csv`,
    text: csvText(
      ['입금일', '정산 기간', '입금 번호', '상태', ...AMOUNT_HEADER, '은행', '입금 계좌', '보류 사유'],
      deposits.map((deposit) => [
        deposit.depositDate,
        `${deposit.periodStartDate}~${deposit.periodEndDate}`,
        deposit.depositDocId,
        DEPOSIT_STATUS_LABELS[deposit.status],
        ...amountCells(deposit),
        deposit.bankName,
        deposit.maskedAccountNumber,
        deposit.holdReason ?? '',
      ]),
    ),
  };
}

/** A deposit's orders, then their sum and the deposit's 지급액 (the reconciliation, in the file too). */
export function depositOrdersCsv(
  deposit: Deposit,
  orders: readonly ConfirmedOrder[],
): { fileName: string; text: string } {
  const sum = sumOrders(orders);
  return {
    fileName: `픽업정산_입금상세_${deposit.depositDocId}.csv`,
    text: csvText(
      [
        '구매 확정 일시',
        '주문번호',
        '주문 내용',
        '결제 상태',
        '판매 금액',
        '할인 금액',
        '결제 금액',
        '수수료',
        '정산 금액',
      ],
      [
        ...orders.map((order) => [
          dayjs(order.confirmedAt).tz(KST).format('YYYY-MM-DD HH:mm'),
          order.orderId,
          order.orderName,
          PAY_STATUS_LABELS[order.payStatus],
          order.salesAmount,
          order.discountAmount,
          order.paymentAmount,
          order.feeAmount,
          order.settlementAmount,
        ]),
        [
          '주문 합계',
          `${sum.orderCount}건`,
          '',
          '',
          sum.salesAmount,
          sum.discountAmount,
          sum.salesAmount - sum.discountAmount,
          sum.feeAmount,
          sum.depositAmount,
        ],
        [
          '지급액',
          deposit.depositDocId,
          '',
          DEPOSIT_STATUS_LABELS[deposit.status],
          '',
          '',
          '',
          '',
          deposit.depositAmount,
        ],
      ],
    ),
  };
}
