import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { addDemoOrder, demoOrderAccounts } from './new-order';

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
});
