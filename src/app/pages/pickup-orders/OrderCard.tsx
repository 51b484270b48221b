/**
 * One order on the board: number, status, menu lines with options and quantities, the customer's
 * memo (a canceled order's reason too), amounts in 원, when it was ordered (KST) and how long ago,
 * and the actions its status allows. Memoized: a poll that returns the same order (structural sharing keeps the object)
 * does not draw it again; the shared clock (every 15 s) draws only its ageing colour and times.
 */
import { memo, useMemo, type ReactNode } from 'react';
import { useCancelReason } from '@/api/pickup-order-hooks';
import { BusyButton } from '@/components/actions/BusyButton';
import { formatDateTime, formatWon, joinText } from '@/lib/format';
import { boardCopy } from './copy';
import {
  actionsFor,
  DEFAULT_AGE_THRESHOLDS,
  elapsedText,
  reNotifyLabel,
  reNotifyRefusal,
  timeLeftText,
  urgencyOf,
  type AgeThresholds,
  type OrderAction,
  type PickupOrder,
} from './order-rules';
import { useClockReading } from './use-clock';

export interface OrderCardProps {
  readonly order: PickupOrder;
  readonly isNew: boolean;
  /** The action under way on this order, if any. */
  readonly busy: OrderAction | undefined;
  readonly onAction: (order: PickupOrder, action: OrderAction) => void;
  readonly onOpen: (id: number) => void;
  /** When a waiting order turns amber and red (remote config, else 3 and 5 minutes). */
  readonly thresholds?: AgeThresholds;
}

export const OrderCard = memo(function OrderCard({
  order,
  isNew,
  busy,
  onAction,
  onOpen,
  thresholds = DEFAULT_AGE_THRESHOLDS,
}: OrderCardProps) {
  const headingId = `order-${order.id}-title`;
  const actions = actionsFor(order);
  // Made once per order change: the clock's tick redraws AgeingCard and passes these on untouched.
  const head = (
    <header className="order-card-head">
      <h3 id={headingId} className="order-card-title">
        {boardCopy.orderNumber(order.orderNumber)}
      </h3>
      <span className={`order-status order-status-${order.status}`}>{boardCopy.status[order.status]}</span>
      {isNew ? <span className="order-new-badge">{boardCopy.newBadge}</span> : null}
    </header>
  );
  const body = (
    <>
      <OrderLines order={order} />
      <OrderNote label={boardCopy.memo} text={order.customerMemo} />
      {order.status !== 'CANCELED' ? null : knownCancelReason(order) !== undefined ? (
        <OrderNote label={boardCopy.panel.cancelReason} text={knownCancelReason(order) ?? null} />
      ) : (
        <CancelReason id={order.id} />
      )}
      <p className="order-amount">
        {boardCopy.amounts.final} <strong>{formatWon(order.finalPrice)}</strong>
        {order.originalPrice !== order.finalPrice ? (
          <span className="order-amount-before">
            {' '}
            ({boardCopy.amounts.original} {formatWon(order.originalPrice)})
          </span>
        ) : null}
      </p>
      <div className="order-card-actions">
        {actions.map((action) => (
          <ActionButton key={action} order={order} action={action} busy={busy} onAction={onAction} />
        ))}
        <ReNotifyRefusal order={order} />
        <button type="button" className="order-detail-link" onClick={() => onOpen(order.id)}>
          {boardCopy.detail}
          <span className="shell-visually-hidden"> {boardCopy.orderNumber(order.orderNumber)}</span>
        </button>
      </div>
    </>
  );
  return (
    <AgeingCard order={order} isNew={isNew} thresholds={thresholds} headingId={headingId} head={head} body={body} />
  );
});

interface AgeingCardProps {
  readonly order: PickupOrder;
  readonly isNew: boolean;
  readonly thresholds: AgeThresholds;
  readonly headingId: string;
  readonly head: ReactNode;
  readonly body: ReactNode;
}

/**
 * The part of a card the shared clock moves: its ageing colour and its times. Only this draws when
 * they change (at most once a minute); the menu lines and the buttons (`head`, `body`) are the
 * same elements.
 */
