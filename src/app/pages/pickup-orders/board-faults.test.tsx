/**
 * The board through a day's faults (issue 41): a tablet whose clock is off, a tablet that slept, a
 * connection that drops. Expectations are worked out by hand from the instants in each test.
 */
import { onlineManager, QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentAccountProvider } from '@/api/current-account';
import { OfflineError } from '@/api/errors';
import { useOrderAction, useOrderCounts } from '@/api/pickup-order-hooks';
import { countsQuery, ongoingQuery, orderKeys } from '@/api/pickup-order-queries';
import { serverClock } from '@/api/server-clock';
import { mockRuntime } from '@/mocks/node';
import { toPickupOrder } from '@/mocks/services/pickup/model-orders';
import { addDemoOrder } from '@/mocks/ui/new-order';
import { LiveIndicator } from './LiveIndicator';
import { OrderCard } from './OrderCard';
import { estimatedPreparationTime, type PickupOrder } from './order-rules';

const ACCOUNT = '101';
const MINUTE = 60_000;

function providers(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <CurrentAccountProvider account={ACCOUNT}>{children}</CurrentAccountProvider>
    </QueryClientProvider>
  );
}

/** A waiting order placed at `orderedAt` (ISO), as the demo's generator makes it. */
function waitingOrder(orderedAt: string): PickupOrder {
  const store = mockRuntime.db.state.pickup.stores[ACCOUNT]!;
  addDemoOrder(mockRuntime, 101, new Date(orderedAt));
  return { ...toPickupOrder(store, store.orders.at(-1)!, new Date(orderedAt)), orderedAt };
}

function renderCard(orderedAt: string) {
  render(
    <OrderCard order={waitingOrder(orderedAt)} isNew={false} busy={undefined} onAction={() => {}} onOpen={() => {}} />,
  );
}

/** The server's clock as one quick answer tells it: its `Date` says `serverAt`, ours says `localAt`. */
function serverSays(serverAt: number, localAt: number) {
  serverClock.noteDate(new Date(serverAt).toUTCString(), localAt - 100, localAt + 100);
}

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('a card’s ageing', () => {
  it('reads the server’s clock, not a tablet running 3 minutes fast', () => {
    // Server 12:02:00 KST; the tablet says 12:05:00. The order was placed at 12:00:00.
    const server = Date.parse('2026-11-27T12:02:00+09:00');
    vi.useFakeTimers({ now: server + 3 * MINUTE });
    serverSays(server, server + 3 * MINUTE);
    renderCard('2026-11-27T12:00:00+09:00');
    // 2 minutes waiting: in time (the warning comes at 3), not "5분 전 주문".
    expect(screen.getByText(/2분 전 주문/)).toBeInTheDocument();
  });

  it('a 예정 time is counted from the server’s clock', () => {
    // The tablet runs 4 minutes slow: it says 14:56 when the server says 15:00 KST.
    const server = Date.parse('2026-11-27T15:00:20+09:00');
    vi.useFakeTimers({ now: server - 4 * MINUTE });
    serverSays(server, server - 4 * MINUTE);
    expect(estimatedPreparationTime(10)).toBe('2026-11-27T15:10:00+09:00');
  });

  it('moves on at once when the tablet wakes, not at the next tick', () => {
    const placed = Date.parse('2026-11-27T12:00:00+09:00');
    vi.useFakeTimers({ now: placed + 90_000 });
    renderCard('2026-11-27T12:00:00+09:00');
    expect(screen.getByText(/1분 전 주문/)).toBeInTheDocument();
    // Asleep for 20 minutes: its timers did not run. It wakes at 12:21:30.
    vi.setSystemTime(placed + 21 * MINUTE + 30_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText(/21분 전 주문/)).toBeInTheDocument();
  });
});

