/**
 * The board's open orders as cards: 신규 (waiting) or 진행 중 (accepted, prepared). Each list reads
 * the board's open orders from a context, so the tabs that hold the lists are the same elements
 * from one new order to the next: antd's Tabs is not drawn again (its bar, its panes), only the
 * list that changed (issue 42). The same for the 신규 label's count of unconfirmed orders.
 */
import { createContext, use } from 'react';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { boardCopy } from './copy';
import { OrderCard } from './OrderCard';
import type { AgeThresholds, OrderAction, PickupOrder } from './order-rules';

export interface OpenOrders {
  /** The open orders' answer (undefined until the first). */
  readonly orders: readonly PickupOrder[] | undefined;
  /** Why they could not be read, when there is no answer to show. */
  readonly error: unknown;
  readonly waiting: readonly PickupOrder[];
  readonly inProgress: readonly PickupOrder[];
  /** Waiting orders nobody has confirmed yet. */
  readonly pending: ReadonlySet<number>;
  readonly busy: ReadonlyMap<number, OrderAction>;
  readonly onAction: (order: PickupOrder, action: OrderAction) => void;
  readonly onOpen: (id: number) => void;
  readonly onRetry: () => void;
  readonly thresholds: AgeThresholds;
}

export const OpenOrdersContext = createContext<OpenOrders | undefined>(undefined);

const LISTS = {
  new: { pick: 'waiting', empty: boardCopy.emptyNew, label: boardCopy.listLabel.new },
  progress: { pick: 'inProgress', empty: boardCopy.emptyProgress, label: boardCopy.listLabel.progress },
} as const;

interface OpenOrderListProps {
  readonly which: keyof typeof LISTS;
  /** Nothing while the orders cannot be read (the 신규 column beside it says the error once). */
  readonly quietOnError?: boolean;
}

export function OpenOrderList({ which, quietOnError = false }: OpenOrderListProps) {
  const board = use(OpenOrdersContext);
  if (!board) throw new Error('OpenOrderList is drawn inside OpenOrdersContext');
  const { pick, empty, label } = LISTS[which];
  const orders = board[pick];
  if (board.error && !board.orders)
    // One error for the board: its 다시 시도 asks the counts again too.
    return quietOnError ? null : <ErrorState error={board.error} onRetry={board.onRetry} />;
  if (!board.orders) return <LoadingState rows={6} />;
  if (orders.length === 0) return <EmptyState text={empty} />;
  return (
    <section aria-label={label} className="order-grid">
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          isNew={board.pending.has(order.id)}
          busy={board.busy.get(order.id)}
          onAction={board.onAction}
          onOpen={board.onOpen}
          thresholds={board.thresholds}
        />
      ))}
    </section>
  );
}
