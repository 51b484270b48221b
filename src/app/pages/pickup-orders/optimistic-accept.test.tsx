/**
 * Two 접수 in a rush (issue 24): the earlier one fails late, the later one succeeds. Only the failed
 * order goes back to 신규; the later one stays accepted on the board and is not announced again.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentAccountProvider } from '@/api/current-account';
import { mockRuntime } from '@/mocks/node';
import { countsQuery, ongoingQuery, orderKeys } from '@/api/pickup-order-queries';
import { estimatedPreparationTime, type OrderCounts, type PickupOrder } from './order-rules';
import { useBoardAlerts } from './use-board-alerts';
import { useOrderAction } from '@/api/pickup-order-hooks';

const ACCOUNT = '101';
const TEN_MINUTES = { preparationMinutes: 10, estimatedPreparationTime: estimatedPreparationTime(10) };

class CountingNotification {
  static permission: NotificationPermission = 'granted';
  static sent: string[] = [];
  static requestPermission = () => Promise.resolve('granted' as NotificationPermission);
  constructor(title: string, options?: NotificationOptions) {
    CountingNotification.sent.push(`${title} ${options?.tag ?? ''}`);
  }
}

describe('overlapping optimistic accepts', () => {
  beforeEach(() => {
    vi.stubGlobal('Notification', CountingNotification);
    CountingNotification.sent = [];
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a late failure rolls back only its own order', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const orders = await queryClient.query(ongoingQuery(queryClient, ACCOUNT));
    await queryClient.query(countsQuery(queryClient, ACCOUNT));
    // The seed's waiting orders as the API answers them, newest first (seed-order-list.ts: 2, 4 and
    // 7 minutes ago; the board itself shows them oldest first).
    const [first, second] = orders.filter((order) => order.status === 'ORDERED');
    expect([first?.title, first?.customerMemo, second?.title]).toEqual([
      '아메리카노 외 1개',
      '얼음 적게 부탁드려요.',
      '카페라떼',
    ]);

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <CurrentAccountProvider account={ACCOUNT}>{children}</CurrentAccountProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const action = useOrderAction();
        // The board's list as shown (not refetched here: the test reads what the rollback left).
        const board = useQuery<PickupOrder[]>({ queryKey: orderKeys.ongoing(ACCOUNT), enabled: false });
        const alerts = useBoardAlerts(ACCOUNT, board.data);
        return { action, board: board.data, alerts };
      },
      { wrapper },
    );
    const statusOf = (id: number) => result.current.board?.find((order) => order.id === id)?.status;
    // The waiting orders were announced once, when the board first listed them (one notification).
    expect(CountingNotification.sent).toHaveLength(1);
    CountingNotification.sent = [];

    // The first accept answers late with a failure (held until the second has succeeded meanwhile).
    const late = mockRuntime.faults.hold({ operation: 'pickup.acceptOrder', times: 1 });
    mockRuntime.faults.add({ operation: 'pickup.acceptOrder', status: 500, times: 1 });
    let earlier: Promise<unknown> = Promise.resolve();
    act(() => {
      earlier = result.current.action
        .mutateAsync({ id: first!.id, action: 'accept', ...TEN_MINUTES })
        .catch(() => 'failed');
    });
    await late.arrival();
    await waitFor(() => expect(statusOf(first!.id)).toBe('ACCEPTED'));
    await act(() => result.current.action.mutateAsync({ id: second!.id, action: 'accept', ...TEN_MINUTES }));
    await waitFor(() => expect(statusOf(second!.id)).toBe('ACCEPTED'));
    late.release();
    await act(() => earlier);

    await waitFor(() => expect(statusOf(first!.id)).toBe('ORDERED'));
    expect(statusOf(second!.id)).toBe('ACCEPTED');
    expect(result.current.alerts.pending.has(second!.id)).toBe(false);
    // Neither the order put back nor the accepted one is announced again.
    expect(CountingNotification.sent).toEqual([]);
    // The counts moved back by the failed order only: of the seed's 3 waiting and 7 in progress
    // (4 준비 중, 3 준비 완료), one was accepted.
    expect(queryClient.getQueryData<OrderCounts>(orderKeys.counts(ACCOUNT))).toMatchObject({
      new: 2,
      inProgress: 8,
    });
  });
});
