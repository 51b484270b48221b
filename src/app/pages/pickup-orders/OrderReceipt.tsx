/**
 * 주문서 출력: after the `print` call, the order as a Korean kitchen receipt in a full-screen view,
 * and the browser's print dialog. `@media print` (order-board.css) prints only the receipt.
 */
import { Button, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { formatDateTime, formatWon } from '@/lib/format';
import type { PickupOrderDetail } from './order-rules';

export function OrderReceipt({ order, onClose }: { readonly order: PickupOrderDetail; readonly onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    // After the receipt is drawn: the browser's print dialog.
    const timer = setTimeout(() => window.print(), 100);
    return () => clearTimeout(timer);
  }, []);
  const discount = order.menuDiscountedPrice + (order.orderDiscount?.discountAmount ?? 0);
  return createPortal(
    <div
      className="order-receipt-screen"
      role="dialog"
      aria-modal="true"
      aria-labelledby="order-receipt-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        wrapFocus(event);
      }}
    >
      <Flex gap={8} justify="center" className="order-receipt-controls">
        <Button type="primary" onClick={() => window.print()}>
          다시 인쇄
        </Button>
        <Button ref={close} onClick={onClose}>
          닫기
        </Button>
      </Flex>
      <article className="order-receipt">
        <h1 id="order-receipt-title" className="order-receipt-title">
          픽업 주문서
        </h1>
        <p className="order-receipt-number">주문번호 {order.orderNumber}</p>
        <dl className="order-receipt-meta">
          <dt>주문 시각</dt>
          <dd>{formatDateTime(order.orderedAt)}</dd>
          {order.estimatedPreparationTime ? (
            <>
              <dt>준비 완료 예정</dt>
              <dd>{formatDateTime(order.estimatedPreparationTime)}</dd>
            </>
          ) : null}
          <dt>주문한 분</dt>
          <dd>{order.customer.nickname}</dd>
        </dl>
        <table className="order-receipt-lines">
          <thead>
            <tr>
              <th scope="col">메뉴</th>
              <th scope="col">수량</th>
              <th scope="col">금액</th>
            </tr>
          </thead>
          <tbody>
            {order.orderItems.map((item, index) => (
              <tr key={`${item.menu.id}-${index}`}>
                <td>
                  {item.menu.name}
                  {item.menu.options.map((option) => (
                    <div key={option.id} className="order-receipt-option">
                      └ {option.name}: {option.optionItems.map((each) => each.name).join(', ')}
                    </div>
                  ))}
                </td>
                <td>{item.quantity}</td>
                <td>{formatWon(item.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.customerMemo ? <p className="order-receipt-memo">요청 사항: {order.customerMemo}</p> : null}
        <dl className="order-receipt-meta order-receipt-total">
          <dt>주문 금액</dt>
          <dd>{formatWon(order.originalPrice)}</dd>
          <dt>할인</dt>
          <dd>{discount > 0 ? `-${formatWon(discount)}` : formatWon(0)}</dd>
          <dt>결제 금액</dt>
          <dd>
            <strong>{formatWon(order.finalPrice)}</strong>
          </dd>
        </dl>
        <p className="order-receipt-footer">동네마켓 픽업 주문 · 결제 완료된 주문이에요.</p>
      </article>
    </div>,
    document.body,
  );
}
