/**
 * What a merchant sees when a proxy or a broken server answers (issue 29): a body that is not JSON,
 * an empty 200 or nginx's HTML 502 page gives the Korean error with 다시 시도 in place of the list
 * (REST, through the engine) and of the orders (GraphQL, a hand-written page), never a blank screen;
 * 다시 시도 brings the page back once the server answers again.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MalformedAnswer } from '@/mocks/core/faults';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const SERVER_ERROR = '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.';

async function expectErrorThenRecovery(path: string, recovered: () => Promise<HTMLElement>) {
  const { user } = renderRoute(path);
  const text = await screen.findByText(SERVER_ERROR);
  const retry = within(text.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '다시 시도' });
  mockRuntime.faults.clear();
  await user.click(retry);
  expect(await recovered()).toBeInTheDocument();
}

describe.each<MalformedAnswer>(['not-json', 'empty', 'proxy-html'])('a %s answer', (malformed) => {
  it('shows the coupon list’s error with 다시 시도, and recovers', async () => {
    mockRuntime.faults.add({ operation: 'coupon.listCouponBoxes', malformed });
    await expectErrorThenRecovery('/profile/101/coupon', async () => {
      const rows = await screen.findAllByRole('row');
      expect(rows.length).toBeGreaterThan(1); // the heading row and the coupons
      return rows.at(-1)!;
    });
  });

  it('shows the store orders’ error with 다시 시도, and recovers', async () => {
    mockRuntime.faults.add({ service: 'commerce', malformed });
    await expectErrorThenRecovery('/profile/101/order', () => screen.findByRole('heading', { name: /주문/, level: 1 }));
  });
});
