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

// The names and lines of issue 25's decision (docs/decisions: one name per state), written out.
describe('the order detail names its state once', () => {
  it.each([
    [
      'a new pickup order',
      (o: OrderRow) => o.status === 'PAYMENT_COMPLETED' && o.receiveMethod === 'PICKUP',
      ['신규 주문', '방문 수령'],
      '결제가 끝나 접수를 기다리는 주문이에요. 확인하고 접수해 주세요.',
    ],
    [
      'an accepted pickup order',
      (o: OrderRow) =>
        o.status === 'ORDER_ACCEPTED' && o.receiveMethod === 'PICKUP' && o.deliveryStatus !== 'DELIVERY_COMPLETED',
      ['방문 수령 대기', '방문 수령'],
      '접수한 방문 수령 주문이에요. 구매자가 오면 수령 완료로 바꿔 주세요.',
    ],
    [
      'a 택배 order being prepared',
      (o: OrderRow) => o.status === 'ORDER_ACCEPTED' && o.deliveryStatus === 'DELIVERY_PREPARE',
      ['배송 준비 중', '택배 배송'],
      '접수한 택배 주문이에요. 송장을 등록하면 배송이 시작돼요.',
    ],
    [
      'a canceled order',
      (o: OrderRow) => o.status === 'ORDER_CANCELED',
      ['주문 취소', '택배 배송'],
      '취소된 주문이에요. 결제한 금액은 구매자에게 돌려줬어요.',
    ],
  ] as const)('%s: no chip twice, the state named and explained', async (_, match, [name, receive], explain) => {
    const { chips, unmount } = await stateChips(orderWhere(match));
    expect(new Set(chips).size).toBe(chips.length);
    expect(chips[0]).toBe(name);
    expect(chips).toContain(receive);
    expect(screen.getByText(explain)).toBeTruthy();
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
    expect(
      screen.getByText('구매자가 아직 결제하지 않았어요. 결제되면 신규 주문이 되고, 그 전에는 할 일이 없어요.'),
    ).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    // The seed's orders waiting for payment (seed-orders.ts): 2 ORDER_PENDING and 3 PAYMENT_PENDING, one row each.
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.textContent).toContain('결제 대기');
    expect(screen.queryByText('주문 대기')).toBeNull();
  });
});
