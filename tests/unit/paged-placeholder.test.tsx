/**
 * One placeholder rule for every paged query (issue 24): the rows shown stay while another page or
 * filter of the same account's list loads, never while another account's list does.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CurrentAccountProvider } from '@/api/current-account';
import { useOrderList } from '@/app/pages/commerce-orders/use-orders';
import type { OrderFilters } from '@/app/pages/commerce-orders/order-filters';
import type { HistoryQuery } from '@/api/pickup-orders';
import { useFinishedOrders } from '@/api/pickup-order-hooks';
import { keepSamePlace } from '@/api/data/queries';
import { operationQueryKey } from '@/api/data/keys';
import { mockRuntime } from '@/mocks/node';

function harness<P>(hook: (props: P) => unknown, initial: P & { readonly account: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderHook((props: P & { readonly account: string }) => hook(props), {
    initialProps: initial,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <CurrentAccountProvider account={currentAccount}>{children}</CurrentAccountProvider>
      </QueryClientProvider>
    ),
  });
}
// The wrapper reads the account of the latest props (renderHook gives the wrapper no props).
let currentAccount = '101';

const ALL: OrderFilters = {
  tab: 'all',
  q: undefined,
  from: undefined,
  to: undefined,
  buyer: undefined,
  buyerName: undefined,
};

describe('keepSamePlace', () => {
  const key = (account: string, page: number) =>
    operationQueryKey('pickup.listFinishedOrders', { account, query: { page } });
  it('keeps the same list’s rows for another page, not another account’s', () => {
    const rows = { rows: [1] };
    expect(keepSamePlace(key('101', 2))(rows, { queryKey: key('101', 1) })).toBe(rows);
    expect(keepSamePlace(key('102', 1))(rows, { queryKey: key('101', 1) })).toBeUndefined();
  });
});

describe('hand-written paged lists after an account switch', () => {
  it('the commerce order list shows loading, not the other account’s orders', async () => {
    currentAccount = '101';
    const view = harness((props: { filters: OrderFilters }) => useOrderList(props.filters), {
      account: '101',
      filters: ALL,
    });
    await waitFor(() => expect(view.result.current).toMatchObject({ isSuccess: true }));
    // Another tab of the same account: its rows stay while the tab loads.
    // Its answers are held: the placeholder is looked at while they are on their way.
    const held = mockRuntime.faults.hold({ operation: 'commerce.OrdersByStoreCursor' });
    view.rerender({ account: '101', filters: { ...ALL, tab: 'new' } });
    expect(view.result.current).toMatchObject({ isPlaceholderData: true });
    currentAccount = '102';
    view.rerender({ account: '102', filters: ALL });
    expect(view.result.current).toMatchObject({ isPlaceholderData: false, data: undefined });
    held.release();
  });

  it('finished pickup orders show loading, not the other account’s', async () => {
    currentAccount = '101';
    const query: HistoryQuery = { from: '2020-01-01', to: '2030-12-31', sortType: 'NEWEST' };
    const view = harness((props: { q: HistoryQuery }) => useFinishedOrders(props.q), { account: '101', q: query });
    await waitFor(() => expect(view.result.current).toMatchObject({ isSuccess: true }));
    const held = mockRuntime.faults.hold({ operation: 'pickup.listFinishedOrders' });
    currentAccount = '102';
    view.rerender({ account: '102', q: query });
    expect(view.result.current).toMatchObject({ isPlaceholderData: false, data: undefined });
    held.release();
  });
});

describe('the finished-order tabs are filtered by the server', () => {
  it('오늘 취소 opens with the one cancel of a day of 45 pickups', async () => {
    const store = mockRuntime.db.state.pickup.stores['101']!;
    const done = store.orders.find((row) => row.status === 'PICKUP_COMPLETED')!;
    const canceled = store.orders.find((row) => row.status === 'CANCELED')!;
    const now = Date.now();
    const pickups = Array.from({ length: 45 }, (_, index) => ({
      ...structuredClone(done),
      id: 990_000 + index,
      orderedAt: new Date(now - index * 60_000).toISOString(),
    }));
    const cancel = { ...structuredClone(canceled), id: 989_999, orderedAt: new Date(now - 50 * 60_000).toISOString() };
    store.orders = [
      ...store.orders.filter((row) => row.status !== 'PICKUP_COMPLETED' && row.status !== 'CANCELED'),
      ...pickups,
      cancel,
    ];
    currentAccount = '101';
    const today = new Date(now).toISOString().slice(0, 10);
    const query: HistoryQuery = {
      from: '2020-01-01',
      to: today > '2030-12-31' ? today : '2030-12-31',
      sortType: 'NEWEST',
    };
    const view = harness((props: { q: HistoryQuery }) => useFinishedOrders(props.q, 'CANCELED'), {
      account: '101',
      q: query,
    });
    await waitFor(() => expect(view.result.current).toMatchObject({ isSuccess: true }));
    const first = (view.result.current as ReturnType<typeof useFinishedOrders>).data!.pages[0]!;
    expect(first.items.map((order) => order.id)).toEqual([cancel.id]);
    expect(first.hasMore).toBe(false);
  });
});
