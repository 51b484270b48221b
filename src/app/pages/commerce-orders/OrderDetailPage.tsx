/**
 * `/profile/:baId/order/detail/:orderSheetId`: one order as the merchant handles it — its lines
 * with options, amounts (order, discounts by kind, delivery fee, payment), the buyer with purchase
 * counts, the delivery address, tracking, cancel info, the times it moved, and the actions its
 * state offers.
 */
import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { graphqlErrorCode } from '@/api/commerce-orders';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { formatDateTime, formatWon } from '@/lib/format';
import { orderCopy } from './copy';
import { OrderActions } from './OrderActions';
import { orderStateName, OrderStatusTag } from './OrderStatusTag';
import { useOrderSheet, type OrderSheet } from './use-orders';
import './commerce-orders.css';

export function OrderDetailPage() {
  const { baId = '', orderSheetId = '' } = useParams();
  const order = useOrderSheet(orderSheetId);
  const back = (
    <LinkButton type="link" to={paths.commerceOrders.list.href({ baId })}>
      ← {orderCopy.back}
    </LinkButton>
  );
  const missing = graphqlErrorCode(order.error) === 'NOT_FOUND';
  if (missing || order.data === null)
    return (
      <>
        <PageHeader title={orderCopy.detailTitle} back={back} />
        <EmptyState text={orderCopy.notFound} />
      </>
    );
  if (order.error && !order.data)
    return (
      <>
        <PageHeader title={orderCopy.detailTitle} back={back} />
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      </>
    );
  if (order.data === undefined)
    return (
      <>
        <PageHeader title={orderCopy.detailTitle} back={back} />
        <LoadingState rows={6} />
      </>
    );
  return <OrderDetail order={order.data} back={back} />;
}

