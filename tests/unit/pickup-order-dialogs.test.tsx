/** The board's 접수 and 취소 dialogs: the preparation time's one rule, and a cancel that names the order. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLastPrepMinutes } from '@/app/pages/pickup-orders/alerts';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const BOARD = '/profile/101/pickup/order';
const store = () => mockRuntime.db.state.pickup.stores['101']!;
const SENTENCE = '1분에서 180분 사이로 입력해 주세요.';

async function openAccept() {
  const { user } = renderRoute(BOARD);
  const list = await screen.findByRole('region', { name: '신규 주문 목록' });
  const card = within(list).getAllByRole('article')[0]!;
  const number = card.querySelector('h3')!.textContent.replace('주문번호 ', '');
  await user.click(within(card).getByRole('button', { name: '접수' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: '이 시간으로 접수' })).toBeEnabled());
  return { user, dialog, number };
}

describe('접수: the preparation time', () => {
  it.each(['0', '-5', '999', '2.5', ''])(
    'typed %j: the same sentence, nothing sent, nothing clamped or remembered',
    async (typed) => {
      const { user, dialog, number } = await openAccept();
      const input = within(dialog).getByRole('spinbutton');
      if (typed) await user.type(input, typed);
      await user.click(within(dialog).getByRole('button', { name: '이 시간으로 접수' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(SENTENCE);
      // What was typed stays as typed.
      expect(input).toHaveValue(typed);
      expect(store().orders.find((order) => order.orderNumber === number)!.status).toBe('ORDERED');
      expect(loadLastPrepMinutes()).toBeUndefined();
    },
  );

  it('a typed 25 is accepted and remembered as 지난번 선택', async () => {
    const { user, dialog, number } = await openAccept();
    await user.type(within(dialog).getByRole('spinbutton'), '25');
    await user.click(within(dialog).getByRole('button', { name: '이 시간으로 접수' }));
    await waitFor(() => expect(store().orders.find((order) => order.orderNumber === number)!.status).toBe('ACCEPTED'));
    await waitFor(() => expect(loadLastPrepMinutes()).toBe(25));
  });

  it('a time the server refuses is not remembered', async () => {
    mockRuntime.faults.add({ operation: 'pickup.acceptOrder', status: 500 });
    const { user, dialog } = await openAccept();
    await user.click(within(dialog).getByRole('button', { name: '30분' }));
    expect(await screen.findByText(/^접수하지 못해서 되돌렸어요/)).toBeInTheDocument();
    expect(loadLastPrepMinutes()).toBeUndefined();
  });
});

describe('취소: the confirm step', () => {
  it('names the order (number, menus, amount) in bold, with a danger button', async () => {
    const { user } = renderRoute(BOARD);
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    const card = within(list).getAllByRole('article')[0]!;
    await user.click(within(card).getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '재료 소진' }));
    await user.click(within(dialog).getByRole('button', { name: '다음' }));
    const target = store()
      .orders.filter((order) => order.status === 'ORDERED')
      .sort((a, b) => Date.parse(a.orderedAt) - Date.parse(b.orderedAt))[0]!;
    const named = await within(dialog).findByText(new RegExp(`^주문번호 ${target.orderNumber} · .+ · [\\d,]+원$`));
    expect(named.tagName).toBe('STRONG');
    expect(within(dialog).getByRole('button', { name: '주문 취소' })).toHaveClass('ant-btn-dangerous');
  });
});
