import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { simulateQrScan } from '@/mocks/ui/qr-scan';
import { fakeSession, renderPage } from '../test-utils';

function linkings() {
  return mockRuntime.db.state.auth.linkings;
}

function tokenShown(): string | undefined {
  const qr = screen.getByRole('img', { name: '로그인 QR 코드' });
  return qr.closest('[data-linking-token]')?.getAttribute('data-linking-token') ?? undefined;
}

afterEach(() => {
  vi.useRealTimers();
  delete window.__dongneMocks;
});

describe('QR login', () => {
  it('counts down from 60 every second, then offers a new code that starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage('/login', fakeSession({ status: 'signed-out', businessUserId: undefined }));
    expect(await screen.findByText('60초 남았어요.')).toBeInTheDocument();
    const first = tokenShown();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('59초 남았어요.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getAllByText('QR 코드가 만료됐어요.').length).toBeGreaterThan(0);

    await act(async () => {
      screen.getByRole('button', { name: /새 QR 코드 받기/ }).click();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(await screen.findByText('60초 남았어요.')).toBeInTheDocument();
    expect(tokenShown()).not.toBe(first);
    expect(linkings()).toHaveLength(2);
  });

  it('signs in once the phone scans the code and follows the redirect query', async () => {
    const session = fakeSession({ status: 'signed-out', businessUserId: undefined });
    const redirect = encodeURIComponent('/notice?page=2');
    const { router } = renderPage(`/login?redirect=${redirect}`, session);
    await screen.findByText('60초 남았어요.');
    // A counter PC is shared: staying signed in is the merchant's choice, never the default (issue 41).
    expect(screen.getByRole('checkbox', { name: '로그인 상태 유지' })).not.toBeChecked();
    // What the demo panel's "QR 스캔 흉내" does.
    expect(simulateQrScan(mockRuntime)).toBe(true);

    await waitFor(() => expect(session.completeSignIn).toHaveBeenCalled());
    expect(session.completeSignIn).toHaveBeenCalledWith(
      expect.objectContaining({
        accessToken: expect.any(String) as string,
        refreshToken: expect.any(String) as string,
      }),
      false,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('goes to the account choice without a redirect query, staying signed in when ticked', async () => {
    const session = fakeSession({ status: 'signed-out', businessUserId: undefined });
    const { router, user } = renderPage('/login/only-qr', session);
    await screen.findByText('60초 남았어요.');
    await user.click(screen.getByRole('checkbox', { name: '로그인 상태 유지' }));
    expect(simulateQrScan(mockRuntime)).toBe(true);
    await waitFor(() => expect(session.completeSignIn).toHaveBeenCalledWith(expect.anything(), true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/login'));
  });

  it('stays signed out while nobody scans the code (the demo phone scans only when asked)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = fakeSession({ status: 'signed-out', businessUserId: undefined });
    const { router } = renderPage('/login', session);
    await screen.findByText('60초 남았어요.');
    // Polls every 2 s for 20 s: long past the six seconds after which the old demo phone scanned by itself.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByText('40초 남았어요.')).toBeInTheDocument();
    expect(session.completeSignIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('points a demo visitor to 데모 도구’s QR 스캔 흉내, and says nothing of it outside the demo', async () => {
    const outside = renderPage('/login', fakeSession({ status: 'signed-out', businessUserId: undefined }));
    await screen.findByText('60초 남았어요.');
    expect(screen.queryByText(/QR 스캔 흉내/)).not.toBeInTheDocument();
    outside.unmount();

    window.__dongneMocks = mockRuntime;
    renderPage('/login', fakeSession({ status: 'signed-out', businessUserId: undefined }));
    expect(await screen.findByText(/데모 도구.*QR 스캔 흉내/)).toBeInTheDocument();
  });
});
