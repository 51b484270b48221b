/** The order page offers what the order table allows, and 주문 취소 names the order it cancels. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { formatWon } from '@/lib/format';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import type { OrderRow } from '@/mocks/services/commerce/state';
import { dialogTitled } from '@/testing/dialogs';
import { renderRoute } from '@/testing/render-route';

const orderWhere = (match: (order: OrderRow) => boolean) => mockRuntime.db.state.commerce.orders.find(match)!;

async function openOrder(order: OrderRow) {
  storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
  const view = renderRoute(`/profile/${DEMO_ACCOUNT_IDS.active}/order/detail/${order.id}`);
  const panel = await screen.findByRole('region', { name: '주문 처리' });
  await within(panel).findAllByRole('button');
  const buttons = within(panel)
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/\s/g, ''));
  return { ...view, panel, buttons };
}

describe('order actions from the order table', () => {
  it('a 택배 order being prepared offers 배송 시작 and 주문 취소, not 배송 완료', async () => {
    const order = orderWhere((row) => row.status === 'ORDER_ACCEPTED' && row.deliveryStatus === 'DELIVERY_PREPARE');
    const { buttons } = await openOrder(order);
    expect(buttons).toEqual(['배송시작', '주문취소']);
  });

  it('an order in delivery offers no cancel; a delivered one only 구매 확정', async () => {
    const inDelivery = orderWhere((row) => row.deliveryStatus === 'DELIVERY_STARTED');
    const first = await openOrder(inDelivery);
    expect(first.buttons).toEqual(['배송완료', '송장변경', '송장삭제']);
    expect(within(first.panel).getByText(/배송이 시작된 주문은 취소할 수 없어요/)).toBeTruthy();
    first.unmount();
    const delivered = orderWhere(
      (row) => row.status === 'ORDER_ACCEPTED' && row.deliveryStatus === 'DELIVERY_COMPLETED',
    );
    expect((await openOrder(delivered)).buttons).toEqual(['구매확정']);
  });

  it('주문 취소 names the buyer, the order number and the amount in bold, with a danger button', async () => {
    const order = orderWhere((row) => row.status === 'PAYMENT_COMPLETED');
    const { panel, user } = await openOrder(order);
    await user.click(within(panel).getByRole('button', { name: '주문 취소' }));
    const dialog = await dialogTitled('주문을 취소할까요?');
    const bold = [...dialog.querySelectorAll('strong')].map((node) => node.textContent);
    expect(bold).toEqual([`${order.buyer.nickname}님`, order.orderNumber, formatWon(order.amounts.paymentAmount)]);
    expect(dialog.textContent).toContain('취소한 주문은 되돌릴 수 없어요.');
    expect(within(dialog).getByRole('button', { name: '주문 취소' }).className).toContain('dangerous');
  });

  it('주문 취소 offers preset reasons or 기타 with words, and says what the buyer gets back and when', async () => {
    const order = orderWhere((row) => row.status === 'PAYMENT_COMPLETED' && row.paymentMethod === 'DAANGN_MONEY');
    const { panel, user } = await openOrder(order);
    await user.click(within(panel).getByRole('button', { name: '주문 취소' }));
    const dialog = await dialogTitled('주문을 취소할까요?');
    expect(dialog.textContent).toContain(
      `구매자는 ${formatWon(order.amounts.paymentAmount)}을 동네머니로 바로 돌려받아요.`,
    );
    await user.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('취소 사유를 골라 주세요.');

    await user.click(within(dialog).getByRole('radio', { name: '기타 (직접 입력)' }));
    await user.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('취소 사유를 입력해 주세요.');
    await user.type(within(dialog).getByRole('textbox', { name: '기타 취소 사유' }), '포장 중 파손됐어요.');
    await user.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    await waitFor(() =>
      expect(orderWhere((row) => row.id === order.id).cancelInfo?.reason).toBe('포장 중 파손됐어요.'),
    );
  });

  it('a preset reason is sent as it reads', async () => {
    const order = orderWhere((row) => row.status === 'PAYMENT_COMPLETED' && row.paymentMethod === 'CARD');
    const { panel, user } = await openOrder(order);
    await user.click(within(panel).getByRole('button', { name: '주문 취소' }));
    const dialog = await dialogTitled('주문을 취소할까요?');
    expect(dialog.textContent).toContain('카드사에 따라 영업일 기준 3~5일 걸려요.');
    await user.click(within(dialog).getByRole('radio', { name: '상품이 품절됐어요.' }));
    await user.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    await waitFor(() => expect(orderWhere((row) => row.id === order.id).cancelInfo?.reason).toBe('상품이 품절됐어요.'));
  });
});
