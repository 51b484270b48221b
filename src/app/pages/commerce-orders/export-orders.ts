/**
 * The excel export of orders to ship: every accepted delivery order being prepared or in delivery,
 * with its address (read order by order, four at a time), as the delivery sheet.
 */
import {
  graphqlRequest,
  OrderSheetDocument,
  OrdersByStoreCursorDocument,
  type OrderRowFragment,
} from '@/api/commerce-orders';
import { exportable } from './order-rules';
import type { OrderSheet } from './use-orders';

const PAGE = 100;
const AT_ONCE = 4;

export async function ordersToShip(baId: string): Promise<OrderSheet[]> {
  const rows: OrderRowFragment[] = [];
  let after: string | undefined;
  for (;;) {
    const { ordersByStoreCursor: page } = await graphqlRequest(
      OrdersByStoreCursorDocument,
      { baId, filter: { role: 'SELLER', statuses: ['ORDER_ACCEPTED'] }, first: PAGE, ...(after ? { after } : {}) },
      { account: baId },
    );
    rows.push(...page.nodes.filter(exportable));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  const sheets: OrderSheet[] = [];
  for (let start = 0; start < rows.length; start += AT_ONCE) {
    const batch = await Promise.all(
      rows
        .slice(start, start + AT_ONCE)
        .map((row) =>
          graphqlRequest(OrderSheetDocument, { orderSheetId: row.id }, { account: baId }).then(
            (data) => data.orderSheet,
          ),
        ),
    );
    sheets.push(...batch.filter((sheet): sheet is OrderSheet => sheet !== null));
  }
  return sheets;
}
