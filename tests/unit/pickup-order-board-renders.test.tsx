/**
 * The order board under load (issue 12, performance): with 50 open orders, a poll tick that
 * changes nothing draws no card again (and not the page: issue 30), a tick that changes one
 * order draws only that card, and a new order draws only its own card and the page once (issue 42:
 * its counts, its list and the notice's look at the cards drew the page three times).
 * Card draws are counted by wrapping the memoized card with the same memo comparison.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { memo, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as OrderCardModule from '@/app/pages/pickup-orders/OrderCard';
import type * as PickupOrderHooks from '@/api/pickup-order-hooks';
import type { OrderCardProps } from '@/app/pages/pickup-orders/OrderCard';
import { orderKeys } from '@/api/pickup-order-queries';
import { mockRuntime } from '@/mocks/node';
import { addDemoOrder } from '@/mocks/ui/new-order';
import { renderRoute } from '@/testing/render-route';

const draws = new Map<number, number>();
/** The board page's own draws, counted through the open orders' hook (called once per page draw, by the page only). */
let pageDraws = 0;

vi.mock('@/api/pickup-order-hooks', async (importOriginal) => {
  const original = await importOriginal<typeof PickupOrderHooks>();
  return {
    ...original,
    useOngoingOrders: (...args: Parameters<typeof original.useOngoingOrders>) => {
      pageDraws += 1;
      return original.useOngoingOrders(...args);
    },
  };
});

vi.mock('@/app/pages/pickup-orders/OrderCard', async (importOriginal) => {
  const original = await importOriginal<typeof OrderCardModule>();
  // memo() keeps the drawing function in `type`; calling it from a counting memo keeps its hooks.
  const draw = (original.OrderCard as unknown as { type: ComponentType<OrderCardProps> }).type as (
    props: OrderCardProps,
  ) => React.ReactNode;
  const Counted = memo(function CountedOrderCard(props: OrderCardProps) {
    draws.set(props.order.id, (draws.get(props.order.id) ?? 0) + 1);
    return draw(props);
  });
  return { ...original, OrderCard: Counted };
});

const BOARD = '/profile/101/pickup/order';
const OPEN = ['ORDERED', 'ACCEPTED', 'PREPARATION_COMPLETED'];
const store = () => mockRuntime.db.state.pickup.stores['101']!;
const openOrders = () => store().orders.filter((order) => OPEN.includes(order.status));
/** A customer orders; `poll` answers (the counts: their change asks for the list); the card is on the board. */
async function newOrderThrough(queryClient: QueryClient, poll: 'counts' | 'ongoing', list: HTMLElement) {
  addDemoOrder(mockRuntime, 101);
  const added = store().orders.at(-1)!;
  await queryClient.refetchQueries({ queryKey: orderKeys[poll]('101'), exact: true });
  await waitFor(() =>
    expect(within(list).getByRole('heading', { name: `주문번호 ${added.orderNumber}` })).toBeVisible(),
  );
  return added;
}
const totalDraws = () => [...draws.values()].reduce((sum, count) => sum + count, 0);

describe('order board with 50 open orders', () => {
  it('a tick that changes nothing draws no card; a tick that changes one order draws only it', async () => {
    while (openOrders().length < 50) addDemoOrder(mockRuntime, 101);
    const waiting = store().orders.filter((order) => order.status === 'ORDERED').length;
    const { queryClient } = renderRoute(BOARD);
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(waiting));
    // Let the first draws settle (counts, live indicator), then count from zero.
    await waitFor(() => expect(screen.getByText('연결됨 · 방금 갱신')).toBeInTheDocument());
    draws.clear();

    mockRuntime.faults.clearCalls();
    await queryClient.refetchQueries({ queryKey: orderKeys.ongoing('101'), exact: true });
    await queryClient.refetchQueries({ queryKey: orderKeys.counts('101'), exact: true });
    expect(mockRuntime.faults.calls().map(({ operation }) => operation)).toEqual(
      expect.arrayContaining(['pickup.listOngoingOrders', 'pickup.getOrderCounts']),
    );
    expect(totalDraws()).toBe(0);

    // A quiet counts poll (the same counts, a new answer time) draws the live indicator, not the page.
    pageDraws = 0;
    const answeredBefore = queryClient.getQueryState(orderKeys.counts('101'))!.dataUpdatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await queryClient.refetchQueries({ queryKey: orderKeys.counts('101'), exact: true });
    expect(queryClient.getQueryState(orderKeys.counts('101'))!.dataUpdatedAt).toBeGreaterThan(answeredBefore);
    // What the answer would draw is drawn by now (TanStack Query tells its observers on a timer).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('연결됨 · 방금 갱신')).toBeInTheDocument();
    expect(pageDraws).toBe(0);

    const changed = store().orders.find((order) => order.status === 'ORDERED')!;
    changed.customerMemo = '포크 두 개 주세요.';
    await queryClient.refetchQueries({ queryKey: orderKeys.ongoing('101'), exact: true });
    await waitFor(() => expect(within(list).getByText('포크 두 개 주세요.')).toBeInTheDocument());
    expect([...draws.keys()]).toEqual([changed.id]);

    // A new order comes first in the list (newest first): only its own card draws.
    draws.clear();
    const added = await newOrderThrough(queryClient, 'ongoing', list);
    expect([...draws.keys()]).toEqual([added.id]);
  });

  it('a new order found by the counts poll draws the page once, with its list, and the 신규 label its count', async () => {
    while (openOrders().length < 50) addDemoOrder(mockRuntime, 101);
    const { queryClient } = renderRoute(BOARD);
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    await waitFor(() => expect(screen.getByText('연결됨 · 방금 갱신')).toBeInTheDocument());
    const waitingBefore = store().orders.filter((order) => order.status === 'ORDERED').length;
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: new RegExp(`^신규 ${waitingBefore}( |$)`) })).toBeVisible(),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    pageDraws = 0;
    draws.clear();

    // The poll's tick: the counts answer; their change asks for the list, which brings the card.
    const added = await newOrderThrough(queryClient, 'counts', list);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('tab', { name: new RegExp(`^신규 ${waitingBefore + 1}( |$)`) })).toBeVisible();
    expect(pageDraws).toBe(1);
    expect([...draws.keys()]).toEqual([added.id]);
  });
});
