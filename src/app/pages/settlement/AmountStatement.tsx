/**
 * Settlement amounts drawn the same way on every settlement page: a statement (판매 금액, each
 * deduction with its minus sign, then 지급액) and the amount columns of a table, where 수수료 shows
 * its total with 중개 · 결제 · 수수료 부가세 under it so the table stays narrow.
 */
import type { TableColumnsType } from 'antd';
import type { SettlementAmounts } from '@/api/settlement';
import { formatNumber, formatWon } from '@/lib/format';
import { AMOUNT_LABELS, DEDUCTIONS } from './amounts';
import './settlement.css';

export function AmountStatement({
  amounts,
  label,
  depositLabel = AMOUNT_LABELS.depositAmount,
}: {
  readonly amounts: SettlementAmounts;
  /** The statement's accessible name (e.g. "11월 합계"). */
  readonly label: string;
  readonly depositLabel?: string;
}) {
  return (
    <dl className="settlement-amounts" aria-label={label}>
      <div>
        <dt>{AMOUNT_LABELS.orderCount}</dt>
        <dd>{formatNumber(amounts.orderCount)}건</dd>
      </div>
      <div>
        <dt>{AMOUNT_LABELS.salesAmount}</dt>
        <dd>{formatWon(amounts.salesAmount)}</dd>
      </div>
      {DEDUCTIONS.map((key) => (
        <div key={key}>
          <dt>{AMOUNT_LABELS[key]}</dt>
          <dd>−{formatWon(amounts[key])}</dd>
        </div>
      ))}
      <div className="settlement-amounts-total">
        <dt>{depositLabel}</dt>
        <dd>{formatWon(amounts.depositAmount)}</dd>
      </div>
    </dl>
  );
}

/** 수수료 합계 with its three parts under it (the parts are in the CSV as columns of their own). */
export function FeeCell({
  amounts,
}: {
  readonly amounts: Pick<SettlementAmounts, 'feeAmount' | 'serviceFeeAmount' | 'paymentFeeAmount' | 'vatAmount'>;
}) {
  return (
    <>
      {formatWon(amounts.feeAmount)}
      <span className="settlement-fee-parts">
        중개 {formatNumber(amounts.serviceFeeAmount)} · 결제 {formatNumber(amounts.paymentFeeAmount)} · 수수료 부가세{' '}
        {formatNumber(amounts.vatAmount)}
      </span>
    </>
  );
}

/** The amount columns every settlement table shares (a report's day, a deposit). */
export function amountColumns<T extends SettlementAmounts>(): TableColumnsType<T> {
  return [
    {
      key: 'orderCount',
      title: AMOUNT_LABELS.orderCount,
      align: 'right',
      render: (_, row) => `${formatNumber(row.orderCount)}건`,
    },
    {
      key: 'salesAmount',
      title: AMOUNT_LABELS.salesAmount,
      align: 'right',
      render: (_, row) => formatWon(row.salesAmount),
    },
    {
      key: 'discountAmount',
      title: AMOUNT_LABELS.discountAmount,
      align: 'right',
      render: (_, row) => formatWon(row.discountAmount),
    },
    { key: 'feeAmount', title: '수수료', align: 'right', render: (_, row) => <FeeCell amounts={row} /> },
    {
      key: 'depositAmount',
      title: AMOUNT_LABELS.depositAmount,
      align: 'right',
      render: (_, row) => <strong>{formatWon(row.depositAmount)}</strong>,
    },
  ];
}
