/**
 * 오늘 취소 cards show why each order was canceled (issue 41). The list form of an order has no
 * reason (spec 002: only the detail adds cancelReason), so each card reads its order's detail; the
 * expected sentences are the demo's seeded reasons, looked up by the card's order id.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PICKUP_BOARD, pickupStore } from '@/mocks/testing/pickup-board';
import { renderRoute } from '@/testing/render-route';

describe('오늘 취소', () => {
  it('each canceled card says its cancel reason', async () => {
    renderRoute(`${PICKUP_BOARD}?tab=canceled`);
    const list = await screen.findByRole('region', { name: '지난 주문 목록' });
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const order = pickupStore().orders.find((each) => each.id === Number(card.dataset.orderId))!;
      expect(order.status).toBe('CANCELED');
      expect(order.cancelReason).toBeTruthy();
      await waitFor(() => expect(card).toHaveTextContent(`취소 사유 ${order.cancelReason}`));
    }
  });
});
