/**
 * The settlement screen's arithmetic and words, as pure functions: a deposit's reconciliation (its
 * orders add up to what is paid) and the CSV files of what is shown.
 */
import type { ConfirmedOrder, Deposit, SettlementReport } from '@/api/settlement';
import { csvText } from '@/lib/csv';
import type { DepositPeriod as Period } from '@/lib/deposit-period';
import { formatWon } from '@/lib/format';
import { withSubjectParticle } from '@/lib/messages';
import {
  AMOUNT_CSV_HEADER,
  AMOUNT_LABELS,
  amountCsvCells,
  DEPOSIT_STATUS_LABELS,
  orderAmounts,
  reconcile,
  type Reconciliation,
} from '../../settlement/amounts';
import { depositOrdersCsv } from '../../settlement/files';

export interface DepositCheck extends Reconciliation {
  /** The sentence the screen shows, in Korean, either way. */
  readonly text: string;
}

/** Does the sum of the deposit's orders (정산 금액) equal what is paid (지급액), amount by amount? */
export function reconcileDeposit(deposit: Deposit, orders: readonly ConfirmedOrder[]): DepositCheck {
  const check = reconcile(deposit, orders.map(orderAmounts));
  const sum = check.summed;
  const countNote =
    sum.orderCount === deposit.orderCount ? '' : ` (주문 ${sum.orderCount}건, 입금 기준 ${deposit.orderCount}건)`;
  const text = check.agrees
    ? `주문 ${sum.orderCount}건의 정산 금액 합계 ${formatWon(sum.depositAmount)}이 지급액 ${formatWon(deposit.depositAmount)}과 같아요.`
    : check.difference === 0 && countNote === ''
      ? `주문 합계와 지급액은 같지만 ${withSubjectParticle(AMOUNT_LABELS[check.differs ?? 'feeAmount'])} 달라요. 고객센터에 문의해 주세요.`
      : `주문 합계 ${formatWon(sum.depositAmount)}과 지급액 ${formatWon(deposit.depositAmount)}이 ${formatWon(Math.abs(check.difference))} 달라요${countNote}. 고객센터에 문의해 주세요.`;
  return { ...check, text };
}

/** The monthly report as shown: a line per day, then the month's total. */
export function reportCsv(report: SettlementReport): { fileName: string; text: string } {
  const month = `${report.year}-${String(report.month).padStart(2, '0')}`;
  return {
    fileName: `픽업정산_월별_${month}.csv`,
    text: csvText(
      ['구매 확정일', ...AMOUNT_CSV_HEADER],
      [...report.lines.map((line) => [line.date, ...amountCsvCells(line)]), ['합계', ...amountCsvCells(report.totals)]],
    ),
  };
}

/** The deposits on the page shown. */
export function depositsCsv(deposits: readonly Deposit[], period: Period): { fileName: string; text: string } {
  return {
    fileName: `픽업정산_입금내역_${period.startDate}_${period.endDate}.csv`,
    text: csvText(
      ['입금일', '정산 기간', '입금 번호', '상태', ...AMOUNT_CSV_HEADER, '은행', '입금 계좌', '보류 사유'],
      deposits.map((deposit) => [
        deposit.depositDate,
        `${deposit.periodStartDate}~${deposit.periodEndDate}`,
        deposit.depositDocId,
        DEPOSIT_STATUS_LABELS[deposit.status],
        ...amountCsvCells(deposit),
        deposit.bankName,
        deposit.maskedAccountNumber,
        deposit.holdReason ?? '',
      ]),
    ),
  };
}

/** A deposit's orders, then their sum and the deposit's 지급액 (the reconciliation, in the file too). */
export function depositOrdersFile(
  deposit: Deposit,
  orders: readonly ConfirmedOrder[],
): { fileName: string; text: string } {
  return { fileName: `픽업정산_입금상세_${deposit.depositDocId}.csv`, text: depositOrdersCsv(deposit, orders) };
}