/** A discount: 0원, or −3,000원. */
const minusWon = (amount: number) => (amount > 0 ? `−${formatWon(amount)}` : formatWon(0));

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="order-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OrderDetail({ order, back }: { readonly order: OrderSheet; readonly back: ReactNode }) {
  const f = orderCopy.fields;
  const s = orderCopy.sections;
  return (
    <>
      <PageHeader
        title={orderCopy.detailTitle}
        back={back}
        description={`${f.orderNumber} ${order.orderNumber} · ${formatDateTime(order.orderedAt)}`}
      />
      <div className="order-detail">
        <Panel title={s.actions} titleId="order-actions">
          <Flex gap={8} wrap role="group" aria-label={orderCopy.stateLabel}>
            <OrderStatusTag order={order} />
            <Tag>{orderCopy.receiveMethod[order.receiveMethod]}</Tag>
            {order.receiveMethod === 'DELIVERY' ? <Tag>{orderCopy.deliverySpeed[order.deliverySpeed]}</Tag> : null}
          </Flex>
          <p className="order-muted order-state-explain">{orderStateName(order).explain}</p>
          <OrderActions order={order} />
        </Panel>

        <Panel title={s.lines} titleId="order-lines">
          <ul className="order-lines">
            {order.orderLines.map((line) => (
              <li key={line.id}>
                <Flex justify="space-between" gap={12}>
                  <span>
                    <strong>{line.productName}</strong> · {f.quantity(line.quantity)}
                  </span>
                  <span>{formatWon(line.amount)}</span>
                </Flex>
                <div className="order-muted">
                  {f.unitPrice} {formatWon(line.unitPrice)}
                </div>
                {line.options.map((option) => (
                  <div key={option.optionId} className="order-muted">
                    {f.option(
                      option.name,
                      option.additionalPrice > 0 ? f.optionExtra(formatWon(option.additionalPrice)) : '',
                    )}
                  </div>
                ))}
              </li>
            ))}
          </ul>
          {order.requestMessage ? <p className="order-request">{`${f.request}: ${order.requestMessage}`}</p> : null}
        </Panel>

        <Panel title={s.amounts} titleId="order-amounts">
          <dl className="order-rows">
            <Row label={f.orderAmount}>{formatWon(order.amounts.orderAmount)}</Row>
            <Row label={f.productDiscount}>{minusWon(order.amounts.productDiscountAmount)}</Row>
            <Row label={f.couponDiscount}>
              {minusWon(order.amounts.couponDiscountAmount)}
              {order.couponName ? <span className="order-muted"> ({order.couponName})</span> : null}
            </Row>
            <Row label={f.deliveryFee}>{formatWon(order.amounts.deliveryFee)}</Row>
            <Row label={f.paymentAmount}>
              <strong>{formatWon(order.amounts.paymentAmount)}</strong>
            </Row>
            <Row label={f.payment}>{orderCopy.paymentMethod[order.paymentMethod]}</Row>
            {order.paymentFailureReason ? (
              <Row label={f.paymentFailure}>{orderCopy.paymentFailure[order.paymentFailureReason]}</Row>
            ) : null}
          </dl>
        </Panel>

        <Panel title={s.buyer} titleId="order-buyer">
          <dl className="order-rows">
            <Row label={f.nickname}>{order.buyer.nickname}</Row>
            {order.buyer.regionName ? <Row label={f.region}>{order.buyer.regionName}</Row> : null}
            <Row label={f.purchases}>
              {f.purchaseCounts(
                order.buyer.purchaseCounts.total,
                order.buyer.purchaseCounts.confirmed,
                order.buyer.purchaseCounts.canceled,
              )}
            </Row>
            {order.customerInfo ? (
              <Row label={f.customer}>{`${order.customerInfo.name} · ${order.customerInfo.phoneNumber}`}</Row>
            ) : null}
          </dl>
        </Panel>

        {order.deliveryAddress ? (
          <Panel title={s.address} titleId="order-address">
            <dl className="order-rows">
              <Row label={f.recipient}>{order.deliveryAddress.recipientName}</Row>
              <Row label={f.phone}>{order.deliveryAddress.phoneNumber}</Row>
              <Row label={f.address}>
                {`(${order.deliveryAddress.zipCode}) ${order.deliveryAddress.address}${
                  order.deliveryAddress.detailAddress ? ` ${order.deliveryAddress.detailAddress}` : ''
                }`}
              </Row>
              {order.deliveryAddress.memo ? <Row label={f.memo}>{order.deliveryAddress.memo}</Row> : null}
            </dl>
          </Panel>
        ) : null}

        {order.receiveMethod === 'DELIVERY' ? (
          <Panel title={s.tracking} titleId="order-tracking">
            {order.deliveryTracking ? (
              <dl className="order-rows">
                <Row label={f.carrier}>{orderCopy.carrier[order.deliveryTracking.company]}</Row>
                <Row label={f.invoice}>{order.deliveryTracking.invoice}</Row>
                <Row label={f.registeredAt}>{formatDateTime(order.deliveryTracking.registeredAt)}</Row>
              </dl>
            ) : (
              <p className="order-muted">{f.noTracking}</p>
            )}
          </Panel>
        ) : null}

        {order.cancelInfo ? (
          <Panel title={s.cancel} titleId="order-cancel">
            <dl className="order-rows">
              <Row label={f.canceledAt}>{formatDateTime(order.cancelInfo.canceledAt)}</Row>
              <Row label={f.canceledBy}>{orderCopy.role[order.cancelInfo.canceledBy]}</Row>
              <Row label={f.reason}>{order.cancelInfo.reason}</Row>
            </dl>
          </Panel>
        ) : null}

        <Panel title={s.timeline} titleId="order-timeline">
          <dl className="order-rows">
            <Row label={f.orderedAt}>{formatDateTime(order.orderedAt)}</Row>
            {(
              [
                ['paidAt', order.paidAt],
                ['acceptedAt', order.acceptedAt],
                ['deliveryStartedAt', order.deliveryStartedAt],
                ['deliveryCompletedAt', order.deliveryCompletedAt],
                ['purchaseConfirmedAt', order.purchaseConfirmedAt],
              ] as const
            ).map(([name, at]) =>
              at ? (
                <Row key={name} label={f[name]}>
                  {formatDateTime(at)}
                </Row>
              ) : null,
            )}
          </dl>
        </Panel>
      </div>
    </>
  );
}
