/** The VAT report file: one CSV line per payment, UTF-8 with a BOM so spreadsheet apps read Korean. */
import { supplyOfVatIncluded } from '@/lib/money';
import type { VatPayStatus } from './state';
import { kstDateOf } from './dates';
import { SERVICE_LABELS, toConfirmedOrder } from './model';
import type { FinanceLedger } from './ledger';

const PAY_STATUS_LABELS: Readonly<Record<VatPayStatus, string>> = {
  PAID: '결제 완료',
  PARTIALLY_CANCELED: '부분 취소',
  CANCELED: '결제 취소',
};

const HEADER = ['결제일시', '주문번호', '서비스', '주문 내용', '결제 상태', '합계 금액', '공급가액', '부가세'];

interface VatLine {
  readonly at: string;
  readonly orderId: string;
  readonly service: string;
  readonly orderName: string;
  readonly payStatus: VatPayStatus;
  readonly amount: number;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsvLine(line: VatLine): string {
  const supply = supplyOfVatIncluded(line.amount);
  return [
    line.at.slice(0, 19).replace('T', ' '),
    line.orderId,
    line.service,
    line.orderName,
    PAY_STATUS_LABELS[line.payStatus],
    line.amount,
    supply,
    line.amount - supply,
  ]
    .map(csvCell)
    .join(',');
}

/** Lines of the account's payments made between the two KST dates (inclusive) with a chosen status. */
export function vatLines(
  state: FinanceLedger,
  accountId: number,
  payStatuses: readonly VatPayStatus[],
  startDate: string,
  endDate: string,
): VatLine[] {
  const inRange = (instant: string) => {
    const date = kstDateOf(instant);
    return date >= startDate && date <= endDate;
  };
  const settled = state.confirmedOrders
    .filter((row) => row.accountId === accountId && payStatuses.includes(row.payStatus) && inRange(row.confirmedAt))
    .map((row) => toConfirmedOrder(row))
    .map((order) => ({
      at: order.confirmedAt,
      orderId: order.orderNumber,
      service: SERVICE_LABELS[order.service],
      orderName: order.orderName,
      payStatus: order.payStatus,
      amount: order.paymentAmount,
    }));
  const canceled = payStatuses.includes('CANCELED')
    ? state.canceledPayments
        .filter((row) => row.accountId === accountId && inRange(row.canceledAt))
        .map((row) => ({
          at: row.canceledAt,
          orderId: row.orderNumber,
          service: SERVICE_LABELS[row.service],
          orderName: row.orderName,
          payStatus: 'CANCELED' as const,
          amount: 0,
        }))
    : [];
  return [...settled, ...canceled].sort((a, b) => a.at.localeCompare(b.at));
}

export function vatReportCsv(lines: readonly VatLine[]): string {
  return `\uFEFF${[HEADER.join(','), ...lines.map(toCsvLine)].join('\r\n')}\r\n`;
}

export function vatReportFileName(startDate: string, endDate: string): string {
  return `부가세신고자료_${startDate}_${endDate}.csv`;
}
