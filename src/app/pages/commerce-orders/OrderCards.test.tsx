/** On a phone the order list is cards with the table's selection, links and buyer filter. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { PHONE_QUERY } from '@/components/layout/use-media-query';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { renderRoute } from '@/testing/render-route';

const deskMatchMedia = window.matchMedia;

function phoneScreen() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      ...deskMatchMedia(query),
      matches: query === PHONE_QUERY,
    }),
  });
}

async function openList() {
  storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
  renderRoute(`/profile/${DEMO_ACCOUNT_IDS.active}/order`);
  const list = await screen.findByRole('list', { name: '주문 목록' });
  return list;
}

describe('the order list on a phone', () => {
  beforeEach(phoneScreen);
  afterEach(() => Object.defineProperty(window, 'matchMedia', { configurable: true, value: deskMatchMedia }));

  it('shows each order as a card, with no table', async () => {
    const list = await openList();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(1);
    expect(screen.queryByRole('table')).toBeNull();
    const first = cards[0]!;
    const number = within(first).getAllByRole('link')[0]!;
    expect(number.getAttribute('href')).toMatch(/\/order\/detail\//);
    expect(within(first).getByText('결제 금액')).toBeTruthy();
  });

  it('selects cards one by one and all at once, as the table does', async () => {
    const list = await openList();
    const [first, second] = within(list).getAllByRole('checkbox');
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect(await screen.findByRole('region', { name: '2건 선택' })).toBeTruthy();
    fireEvent.click(second!);
    expect(await screen.findByRole('region', { name: '1건 선택' })).toBeTruthy();
    const count = within(list).getAllByRole('listitem').length;
    fireEvent.click(screen.getByRole('checkbox', { name: '보이는 주문 모두 선택' }));
    expect(await screen.findByRole('region', { name: `${count}건 선택` })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '보이는 주문 모두 선택' }));
    expect(screen.queryByRole('region', { name: /건 선택$/ })).toBeNull();
  });
});
