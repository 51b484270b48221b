/**
 * The store's orders on a phone (below `md`): one card an order instead of a six-column table, with
 * the same selection (each card and 보이는 주문 모두 선택), the order's link and the buyer filter.
 */
import { Button, Checkbox } from 'antd';
import { Link } from 'react-router';
import type { OrderRowFragment } from '@/api/commerce-orders';
import { paths } from '@/config/paths';
import { formatDateTime, formatWon } from '@/lib/format';
import { orderCopy } from './copy';
import { OrderStatusTag } from './OrderStatusTag';

/** The first product and its quantity, and how many more lines the order has. */
export function productsSummary(order: OrderRowFragment): string {
  const first = order.orderLines[0];
  return orderCopy.list.moreLines(`${first?.productName ?? ''} ${first?.quantity ?? 0}개`, order.orderLines.length - 1);
}

/** The buyer's name, which narrows the list to their orders. */
export function BuyerButton({ order, onBuyer }: { readonly order: OrderRowFragment; readonly onBuyer: () => void }) {
  return (
    <Button type="link" size="small" onClick={onBuyer} title={orderCopy.filters.onlyBuyer(order.buyer.nickname)}>
      {order.buyer.nickname}
    </Button>
  );
}

interface OrderCardsProps {
  readonly baId: string;
  readonly orders: readonly OrderRowFragment[];
  readonly selected: readonly string[];
  readonly onSelect: (ids: readonly string[]) => void;
  readonly onBuyer: (order: OrderRowFragment) => void;
}

export function OrderCards({ baId, orders, selected, onSelect, onBuyer }: OrderCardsProps) {
  const c = orderCopy.list.columns;
  const chosen = new Set(selected);
  const all = orders.length > 0 && orders.every((order) => chosen.has(order.id));
  const toggle = (id: string, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((selectedId) => selectedId !== id));
  return (
    <div className="order-cards">
      <Checkbox
        className="order-card-check"
        checked={all}
        indeterminate={!all && selected.length > 0}
        onChange={(event) => onSelect(event.target.checked ? orders.map((order) => order.id) : [])}
      >
        {orderCopy.list.selectAll}
      </Checkbox>
      <ul aria-label={orderCopy.list.label} className="order-card-list">
        {orders.map((order) => (
          <li key={order.id} className={chosen.has(order.id) ? 'order-card order-card-selected' : 'order-card'}>
            <div className="order-card-top">
              <Checkbox
                className="order-card-check"
                aria-label={orderCopy.list.select(order.orderNumber)}
                checked={chosen.has(order.id)}
                onChange={(event) => toggle(order.id, event.target.checked)}
              />
              <Link
                className="order-card-number"
                to={paths.commerceOrders.detail.href({ baId, orderSheetId: order.id })}
              >
                {order.orderNumber}
              </Link>
              <OrderStatusTag order={order} />
            </div>
            <dl className="order-card-fields">
              <div>
                <dt>{c.orderedAt}</dt>
                <dd>{formatDateTime(order.orderedAt)}</dd>
              </div>
              <div>
                <dt>{c.products}</dt>
                <dd>{productsSummary(order)}</dd>
              </div>
              <div>
                <dt>{c.buyer}</dt>
                <dd>
                  <BuyerButton order={order} onBuyer={() => onBuyer(order)} />
                </dd>
              </div>
              <div>
                <dt>{c.amount}</dt>
                <dd className="order-card-amount">{formatWon(order.amounts.paymentAmount)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
