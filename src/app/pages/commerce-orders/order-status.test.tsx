/**
 * Statuses explained where they appear (issue 25): an order's state is one chip named as the order
 * table names it (COMMERCE_ORDER_STATE_NAMES), the same word as its tab on the list, with the
 * state's line on the detail and the selected tab's line under the tabs.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMERCE_ORDER_STATE_NAMES, commerceOrderStateOf } from '@/api/machines/commerce-order';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import type { OrderRow } from '@/mocks/services/commerce/state';
import { renderRoute } from '@/testing/render-route';
import { orderCopy } from './copy';
import { ORDER_TABS, TAB_STATUSES } from './order-rules';

const account = DEMO_ACCOUNT_IDS.active;
// The seeded store orders are the active account's.
const ownOrders = () => mockRuntime.db.state.commerce.orders;
const orderWhere = (match: (order: OrderRow) => boolean) => {
  const order = ownOrders().find(match);
  if (!order) throw new Error('no seeded order in that state');
  return order;
};

async function stateChips(order: OrderRow) {
  storeBusinessAccountId(account);
  const view = renderRoute(`/profile/${account}/order/detail/${order.id}`);
  const group = await screen.findByRole('group', { name: '주문 상태' });
  const chips = Array.from(group.children, (chip) => chip.textContent ?? '');
  return { ...view, chips };
}

describe('the order detail names its state once', () => {
  it.each([
    ['a new pickup order', (o: OrderRow) => o.status === 'PAYMENT_COMPLETED' && o.receiveMethod === 'PICKUP'],
    [
      'an accepted pickup order',
      (o: OrderRow) =>
        o.status === 'ORDER_ACCEPTED' && o.receiveMethod === 'PICKUP' && o.deliveryStatus !== 'DELIVERY_COMPLETED',
    ],
    [
      'a 택배 order being prepared',
      (o: OrderRow) => o.status === 'ORDER_ACCEPTED' && o.deliveryStatus === 'DELIVERY_PREPARE',
    ],
    ['a canceled order', (o: OrderRow) => o.status === 'ORDER_CANCELED'],
  ])('%s: no chip twice, the state named and explained', async (_, match) => {
    const order = orderWhere(match);
    const { chips, unmount } = await stateChips(order);
    expect(new Set(chips).size).toBe(chips.length);
    const state = COMMERCE_ORDER_STATE_NAMES[commerceOrderStateOf(order)];
    expect(chips[0]).toBe(state.name);
    expect(chips).toContain(orderCopy.receiveMethod[order.receiveMethod]);
    expect(screen.getByText(state.explain)).toBeTruthy();
    unmount();
  });
});

describe('one name per state on the list', () => {
  it('each tab that holds one state has the name its orders’ chips show', () => {
    for (const tab of ORDER_TABS.filter((each) => each !== 'all' && each !== 'progress')) {
      const names = new Set(
        ownOrders()
          .filter((order) => TAB_STATUSES[tab].includes(order.status))
          .map((order) => COMMERCE_ORDER_STATE_NAMES[commerceOrderStateOf(order)].name),
      );
      expect([...names], tab).toEqual([orderCopy.tabs[tab]]);
    }
  });

  it('the 결제 대기 tab says what its orders are, and their chips read 결제 대기 (not 주문 대기)', async () => {
    storeBusinessAccountId(account);
    renderRoute(`/profile/${account}/order?tab=pending`);
    const table = await screen.findByRole('table', { name: orderCopy.list.label });
    expect(screen.getByText(COMMERCE_ORDER_STATE_NAMES.awaitingPayment.explain)).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    // Every order of the world waiting for payment, one row each (the tab's first page holds them all).
    const stores = new Set(
      mockRuntime.db.state.commerce.stores.filter((store) => store.baId === account).map((store) => store.id),
    );
    const waiting = ownOrders().filter(
      (order) => stores.has(order.storeId) && TAB_STATUSES.pending.includes(order.status),
    );
    expect(waiting.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(waiting.length);
    for (const row of rows) expect(row.textContent).toContain('결제 대기');
    expect(screen.queryByText('주문 대기')).toBeNull();
  });
});
