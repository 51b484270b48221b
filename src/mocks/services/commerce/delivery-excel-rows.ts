/**
 * A delivery-start sheet (its rows, read from any format) applied to the store's orders, row by row, the way the commerce
 * service processes an upload: a row whose order, carrier and invoice are good starts that order's
 * delivery; any other row fails with its reason, named by its row number as Excel shows it (the
 * header is row 1 and blank rows count, as the reader keeps them).
 */
import type { BulkUploadFailure } from '@generated/graphql/commerce/schema';
import { carrierOfCell, DELIVERY_SHEET_COLUMNS } from '@/lib/carriers';
import { columnAt } from '@/lib/spreadsheet/header';
import type { TextRow } from '@/lib/spreadsheet/types';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { findStore, storeOrders } from './access';
import { invoiceMoveRefusal } from './order-actions';

export type DeliveryRowFailure = Omit<BulkUploadFailure, '__typename'>;

export interface DeliveryRowsResult {
  readonly totalCount: number;
  readonly successCount: number;
  readonly failureCount: number;
  readonly failures: DeliveryRowFailure[];
}

/**
 * The sheet's data rows; the three columns found by their header names (however spaced or cased),
 * else the first three.
 */
function sheetRows(sheet: readonly TextRow[]): { rowNumber: number; cells: [string, string, string] }[] {
  const [header, ...rows] = sheet;
  const at = DELIVERY_SHEET_COLUMNS.map((name, index) => {
    const found = columnAt(header?.cells ?? [], [name]);
    return found >= 0 ? found : index;
  });
  return rows.map(({ rowNumber, cells }) => ({
    rowNumber,
    cells: [cells[at[0]!] ?? '', cells[at[1]!] ?? '', cells[at[2]!] ?? ''].map((cell) => cell.trim()) as [
      string,
      string,
      string,
    ],
  }));
}

export function applyDeliveryRows(
  state: MockState,
  accountId: number,
  sheet: readonly TextRow[],
  now: Date,
): DeliveryRowsResult {
  const store = findStore(state, accountId);
  const orders = store ? storeOrders(state, store) : [];
  const failures: DeliveryRowFailure[] = [];
  const rows = sheetRows(sheet);
  const seen = new Set<string>();
  for (const { rowNumber, cells } of rows) {
    const [orderNumber, carrierCell, invoiceCell] = cells;
    const fail = (reason: string, orderSheetId: string | null = null) =>
      failures.push({ rowNumber, orderSheetId, reason });
    if (!orderNumber || !carrierCell || !invoiceCell) {
      fail('주문번호, 택배사, 송장번호를 모두 적어 주세요.');
      continue;
    }
    const order = orders.find((candidate) => candidate.orderNumber === orderNumber);
    if (!order) {
      fail('이 스토어의 주문번호가 아니에요.');
      continue;
    }
    if (seen.has(order.id)) {
      fail('같은 주문이 위에 이미 있어요.', order.id);
      continue;
    }
    seen.add(order.id);
    const company = carrierOfCell(carrierCell);
    if (!company) {
      fail(`택배사 '${carrierCell}'를 찾을 수 없어요. 양식의 택배사 이름으로 적어 주세요.`, order.id);
      continue;
    }
    const invoice = invoiceCell.replace(/[\s-]/g, '');
    const refused = invoiceMoveRefusal(order, 'startDelivery', company, invoice);
    if (refused) {
      fail(refused.message, order.id);
      continue;
    }
    const at = toKstIso(now);
    order.deliveryStatus = 'DELIVERY_STARTED';
    order.deliveryTracking = { company, invoice, registeredAt: at };
    order.deliveryStartedAt = at;
  }
  return {
    totalCount: rows.length,
    successCount: rows.length - failures.length,
    failureCount: failures.length,
    failures,
  };
}
