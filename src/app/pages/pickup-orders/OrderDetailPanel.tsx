/**
 * The order's detail in a side panel held in the URL (`?order=<id>`): customer, amounts, payment,
 * its timeline, the cancel reason, 전화번호 보기 (often a 안심번호), and the actions its status allows.
 */
import { Avatar, Descriptions, Drawer, Flex } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { formatDate, formatDateTime, formatWon, joinText } from '@/lib/format';
import { boardCopy } from './copy';
import { ActionButton, OrderLines, OrderNote, ReNotifyRefusal } from './OrderCard';
import { actionsFor, type OrderAction, type PickupOrder, type PickupOrderDetail } from './order-rules';
import { useCustomerPhone, useOrderDetail, usePrintOrder } from '@/api/pickup-order-hooks';
import { OrderReceipt } from './OrderReceipt';
import { PICKUP_ORDER_STATE_NAMES } from '@/api/machines/pickup-order';
import { BusyButton } from '@/components/actions/BusyButton';

interface OrderDetailPanelProps {
  readonly id: number | undefined;
  readonly busy: OrderAction | undefined;
  readonly onAction: (order: PickupOrder, action: OrderAction) => void;
  readonly onClose: () => void;
}

export function OrderDetailPanel({ id, busy, onAction, onClose }: OrderDetailPanelProps) {
  const detail = useOrderDetail(id);
  const order = detail.data;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={440}
      title={order ? boardCopy.panel.title(order.orderNumber) : boardCopy.detail}
      closable={{ 'aria-label': boardCopy.panel.close }}
      drawerRender={(node) => (
        <div onKeyDown={wrapFocus} style={{ height: '100%' }}>
          {node}
        </div>
      )}
    >
      {order === undefined ? (
        detail.error ? (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <LoadingState />
        )
      ) : (
        <Flex vertical gap={16}>
          <p>
            <span className={`order-status order-status-${order.status}`}>{boardCopy.status[order.status]}</span>{' '}
            {boardCopy.orderedAt(formatDateTime(order.orderedAt))}
          </p>
          <p className="order-hint">{PICKUP_ORDER_STATE_NAMES[order.status].explain}</p>
          <OrderLines order={order} />
          <OrderNote label={boardCopy.memo} text={order.customerMemo} />
          <OrderNote label={boardCopy.panel.cancelReason} text={order.cancelReason} />
          <div className="order-card-actions">
            {actionsFor(order).map((action) => (
              <ActionButton key={action} order={order} action={action} busy={busy} onAction={onAction} />
            ))}
            <ReNotifyRefusal order={order} />
            <PrintButton order={order} />
          </div>
          <section aria-labelledby="order-panel-customer">
            <h3 id="order-panel-customer" className="order-panel-heading">
              {boardCopy.panel.customer}
            </h3>
            <Flex gap={12} align="center">
              <Avatar src={order.customer.profileImageUrl ?? undefined} alt="" />
              <div>
                <div>{joinText([order.customer.name, order.customer.nickname])}</div>
                <div className="order-hint">
                  {order.customer.followedAt
                    ? `${boardCopy.panel.followedAt} ${formatDate(order.customer.followedAt)}`
                    : boardCopy.panel.notFollowing}
                </div>
              </div>
            </Flex>
            <CustomerPhone id={order.id} />
          </section>
          <Descriptions
            column={1}
            size="small"
            title={boardCopy.panel.payment}
            items={[
              { key: 'original', label: boardCopy.amounts.original, children: formatWon(order.originalPrice) },
              {
                key: 'menu',
                label: boardCopy.amounts.menuDiscount,
                children: minusWon(order.menuDiscountedPrice),
              },
              {
                key: 'order',
                label: boardCopy.amounts.orderDiscount,
                children: minusWon(order.orderDiscount?.discountAmount ?? 0),
              },
              {
                key: 'final',
                label: boardCopy.amounts.final,
                children: <strong>{formatWon(order.finalPrice)}</strong>,
              },
              ...order.paymentDetail.payments.map((payment, index) => ({
                key: `payment-${index}`,
                label: payment.paymentType,
                children: joinText([formatWon(payment.amount), formatDateTime(payment.createdAt)]),
              })),
              {
                key: 'settled',
                label: boardCopy.panel.settled,
                children: order.paymentDetail.isSettled ? '예' : '아니요',
              },
            ]}
          />
          <Descriptions
            column={1}
            size="small"
            title={boardCopy.panel.timeline}
            items={[
              ['acceptedAt', boardCopy.panel.acceptedAt, order.acceptedAt],
              ['estimated', boardCopy.panel.estimated, order.estimatedPreparationTime],
              ['pickedAt', boardCopy.panel.pickedAt, order.pickedAt],
              ['canceledAt', boardCopy.panel.canceledAt, order.canceledAt],
            ]
              .filter((row): row is [string, string, string] => typeof row[2] === 'string')
              .map(([key, label, at]) => ({ key, label, children: formatDateTime(at) }))
              .concat(
                order.notifiedCount > 0
                  ? [
                      {
                        key: 'notified',
                        label: boardCopy.action.completePreparation,
                        children: boardCopy.panel.notified(order.notifiedCount),
                      },
                    ]
                  : [],
              )}
          />
        </Flex>
      )}
    </Drawer>
  );
}

/** 주문서 출력: the print call, then the receipt and the browser's print dialog. */
function PrintButton({ order }: { readonly order: PickupOrderDetail }) {
  const print = usePrintOrder();
  const [shown, setShown] = useState(false);
  return (
    <>
      <BusyButton
        busy={print.isPending}
        onClick={() =>
          print
            .mutateAsync(order.id)
            .then(() => setShown(true))
            .catch((error: unknown) => toast.error(errorMessage(error)))
        }
      >
        주문서 출력
      </BusyButton>
      {shown ? <OrderReceipt order={order} onClose={() => setShown(false)} /> : null}
    </>
  );
}

function CustomerPhone({ id }: { readonly id: number }) {
  const phone = useCustomerPhone(id);
  if (phone.data)
    return (
      <p style={{ marginTop: 8 }}>
        <a href={`tel:${phone.data.phoneNumber}`}>{phone.data.phoneNumber}</a>
        <br />
        <span className="order-hint">
          {phone.data.isSafeNumber ? boardCopy.panel.safeNumber : boardCopy.panel.realNumber}
        </span>
      </p>
    );
  return (
    <div style={{ marginTop: 8 }}>
      <BusyButton onClick={() => phone.mutate()} busy={phone.isPending}>
        {boardCopy.panel.phone}
      </BusyButton>
      {phone.error ? (
        <p role="alert" className="order-error">
          {errorMessage(phone.error)}
        </p>
      ) : null}
    </div>
  );
}

/** A discount as taken off: "-1,500원", or "0원". */
function minusWon(amount: number): string {
  return amount > 0 ? `-${formatWon(amount)}` : formatWon(0);
}