describe('the live indicator', () => {
  it('says at once that the connection dropped, when it last heard (KST) and that orders may wait', () => {
    // The last answer came at 14:32:40 KST (05:32:40 UTC); the Wi-Fi drops 5 s later.
    const heard = Date.UTC(2026, 10, 29, 5, 32, 40);
    vi.useFakeTimers({ now: heard + 5_000, toFake: ['Date'] });
    const queryClient = new QueryClient();
    queryClient.setQueryData(orderKeys.counts(ACCOUNT), { new: 0, inProgress: 0 }, { updatedAt: heard });
    queryClient.setQueryData(orderKeys.ongoing(ACCOUNT), [], { updatedAt: heard });
    render(<LiveIndicator onRetry={() => {}} />, { wrapper: providers(queryClient) });
    expect(screen.getByText('연결됨 · 방금 갱신')).toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '인터넷 연결이 끊겼어요. 마지막 연결 14:32 · 주문이 더 있을 수 있어요',
    );
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});

describe('the live indicator on a quiet day', () => {
  it('draws only when its line changes, not at each answer or each 5 s tick (issue 42)', () => {
    const start = Date.UTC(2026, 10, 29, 5, 0, 0);
    vi.useFakeTimers({ now: start });
    const queryClient = new QueryClient();
    const answer = () => {
      queryClient.setQueryData(orderKeys.counts(ACCOUNT), { new: 0, inProgress: 0 }, { updatedAt: Date.now() });
      queryClient.setQueryData(orderKeys.ongoing(ACCOUNT), [], { updatedAt: Date.now() });
    };
    answer();
    let draws = 0;
    render(
      <Profiler id="indicator" onRender={() => void (draws += 1)}>
        <LiveIndicator onRetry={() => {}} />
      </Profiler>,
      { wrapper: providers(queryClient) },
    );
    expect(draws).toBe(1);
    // Three polls answer, 10 s apart, and the indicator's clock ticks twice between each.
    for (let poll = 0; poll < 3; poll += 1) {
      act(() => void vi.advanceTimersByTime(10_000));
      act(answer);
    }
    expect(screen.getByText('연결됨 · 방금 갱신')).toBeInTheDocument();
    expect(draws).toBe(1);
    // No answer for 20 s: the line changes, and it draws.
    act(() => void vi.advanceTimersByTime(20_000));
    expect(screen.getByText('연결됨 · 20초 전 갱신')).toBeInTheDocument();
    expect(draws).toBe(2);
  });
});

describe('the connection coming back', () => {
  it('asks for the counts at once, not at the next 10 s tick', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useOrderCounts(), { wrapper: providers(queryClient) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => onlineManager.setOnline(false));
    mockRuntime.faults.clearCalls();
    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(mockRuntime.faults.calls().filter((call) => call.operation === 'pickup.getOrderCounts')).toHaveLength(1),
    );
  });
});

describe('an action without a connection', () => {
  it('is refused at once, sends nothing later and moves nothing on the board', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const orders = await queryClient.query(ongoingQuery(queryClient, ACCOUNT));
    await queryClient.query(countsQuery(queryClient, ACCOUNT));
    const waiting = orders.find((order) => order.status === 'ORDERED')!;
    const { result } = renderHook(
      () => ({
        action: useOrderAction(),
        board: useQuery({ ...ongoingQuery(useQueryClient(), ACCOUNT), enabled: false }).data,
      }),
      { wrapper: providers(queryClient) },
    );
    act(() => onlineManager.setOnline(false));
    mockRuntime.faults.clearCalls();
    const pressed = result.current.action.mutateAsync({
      id: waiting.id,
      action: 'accept',
      preparationMinutes: 10,
      estimatedPreparationTime: estimatedPreparationTime(10),
    });
    // Refused within a moment (TanStack Query held it, the button busy, until the connection came back).
    const within = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 500));
    await expect(Promise.race([pressed, within])).rejects.toBeInstanceOf(OfflineError);
    expect(result.current.board?.find((order) => order.id === waiting.id)?.status).toBe('ORDERED');
    // Back online: the refused 접수 is not sent behind the merchant's back.
    act(() => onlineManager.setOnline(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mockRuntime.faults.calls().filter((call) => call.operation === 'pickup.acceptOrder')).toEqual([]);
    expect(result.current.board?.find((order) => order.id === waiting.id)?.status).toBe('ORDERED');
  });
});
