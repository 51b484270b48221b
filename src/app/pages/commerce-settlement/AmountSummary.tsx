/** Settlement amounts shown the same way everywhere: a summary row, table columns and CSV cells. */
import type { TableColumnsType } from 'antd';
import type { SettlementAmounts } from '@/api/commerce-settlement';
import { formatNumber, formatWon } from '@/lib/format';
import { settlementCopy as copy } from './copy';

type Amounts = Pick<SettlementAmounts, 'salesAmount' | 'discountAmount' | 'feeAmount' | 'depositAmount'> &
  Partial<Pick<SettlementAmounts, 'orderCount'>>;

export function AmountSummary({ amounts }: { readonly amounts: SettlementAmounts }) {
  return (
    <dl className="settlement-amounts">
      {(['orderCount', 'salesAmount', 'discountAmount', 'feeAmount', 'depositAmount'] as const).map((key) => (
        <div key={key}>
          <dt>{copy.amounts[key]}</dt>
          <dd>{key === 'orderCount' ? `${formatNumber(amounts[key])}건` : formatWon(amounts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

export function amountColumns<T extends Amounts>(): TableColumnsType<T> {
  return [
    ...(['orderCount'] as const).map((key) => ({
      key,
      title: copy.amounts[key],
      align: 'right' as const,
      render: (_: unknown, row: T) => (row.orderCount === undefined ? '' : formatNumber(row.orderCount)),
    })),
    ...(['salesAmount', 'discountAmount', 'feeAmount', 'depositAmount'] as const).map((key) => ({
      key,
      title: copy.amounts[key],
      align: 'right' as const,
      render: (_: unknown, row: T) => formatWon(row[key]),
    })),
  ];
}

export const AMOUNT_CSV_HEADER = [
  copy.amounts.orderCount,
  copy.amounts.salesAmount,
  copy.amounts.discountAmount,
  copy.amounts.feeAmount,
  copy.amounts.depositAmount,
];

/** Plain digits in a CSV, so a spreadsheet reads numbers. */
export function amountCsvCells(row: SettlementAmounts): number[] {
  return [row.orderCount, row.salesAmount, row.discountAmount, row.feeAmount, row.depositAmount];
}
