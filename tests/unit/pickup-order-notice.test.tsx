/**
 * A new order is seen wherever the merchant is on the board (issue 41): on 진행 중 a notice (the
 * board's live region) counts the orders nobody has confirmed, a new arrival raises it, and a press
 * shows 신규 with the first of them focused; the 신규 tab carries the count until 확인했어요.
 * The expected counts are the seed's waiting orders (all unconfirmed when the board opens) plus
 * the one order the test adds.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/api/pickup-order-queries';
import { mockRuntime } from '@/mocks/node';
import { PICKUP_BOARD, waitingOrders } from '@/mocks/testing/pickup-board';
import { addDemoOrder } from '@/mocks/ui/new-order';
import { renderRoute } from '@/testing/render-route';

describe('the new-order notice', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    // jsdom lays nothing out: no card is ever on the screen, and scrolling is only recorded.
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    scrollIntoView.mockClear();
  });

  it('on 진행 중 counts the unconfirmed new orders, rises with an arrival and leads to 신규', async () => {
    const { user, queryClient } = renderRoute(`${PICKUP_BOARD}?tab=progress`);
    await screen.findByRole('region', { name: '진행 중인 주문 목록' });
    const waiting = waitingOrders().length;
    const notice = await screen.findByRole('button', { name: `확인하지 않은 새 주문 ${waiting}건 신규에서 보기` });
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(
      screen.getByRole('tab', { name: `신규 ${waiting} (확인하지 않은 새 주문 ${waiting}건)` }),
    ).toBeInTheDocument();

    addDemoOrder(mockRuntime, 101);
    await queryClient.refetchQueries({ queryKey: orderKeys.counts('101'), exact: true });
    const raised = await screen.findByRole('button', { name: `확인하지 않은 새 주문 ${waiting + 1}건 신규에서 보기` });

    await user.click(raised);
    const newTab = screen.getByRole('tab', { name: /^신규/ });
    await waitFor(() => expect(newTab).toHaveAttribute('aria-selected', 'true'));
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    const first = within(list).getAllByRole('article')[0]!;
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveTextContent(`주문번호 ${waitingOrders()[0]!.orderNumber}`);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    // Confirmed: the tab is plain again and the notice has nothing to say.
    await user.click(screen.getByRole('button', { name: '확인했어요' }));
    expect(screen.getByRole('tab', { name: `신규 ${waiting + 1}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /신규에서 보기$/ })).toBeNull();
  });
});
