import { describe, expect, it, vi } from 'vitest';
import { callOperation } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { addDemoOrder, autoOrdersOn, demoOrderAccounts, demoOrderRefusal, setAutoOrders } from './new-order';

describe('새 주문 넣기', () => {
  it('adds a waiting order to a running store, counted and listed like any order', async () => {
    mockRuntime.reset();
    expect(demoOrderAccounts(mockRuntime)).toEqual([101]);
    const counts = async () =>
      (await callOperation<{ data: { new: number } }>('pickup.getOrderCounts', { account: '101' })).data.data.new;
    const before = await counts();
    const number = addDemoOrder(mockRuntime, 101);
    expect(number).toMatch(/^\d{6}-\d{4}$/);
    expect(await counts()).toBe(before + 1);
    const { data } = await callOperation<{ data: { items: { orderNumber: string; status: string }[] } }>(
      'pickup.listOngoingOrders',
      { account: '101' },
    );
    expect(data.data.items.find((order) => order.orderNumber === number)).toMatchObject({ status: 'ORDERED' });
  });

  it('does nothing for a store that does not take orders yet', () => {
    expect(addDemoOrder(mockRuntime, 102)).toBeUndefined();
  });

  // Issue 40's careless pass: a customer cannot order from a paused store, so neither can the demo.
  it('is refused while 영업 임시 중지 is on, with why, and works again once the store reopens', async () => {
    mockRuntime.reset();
    const now = new Date();
    const later = new Date(now.getTime() + 30 * 60_000).toISOString();
    await callOperation('pickup.updateManualClosure', { account: '101', body: { closed: true, closedUntil: later } });
    const count = () => mockRuntime.db.state.pickup.stores['101']!.orders.length;
    const before = count();
    expect(addDemoOrder(mockRuntime, 101, now)).toBeUndefined();
    expect(demoOrderRefusal(mockRuntime, 101, now)).toBe(
      '영업 임시 중지 중이라 손님이 주문할 수 없어요. 영업을 재개하면 넣을 수 있어요.',
    );
    expect(count()).toBe(before);
    // The pause ends by itself at the chosen time.
    const reopened = new Date(Date.parse(later) + 1_000);
    expect(demoOrderRefusal(mockRuntime, 101, reopened)).toBeUndefined();
    expect(addDemoOrder(mockRuntime, 101, reopened)).toMatch(/^\d{6}-\d{4}$/);
  });
});

describe('자동 주문', () => {
  it('adds an order every few minutes while on, and stops when off', () => {
    vi.useFakeTimers();
    try {
      mockRuntime.reset();
      const count = () => mockRuntime.db.state.pickup.stores['101']!.orders.length;
      const before = count();
      setAutoOrders(mockRuntime, 101, 1_000);
      expect(autoOrdersOn()).toBe(true);
      vi.advanceTimersByTime(2_500);
      expect(count()).toBe(before + 2);
      setAutoOrders(mockRuntime, undefined);
      expect(autoOrdersOn()).toBe(false);
      vi.advanceTimersByTime(5_000);
      expect(count()).toBe(before + 2);
    } finally {
      setAutoOrders(mockRuntime, undefined);
      vi.useRealTimers();
    }
  });
});
