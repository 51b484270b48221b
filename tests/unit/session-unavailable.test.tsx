/**
 * A server error while the session is checked (a reload during a 500) is not a sign-out (issue 25):
 * the merchant stays at the same address and sees the error with 다시 시도, which brings the page
 * back once the server answers. Only a 401 (the session is not valid) goes to the login page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

describe('a reload while the server fails', () => {
  it('shows the error with 다시 시도 in place, not the login page, and 다시 시도 brings the page back', async () => {
    mockRuntime.faults.add({ operation: 'auth.getMyProfile', status: 500 });
    const { router, user } = renderRoute('/profile/101/coupon');
    // The profile call is retried a few times before the session gives up on it.
    const alert = await screen.findByText('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.');
    const retry = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '다시 시도' });
    expect(router.state.location.pathname).toBe('/profile/101/coupon');
    mockRuntime.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: '쿠폰', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/101/coupon');
  });

  it('signs out on a 401 only: the login page, with the way back', async () => {
    mockRuntime.faults.add({ operation: 'auth.getMyProfile', status: 401 });
    const { router } = renderRoute('/profile/101/coupon');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain('redirect=');
  });
});
