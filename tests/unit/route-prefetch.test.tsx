/**
 * A route's data starts with its code (issue 10): each engine route's loader starts its screen's
 * calls beside the session's, instead of after the shell has loaded.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const called = () => mockRuntime.faults.calls().map((call) => call.operation);

/** The session's first call answers late: whatever a screen asks before that, its route asked. */
function slowSession(latencyMs = 2_000) {
  mockRuntime.faults.clearCalls();
  mockRuntime.faults.add({ operation: 'auth.getMyProfile', latencyMs });
}

async function rows(name: string, count: number) {
  const table = await screen.findByRole('table', { name }, { timeout: 5_000 });
  await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(count));
}

describe('route data starts with the route', () => {
  it('asks for the coupons while the session is still loading, once, and shows them', async () => {
    slowSession();
    renderRoute('/profile/101/coupon');
    await waitFor(() => expect(called()).toContain('coupon.listCouponBoxes'));
    expect(screen.queryByRole('table', { name: '쿠폰 목록' })).not.toBeInTheDocument();
    await rows('쿠폰 목록', 10);
    expect(called().filter((operation) => operation === 'coupon.listCouponBoxes')).toHaveLength(1);
  });

  it('asks afresh when the early call failed before the list was shown', async () => {
    slowSession(500);
    mockRuntime.faults.add({ operation: 'coupon.listCouponBoxes', status: 500, times: 1 });
    renderRoute('/profile/101/coupon');
    await rows('쿠폰 목록', 10);
    expect(screen.queryByText('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.')).not.toBeInTheDocument();
  });

  it('asks for the record of an edit screen, and the pickup membership, with the route', async () => {
    const menuId = mockRuntime.db.state.pickup.stores['101']!.menus[0]!.id;
    slowSession();
    renderRoute(`/profile/101/pickup/menu/${menuId}`);
    await waitFor(() =>
      expect(called()).toEqual(expect.arrayContaining(['pickup.getMenu', 'pickup.getOnboardingApplication'])),
    );
    // Asked while the session's answer is still on its way: no page is drawn yet.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('asks for no record on the new-record address (/menu/new is the create screen)', async () => {
    slowSession(0);
    renderRoute('/profile/101/pickup/menu/new');
    expect(await screen.findByRole('button', { name: '만들기' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(called()).not.toContain('pickup.getMenu');
  });
});