function AgeingCard({ order, isNew, thresholds, headingId, head, body }: AgeingCardProps) {
  // The order time does not move, and formatting it in KST was the board's costliest call on a quiet tick.
  const orderedAt = useMemo(() => formatDateTime(order.orderedAt), [order.orderedAt]);
  // Read from the clock as what is shown: a tick that moves neither draws nothing (issue 30).
  const urgency = useClockReading((now) => urgencyOf(order, now, thresholds));
  const times = useClockReading((now) =>
    joinText([
      boardCopy.orderedAt(orderedAt),
      order.status === 'ORDERED' || order.status === 'ACCEPTED' ? elapsedText(order.orderedAt, now) : null,
      order.status === 'ACCEPTED' && order.estimatedPreparationTime
        ? timeLeftText(order.estimatedPreparationTime, now)
        : null,
    ]),
  );
  return (
    <article
      className={`order-card order-card-${urgency}${isNew ? ' order-card-new' : ''}`}
      aria-labelledby={headingId}
      data-order-id={order.id}
      // The new-order notice moves the focus to the first new card.
      tabIndex={isNew ? -1 : undefined}
    >
      {head}
      <p className="order-card-time">
        {times}
        {urgency !== 'normal' && order.status === 'ORDERED' ? (
          <strong className={`order-urgency order-urgency-${urgency}`}>
            {' '}
            {boardCopy.urgency[urgency](urgency === 'late' ? thresholds.lateMinutes : thresholds.warnMinutes)}
          </strong>
        ) : null}
      </p>
      {body}
    </article>
  );
}

/** Why 픽업 알림 is not offered again on a 준비 완료 order (the table's sentence), else nothing. */
export function ReNotifyRefusal({ order }: { readonly order: PickupOrder }) {
  const refusal = reNotifyRefusal(order);
  return refusal ? <span className="order-hint">{refusal}</span> : null;
}

/** A labelled note on an order (the customer's memo, the cancel reason); nothing when empty. */
export function OrderNote({ label, text }: { readonly label: string; readonly text: string | null }) {
  if (!text) return null;
  return (
    <p className="order-memo">
      <span className="order-memo-label">{label}</span> {text}
    </p>
  );
}

/** The cancel reason a card's order already carries (the detail form has it; the list form has not). */
function knownCancelReason(order: PickupOrder): string | null | undefined {
  if (!('cancelReason' in order)) return undefined;
  return typeof order.cancelReason === 'string' ? order.cancelReason : null;
}

/** A canceled order's reason (오늘 취소 and the finished orders) when the card has only the list form: read from its detail. */
function CancelReason({ id }: { readonly id: number }) {
  const reason = useCancelReason(id);
  if (reason.error) return <p className="order-hint">{boardCopy.cancelReasonFailed}</p>;
  return <OrderNote label={boardCopy.panel.cancelReason} text={reason.data ?? null} />;
}

export function OrderLines({ order }: { readonly order: Pick<PickupOrder, 'orderItems'> }) {
  return (
    <ul className="order-lines">
      {order.orderItems.map((item, index) => (
        <li key={`${item.menu.id}-${index}`}>
          <span className="order-line-name">{item.menu.name}</span>{' '}
          <span className="order-line-quantity">× {item.quantity}</span>
          {item.menu.options.length > 0 ? (
            <span className="order-line-options">
              {item.menu.options
                .map((option) => `${option.name}: ${option.optionItems.map((each) => each.name).join(', ')}`)
                .join(' / ')}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

interface ActionButtonProps {
  readonly order: PickupOrder;
  readonly action: OrderAction;
  readonly busy: OrderAction | undefined;
  readonly onAction: (order: PickupOrder, action: OrderAction) => void;
}

export function ActionButton({ order, action, busy, onAction }: ActionButtonProps) {
  const main =
    action === 'accept' ||
    action === 'completePreparation' ||
    (action === 'completePickup' && order.status === 'PREPARATION_COMPLETED');
  if (action === 'reNotify') {
    return (
      <BusyButton
        busy={busy === action}
        disabled={busy !== undefined && busy !== action}
        onClick={() => onAction(order, action)}
      >
        {boardCopy.action.reNotify} {boardCopy.reNotifyCount(reNotifyLabel(order))}
      </BusyButton>
    );
  }
  return (
    <BusyButton
      type={main ? 'primary' : 'default'}
      danger={action === 'cancel'}
      busy={busy === action}
      disabled={busy !== undefined && busy !== action}
      onClick={() => onAction(order, action)}
    >
      {boardCopy.action[action]}
    </BusyButton>
  );
}
