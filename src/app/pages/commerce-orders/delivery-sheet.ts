/**
 * The delivery sheet: one CSV layout (UTF-8 with BOM, opens in Excel) for the export of orders to
 * ship and for the bulk delivery-start upload, so a merchant exports, fills 택배사 and 송장번호, and
 * uploads the same file. The first three columns are what the upload reads.
 */
import type { Carrier } from '@/api/commerce-orders';
import { carrierOfCell, DELIVERY_SHEET_COLUMNS } from '@/lib/carriers';
import { csvText } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';
import { orderCopy } from './copy';
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

export function deliverySheetCsv(orders: readonly OrderSheet[]): string {
  return csvText(
    SHEET_HEADER,
    orders.map((order) => [
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
    ]),
  );
}

/** The template: the header and one example line. */
export function deliveryTemplateCsv(): string {
  return csvText(SHEET_HEADER, [
    ['20260101-1234', 'CJ대한통운', '560000000000', '', '', '', '', '', '', '', '', '', ''],
  ]);
}
