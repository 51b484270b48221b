/** The pickup order board on the mock backend: loading, error and retry, accepting an order. */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PickupOrder } from '@/api/pickup-orders';
import { orderKeys } from '@/api/pickup-order-queries';
import { dayjs, kstToday } from '@/lib/format';
import { createAppRoutes } from '@/app/router';
import { mockRuntime } from '@/mocks/node';
import { addDemoOrder } from '@/mocks/ui/new-order';
import { PICKUP_BOARD, pickupStore, waitingOrders } from '@/mocks/testing/pickup-board';
import { renderRoute } from '@/testing/render-route';

const BOARD = PICKUP_BOARD;
const store = pickupStore;
const waitingRows = waitingOrders;

describe('pickup order board', () => {
  it('starts its counts and open orders with the route, before the page is drawn', async () => {
    mockRuntime.faults.clearCalls();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const url = new URL(BOARD, 'http://localhost');
    for (const { route, params } of matchRoutes(createAppRoutes(queryClient), BOARD) ?? [])
      if (typeof route.loader === 'function')
        await route.loader({ params, request: new Request(url), url, pattern: route.path ?? '', context: undefined });
    await waitFor(() =>
      expect(mockRuntime.faults.calls().map(({ operation }) => operation)).toEqual(
        expect.arrayContaining(['pickup.getOrderCounts', 'pickup.listOngoingOrders']),
      ),
    );
  });

  it('shows a loading state, then the waiting orders as cards with counts in the tabs', async () => {
    // The orders' answer waits until the test has seen the loading state (on any machine's speed).
    const orders = mockRuntime.faults.hold({ operation: 'pickup.listOngoingOrders', times: 1 });
    renderRoute(BOARD);
    expect(await screen.findByRole('heading', { level: 1, name: '픽업 주문' })).toBeInTheDocument();
    await orders.arrival();
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('status', { name: '불러오는 중이에요.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '신규 주문 목록' })).toBeNull();
    orders.release();
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(waitingRows().length);
    const first = waitingRows()[0]!;
    expect(within(cards[0]!).getByRole('heading', { name: `주문번호 ${first.orderNumber}` })).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/^\d{1,3}(,\d{3})*원$/)).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', {
        name: `신규 ${waitingRows().length} (확인하지 않은 새 주문 ${waitingRows().length}건)`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('연결됨 · 방금 갱신')).toBeInTheDocument();
    // Nobody has acknowledged the waiting orders yet: the title counts them.
    expect(document.title).toBe(`(${waitingRows().length}) 신규 주문 · 동네마켓 비즈니스`);
  });

  it('waiting orders change colour as they age (3 and 5 minutes), in words too', async () => {
    renderRoute(BOARD);
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    const minutesAgo = waitingRows().map((order) => (Date.now() - Date.parse(order.orderedAt)) / 60_000);
    const expected = minutesAgo.map((minutes) => (minutes >= 5 ? 'late' : minutes >= 3 ? 'warn' : 'normal'));
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => /order-card-(normal|warn|late)/.exec(card.className)![1])).toEqual(expected);
    expect(expected).toContain('late');
    expect(within(cards[expected.indexOf('late')]!).getByText('5분 넘게 기다려요')).toBeInTheDocument();
  });

  it('a poll that changes nothing keeps every order object, so no memoized card draws again', async () => {
    const { queryClient } = renderRoute(BOARD);
    await screen.findByRole('region', { name: '신규 주문 목록' });
    const key = orderKeys.ongoing('101');
    const before = queryClient.getQueryData<PickupOrder[]>(key)!;
    mockRuntime.faults.clearCalls();
    await queryClient.refetchQueries({ queryKey: key, exact: true });
    expect(mockRuntime.faults.calls().map(({ operation }) => operation)).toContain('pickup.listOngoingOrders');
    const after = queryClient.getQueryData<PickupOrder[]>(key)!;
    expect(after).toBe(before);
    // One order changes: only its object is new.
    const changed = store().orders.find((order) => order.status === 'ACCEPTED')!;
    changed.status = 'PREPARATION_COMPLETED';
    await queryClient.refetchQueries({ queryKey: key, exact: true });
    const next = queryClient.getQueryData<PickupOrder[]>(key)!;
    expect(next.filter((order, index) => order !== before[index]).map((order) => order.id)).toEqual([changed.id]);
  });

  it('a quiet tick asks only the counts; a count that moved brings the new order in', async () => {
    const { queryClient } = renderRoute(BOARD);
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    await screen.findByText('연결됨 · 방금 갱신');
    const asked = () =>
      mockRuntime.faults
        .calls()
        .map(({ operation }) => operation)
        .filter((operation) => operation.startsWith('pickup.'));
    mockRuntime.faults.clearCalls();
    await queryClient.refetchQueries({ queryKey: orderKeys.counts('101'), exact: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toEqual(['pickup.getOrderCounts']);

    const orderNumber = addDemoOrder(mockRuntime, 101)!;
    await queryClient.refetchQueries({ queryKey: orderKeys.counts('101'), exact: true });
    await waitFor(() => expect(asked()).toContain('pickup.listOngoingOrders'));
    expect(await within(list).findByRole('heading', { name: `주문번호 ${orderNumber}` })).toBeInTheDocument();
  });

  it('shows a Korean error with 다시 시도 when the orders fail, and recovers', async () => {
    mockRuntime.faults.add({ operation: 'pickup.listOngoingOrders', status: 500 });
    const { user } = renderRoute(BOARD);
    expect(await screen.findByText('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    mockRuntime.faults.clear();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('region', { name: '신규 주문 목록' })).toBeInTheDocument();
  });

  it('when the counts and the orders both fail, one error and one 다시 시도 bring both back', async () => {
    mockRuntime.faults.add({ operation: 'pickup.listOngoingOrders', status: 500 });
    mockRuntime.faults.add({ operation: 'pickup.getOrderCounts', status: 500 });
    const { user } = renderRoute(BOARD);
    expect(await screen.findByText('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: '다시 시도' })).toHaveLength(1));
    mockRuntime.faults.clear();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('region', { name: '신규 주문 목록' })).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', {
        name: `신규 ${waitingRows().length} (확인하지 않은 새 주문 ${waitingRows().length}건)`,
      }),
    ).toBeInTheDocument();
  });

  it('accepts with 15분: the card moves to 진행 중 at once and the server gets a KST time', async () => {
    const { user } = renderRoute(BOARD);
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    const target = waitingRows()[0]!;
    const card = within(list).getAllByRole('article')[0]!;
    await user.click(within(card).getByRole('button', { name: '접수' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`주문 ${target.orderNumber} 접수`);
    await user.click(within(dialog).getByRole('button', { name: '15분' }));
    await waitFor(() => expect(store().orders.find((order) => order.id === target.id)!.status).toBe('ACCEPTED'));
    const accepted = store().orders.find((order) => order.id === target.id)!;
    expect(accepted.estimatedPreparationTime).toMatch(/\+09:00$/);
    const minutes = (Date.parse(accepted.estimatedPreparationTime!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(13);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await screen.findByText('주문을 접수했어요.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: `주문번호 ${target.orderNumber}` })).not.toBeInTheDocument(),
    );
  });

  it('rolls an accept back with a Korean message when the server refuses it (409)', async () => {
    const { user } = renderRoute(BOARD);
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    const target = waitingRows()[0]!;
    // Someone else canceled it meanwhile.
    store().orders.find((order) => order.id === target.id)!.status = 'CANCELED';
    await user.click(within(within(list).getAllByRole('article')[0]!).getByRole('button', { name: '접수' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '10분' }));
    expect(
      await screen.findByText(/^접수하지 못해서 되돌렸어요\. 취소된 주문이에요\. 주문 상태를 새로 불러왔어요\.$/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: `주문번호 ${target.orderNumber}` })).not.toBeInTheDocument(),
    );
  });

  it('cancels only with a reason, after a confirm step', async () => {
    const { user } = renderRoute(BOARD);
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    const target = waitingRows()[0]!;
    await user.click(within(within(list).getAllByRole('article')[0]!).getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '다음' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('취소 사유를 골라 주세요.');
    await user.click(within(dialog).getByRole('radio', { name: '재료 소진' }));
    await user.click(within(dialog).getByRole('button', { name: '다음' }));
    expect(await within(dialog).findByText('이 주문을 취소할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    await waitFor(() =>
      expect(store().orders.find((order) => order.id === target.id)).toMatchObject({
        status: 'CANCELED',
        cancelReason: '재료 소진',
      }),
    );
  });

  it('a refused 준비 완료 (409) says why in Korean and shows the order as it now is', async () => {
    const { user } = renderRoute(`${BOARD}?tab=progress`);
    const list = await screen.findByRole('region', { name: '진행 중인 주문 목록' });
    const row = store().orders.find((order) => order.status === 'ACCEPTED')!;
    const card = within(list)
      .getAllByRole('article')
      .find((each) => within(each).queryByRole('heading', { name: `주문번호 ${row.orderNumber}` }))!;
    // The customer canceled meanwhile (another device, the customer service).
    row.status = 'CANCELED';
    await user.click(within(card).getByRole('button', { name: '준비 완료' }));
    expect(await screen.findByText(/^취소된 주문이에요\. 주문 상태를 새로 불러왔어요\.$/)).toBeInTheDocument();
    // Refreshed: the canceled order leaves the open orders.
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: `주문번호 ${row.orderNumber}` })).not.toBeInTheDocument(),
    );
  });

  it("keeps the finished orders' period and order in the address, and reads them from it", async () => {
    const today = kstToday();
    const weekAgo = dayjs(today).subtract(7, 'day').format('YYYY-MM-DD');
    const { user, router, queryClient } = renderRoute(`${BOARD}?tab=completed&from=${weekAgo}&to=${today}&sort=OLDEST`);
    await screen.findByRole('region', { name: '지난 주문 목록' });
    const asked = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: orderKeys.finishedAll() })
        .map((query) => JSON.stringify(query.queryKey));
    expect(asked().some((key) => key.includes(`"from":"${weekAgo}"`) && key.includes('"sortType":"OLDEST"'))).toBe(
      true,
    );
    expect(screen.getByTitle('오래된순')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '정렬' }));
    // antd draws the visible options apart from the accessible list: press the one a merchant sees.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="최신순"]')).not.toBeNull());
    await user.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="최신순"]')!);
    await waitFor(() => expect(router.state.location.search).not.toContain('sort='));
    expect(router.state.location.search).toContain(`from=${weekAgo}`);
    await waitFor(() => expect(asked().some((key) => key.includes('"sortType":"NEWEST"'))).toBe(true));
  });
});
