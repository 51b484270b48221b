/**
 * The delivery sheet: one workbook layout (xlsx: bold frozen header, widths for Korean, 주문번호,
 * 송장번호, 연락처 and 우편번호 typed as text so Excel keeps their digits) for the export of orders
 * to ship and for the bulk delivery-start upload, so a merchant exports, fills 택배사 and 송장번호,
 * and uploads the same file. The first three columns are what the upload reads.
 */
import type { Carrier } from '@/api/commerce-orders';
import { carrierOfCell, DELIVERY_SHEET_COLUMNS } from '@/lib/carriers';
import type { CsvCell } from '@/lib/csv';
import { workbookBlob, type SheetColumn } from '@/lib/spreadsheet/write';
import { formatDateTime } from '@/lib/format';
import { orderCopy } from './copy';
import { GUARDED_COLUMNS } from './delivery-columns';
import type { OrderSheet } from './use-orders';

export const SHEET_REQUIRED = DELIVERY_SHEET_COLUMNS;
export const SHEET_HEADER = [
  ...SHEET_REQUIRED,
  '주문 상태',
  '주문일시',
  '받는 분',
  '연락처',
  '우편번호',
  '주소',
  '상세 주소',
  '배송 메모',
  '상품',
  '결제 금액',
] as const;

/** The carrier a cell names: its Korean name or its code (CJ, POST_OFFICE …). */
export const carrierOf = (cell: string): Carrier | undefined => carrierOfCell(cell);

const TEXT_COLUMNS: readonly string[] = Object.keys(GUARDED_COLUMNS);
export const SHEET_COLUMNS: readonly SheetColumn[] = SHEET_HEADER.map((header) => ({
  header,
  text: TEXT_COLUMNS.includes(header),
}));

export function deliverySheetRows(orders: readonly OrderSheet[]): CsvCell[][] {
  return orders.map((order) => [
    order.orderNumber,
    order.deliveryTracking ? orderCopy.carrier[order.deliveryTracking.company] : '',
    order.deliveryTracking?.invoice ?? '',
    orderCopy.deliveryStatus[order.deliveryStatus],
    formatDateTime(order.orderedAt),
    order.deliveryAddress?.recipientName ?? '',
    order.deliveryAddress?.phoneNumber ?? '',
    order.deliveryAddress?.zipCode ?? '',
    order.deliveryAddress?.address ?? '',
    order.deliveryAddress?.detailAddress ?? '',
    order.deliveryAddress?.memo ?? '',
    order.orderLines.map((line) => `${line.productName} ${line.quantity}개`).join(' / '),
    order.amounts.paymentAmount,
  ]);
}

export function deliverySheetWorkbook(orders: readonly OrderSheet[]): Promise<Blob> {
  return workbookBlob(SHEET_COLUMNS, deliverySheetRows(orders), '배송 주문');
}

/** Rows of the template whose number columns are already text, for the merchant to type into. */
export const TEMPLATE_TEXT_ROWS = 300;

/** The template: the header, one example line, then empty rows already formatted for typing. */
export function deliveryTemplateWorkbook(): Promise<Blob> {
  const empty = Array.from({ length: TEMPLATE_TEXT_ROWS }, (): CsvCell[] => []);
  return workbookBlob(SHEET_COLUMNS, [['20260101-1234', 'CJ대한통운', '560000000000'], ...empty], '배송 시작');
}
