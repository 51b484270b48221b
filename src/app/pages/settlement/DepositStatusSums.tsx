/**
 * What the settlement pages (store and pickup) say about a period's deposits and a month's payout,
 * drawn one way on both: the deposits by status (입금 완료 · 입금 예정 · 지급 보류, which add up to
 * 지급액) and the month's last payout date, said as done or still to come.
 */
import { Link, useParams } from 'react-router';
import type { ConfirmedOrder, DepositRangeSummary, SettlementReport } from '@/api/settlement';
import { paths } from '@/config/paths';
import { formatNumber, formatWon } from '@/lib/format';
import { DEPOSIT_STATUS_LABELS } from './amounts';
import { AmountStatement } from './AmountStatement';
import './settlement.css';

/** A period's deposits: the statement of their sums, then the same 지급액 by deposit status. */
export function PeriodSummary({ summary }: { readonly summary: DepositRangeSummary }) {
  return (
    <div className="settlement-period">
      <AmountStatement amounts={summary} label="기간 합계" />
      <DepositStatusSums summary={summary} />
    </div>
  );
}

/** A settlement line's order number, linked to the order on its own screen (store order detail, pickup board). */
export function SettlementOrderLink({
  line,
}: {
  readonly line: Pick<ConfirmedOrder, 'orderId' | 'orderNumber' | 'service'>;
}) {
  const { baId = '' } = useParams();
  const to =
    line.service === 'PICKUP'
      ? paths.pickup.order.href({ baId }, { tab: 'completed', order: line.orderId })
      : paths.commerceOrders.detail.href({ baId, orderSheetId: line.orderId });
  return (
    <Link to={to} aria-label={`주문 ${line.orderNumber} 보기`}>
      {line.orderNumber}
    </Link>
  );
}

export function DepositStatusSums({ summary }: { readonly summary: DepositRangeSummary }) {
  return (
    <p className="settlement-hint" role="group" aria-label="입금 상태별 금액">
      {[
        `입금 ${formatNumber(summary.depositCount)}건`,
        `${DEPOSIT_STATUS_LABELS.COMPLETED} ${formatWon(summary.completedAmount)}`,
        `${DEPOSIT_STATUS_LABELS.SCHEDULED} ${formatWon(summary.scheduledAmount)}`,
        `${DEPOSIT_STATUS_LABELS.HELD} ${formatWon(summary.heldAmount)}`,
      ].join(' · ')}
    </p>
  );
}

/** The month's last payout: still to come while it is after today (KST), otherwise made. */
export function payoutDueText(report: Pick<SettlementReport, 'depositDueDate' | 'lines'>, today: string): string {
  if (report.lines.length === 0) return '';
  return report.depositDueDate > today
    ? `이 달 정산은 ${report.depositDueDate}까지 나눠 입금돼요.`
    : `이 달 정산은 ${report.depositDueDate}까지 모두 입금됐어요.`;
}
