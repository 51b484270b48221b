/** Route-level checks of the shell's redirect-style pages with the real session and mock backend. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredBusinessAccountId, getStoredBusinessUserId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const location = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('shell routes', () => {
  it('/logout signs out and lands on /login keeping the query', async () => {
    const { router } = renderRoute('/logout?baId=101');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('baId')).toBe('101');
    expect(mockRuntime.db.state.auth.session.signedIn).toBe(false);
    expect(getStoredBusinessUserId()).toBeUndefined();
  });

  it('the social callback signs in and follows the redirect', async () => {
    const { router } = renderRoute('/login/social/callback?code=abc&state=KAKAO&redirect=%2Fnotice');
    await waitFor(() => expect(location(router)).toBe('/notice'));
  });

  it('the social callback shows 다시 시도 when sign-in fails', async () => {
    mockRuntime.faults.add({ operation: 'auth.signInSocial', status: 500, times: 5 });
    renderRoute('/login/social/callback?code=abc&state=KAKAO');
    expect(await screen.findByText('소셜 로그인을 마치지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /다시 시도/ })).toBeInTheDocument();
  });

  it('/redirection/{baId}/kyc stores baId and opens the KYC verification', async () => {
    const { router } = renderRoute('/redirection/102/kyc');
    await waitFor(() => expect(location(router)).toBe('/kyc/auth-verification?baId=102'));
    expect(getStoredBusinessAccountId()).toBe('102');
  });
});
