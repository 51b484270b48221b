/**
 * A route's data starts with its code (issue 10): each engine route's loader starts its screen's
 * calls, so they go out while the page's code downloads instead of after the shell has loaded.
 *
 * The loaders are run here without drawing anything (as the router runs them before the route's
 * code has arrived): whatever the mock is asked then, the route asked. Drawing the route afterwards
 * shows the screen finds the call under way and does not ask twice.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { formSchemaQuery } from '@/engine/data/schemas';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const called = () => mockRuntime.faults.calls().map((call) => call.operation);

/** Runs the loaders of every route matching `path`, as the router does on navigation, and draws nothing. */
async function runLoaders(path: string): Promise<QueryClient> {
  mockRuntime.faults.clearCalls();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const matches = matchRoutes(createAppRoutes(queryClient), path) ?? [];
  const url = new URL(path, 'http://localhost');
  const request = new Request(url);
  for (const { route, params } of matches) {
    if (typeof route.loader === 'function')
      await route.loader({ params, request, url, pattern: route.path ?? '', context: undefined });
  }
  return queryClient;
}

async function rows(name: string, count: number) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(count));
}

describe('route data starts with the route', () => {
  it('the coupon list route asks for the coupons by itself', async () => {
    await runLoaders('/profile/101/coupon');
    await waitFor(() => expect(called()).toContain('coupon.listCouponBoxes'));
  });

  it('the coupon list asks for its page once, and shows it', async () => {
    mockRuntime.faults.clearCalls();
    renderRoute('/profile/101/coupon');
    await rows('쿠폰 목록', 10);
    expect(called().filter((operation) => operation === 'coupon.listCouponBoxes')).toHaveLength(1);
  });

  it('asks afresh when the early call failed before the list was shown', async () => {
    // The shell waits for the session's profile (held here) while the route's early call fails.
    const profile = mockRuntime.faults.hold({ operation: 'auth.getMyProfile' });
    mockRuntime.faults.add({ operation: 'coupon.listCouponBoxes', status: 500, times: 1 });
    const { queryClient } = renderRoute('/profile/101/coupon');
    // The failed early call leaves the cache (api/early-query.ts) before the list is drawn.
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'removed' || event.query.state.status !== 'error') return;
        stop();
        resolve();
      });
    });
    expect(called()).toContain('coupon.listCouponBoxes');
    expect(screen.queryByRole('table', { name: '쿠폰 목록' })).toBeNull();
    profile.release();
    await rows('쿠폰 목록', 10);
    expect(screen.queryByText('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.')).not.toBeInTheDocument();
  });

  it("a list route starts its status picker's choices with it, not after the rows are drawn", async () => {
    const queryClient = await runLoaders('/profile/101/pickup/menu');
    const { queryKey } = formSchemaQuery('pickup.updateMenuStatus');
    await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('success'));
  });

  it('an edit route asks for its record, and the pickup membership, by itself', async () => {
    const menuId = mockRuntime.db.state.pickup.stores['101']!.menus[0]!.id;
    await runLoaders(`/profile/101/pickup/menu/${menuId}`);
    await waitFor(() =>
      expect(called()).toEqual(expect.arrayContaining(['pickup.getMenu', 'pickup.getOnboardingApplication'])),
    );
  });

  it("the root route asks for the session's profile, the remote config and the account list by itself", async () => {
    await runLoaders('/profile/101/coupon');
    await waitFor(() =>
      expect(called()).toEqual(
        expect.arrayContaining(['auth.getMyProfile', 'config.getRemoteConfig', 'auth.listMyBusinessAccounts']),
      ),
    );
  });

  it('the session takes the profile its route asked for: one profile call on a first visit', async () => {
    mockRuntime.faults.clearCalls();
    renderRoute('/profile/101/coupon');
    await rows('쿠폰 목록', 10);
    // The header's chat counter asks only once the session is signed in.
    await waitFor(() => expect(called()).toContain('chat.getChatUnreadCount'));
    expect(called().filter((operation) => operation === 'auth.getMyProfile')).toHaveLength(1);
    expect(called().filter((operation) => operation === 'auth.listMyBusinessAccounts')).toHaveLength(1);
  });

  it('asks for no record on the new-record address (/menu/new is the create screen)', async () => {
    mockRuntime.faults.clearCalls();
    renderRoute('/profile/101/pickup/menu/new');
    expect(await screen.findByRole('button', { name: '만들기' })).toBeInTheDocument();
    expect(called()).not.toContain('pickup.getMenu');
  });
  it('the product list route starts the rows of the tab, search and order in its address, and the tab counts', async () => {
    const path = '/profile/101/product?group=stopped&sort=PRICE_ASC';
    await runLoaders(path);
    await waitFor(() =>
      expect(called()).toEqual(expect.arrayContaining(['commerce.ProductsByStore', 'commerce.ProductGroupCounts'])),
    );
    mockRuntime.faults.clearCalls();
    renderRoute(path);
    await screen.findByRole('tab', { name: /^판매 중지 \d+$/, selected: true });
    await rows('상품 목록', 8);
    expect(called().filter((operation) => operation === 'commerce.ProductsByStore')).toHaveLength(1);
    expect(called().filter((operation) => operation === 'commerce.ProductGroupCounts')).toHaveLength(1);
  });
});
