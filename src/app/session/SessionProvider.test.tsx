import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenRefresher, createTokenStore, memoryCookieJar, type TokenRefresher } from '@/api/auth';
import {
  getStoredBusinessAccountId,
  getStoredBusinessUserId,
  storeBusinessAccountId,
  storeBusinessUserId,
} from '@/api/session';
import { SessionProvider, type Navigate } from './SessionProvider';
import { useSession, type Session } from './session-context';
import type { SessionServices } from './session-services';
import type { StartProfile } from './session-start';

const signedIn: StartProfile = {
  businessUser: { id: 9001, email: 'owner@example.com' },
  user: { nickname: '망원동 사장님' },
  featureFlagList: [{ featureCode: 'AGENCY', enabled: true }],
  status: { code: 'status_ok' },
};
const signedOut: StartProfile = { ...signedIn, businessUser: null, user: null, featureFlagList: [] };

function token(expMs: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(expMs / 1000) })}.sig`;
}

const probe: { session?: Session } = {};
function Probe() {
  const current = useSession();
  useEffect(() => {
    probe.session = current;
  });
  return <p>{`${current.status}:${current.nickname ?? ''}:${[...current.featureFlags].join(',')}`}</p>;
}

/**
 * The session the probe last saw, once it has the given status. The probe records it in an effect,
 * which may run after the text it rendered is already on screen, so reads wait for it.
 */
async function sessionIn(status: Session['status']): Promise<Session> {
  await waitFor(() => expect(probe.session?.status).toBe(status));
  return probe.session!;
}

function setup(profile: StartProfile | (() => Promise<StartProfile>), pathname = '/profiles', search = '?baId=101') {
  const calls: string[] = [];
  const tokens = createTokenStore(memoryCookieJar());
  const services: Partial<SessionServices> = {
    fetchProfile: vi.fn(typeof profile === 'function' ? profile : () => Promise.resolve(profile)),
    tokens,
    refresher: {
      refresh: vi.fn(() => Promise.resolve(false)),
      inFlight: false,
      onFailure: () => () => undefined,
    } satisfies TokenRefresher,
    logAccess: vi.fn(() => (calls.push('log'), Promise.resolve())),
    signOutCall: vi.fn(() => {
      calls.push(`signOut baId=${getStoredBusinessAccountId() ?? 'none'}`);
      return Promise.resolve();
    }),
    hasFocus: () => true,
    startFromNothing: vi.fn(() => void calls.push('startFromNothing')),
  };
  const navigate = vi.fn<Navigate>((to) => calls.push(`navigate ${to}`));
  render(
    <SessionProvider navigate={navigate} location={{ pathname, search }} services={services}>
      <Probe />
    </SessionProvider>,
  );
  return { calls, navigate, services, tokens };
}

afterEach(() => {
  probe.session = undefined;
});

describe('SessionProvider', () => {
  it('signs in from the profile, logs access at once, and exposes nickname and flags', async () => {
    const { calls, navigate } = setup(signedIn);
    expect(await screen.findByText('signed-in:망원동 사장님:AGENCY')).toBeInTheDocument();
    expect((await sessionIn('signed-in')).businessUserId).toBe(9001);
    // The access log starts in an effect after the signed-in render.
    await waitFor(() => expect(calls).toEqual(['log']));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to login with the redirect, but not on an exempt path', async () => {
    const { navigate } = setup(signedOut);
    await screen.findByText('signed-out::');
    // The redirect runs in an effect after the signed-out render.
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprofiles%3FbaId%3D101', { replace: true }),
    );
  });

  it.each(['/notice', '/notifications', '/terms/privacy', '/login'])('does not redirect on %s', async (pathname) => {
    const { navigate } = setup(signedOut, pathname, '');
    await screen.findByText('signed-out::');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends the session when a refresh fails, and sends the user to login with the page and its query', async () => {
    const tokens = createTokenStore(memoryCookieJar());
    tokens.save({ accessToken: token(Date.now() + 60_000), refreshToken: token(Date.now() + 120_000) });
    const refresher = createTokenRefresher(tokens, () => Promise.reject(new Error('401')));
    const navigate = vi.fn<Navigate>();
    render(
      <SessionProvider
        navigate={navigate}
        location={{ pathname: '/profile/101/coupon', search: '?status=ACTIVE' }}
        services={{
          fetchProfile: () => Promise.resolve(signedIn),
          tokens,
          refresher,
          logAccess: () => Promise.resolve(),
          hasFocus: () => true,
        }}
      >
        <Probe />
      </SessionProvider>,
    );
    await sessionIn('signed-in');
    await act(async () => {
      expect(await refresher.refresh()).toBe(false);
    });
    await sessionIn('signed-out');
    expect(tokens.read()).toEqual({ accessToken: undefined, refreshToken: undefined });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprofile%2F101%2Fcoupon%3Fstatus%3DACTIVE', {
        replace: true,
      }),
    );
  });

  it('goes to /maintenance on the maintenance code', async () => {
    const { navigate } = setup({ ...signedOut, status: { code: 'status_maintenance' } });
    await screen.findByText('maintenance::');
    // Like the login redirect, this navigation runs in an effect after the render.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/maintenance', { replace: true }));
  });

  it('completeSignIn saves the tokens and runs the start again', async () => {
    let profile = signedOut;
    const { tokens } = setup(() => Promise.resolve(profile), '/login', '');
    await screen.findByText('signed-out::');
    profile = signedIn;
    const pair = { accessToken: token(Date.now() + 1_800_000), refreshToken: token(Date.now() + 86_400_000) };
    const session = await sessionIn('signed-out');
    await act(() => session.completeSignIn(pair, true));
    expect(await screen.findByText('signed-in:망원동 사장님:AGENCY')).toBeInTheDocument();
    expect(tokens.read()).toEqual(pair);
    expect(tokens.keepLogin()).toBe(true);
  });

  it('signOut clears local state and the stored account first, then signs out, then goes to /login with the query', async () => {
    storeBusinessAccountId(101);
    const { calls, tokens } = setup(signedIn);
    tokens.save({ accessToken: token(Date.now() + 60_000), refreshToken: token(Date.now() + 120_000) });
    await screen.findByText('signed-in:망원동 사장님:AGENCY');
    await waitFor(() => expect(calls).toEqual(['log']));
    const session = await sessionIn('signed-in');
    await act(() => session.signOut());
    await waitFor(() => expect(calls.at(-1)).toBe('navigate /login?baId=101'));
    expect(calls).toEqual(['log', 'startFromNothing', 'signOut baId=none', 'navigate /login?baId=101']);
    await sessionIn('signed-out');
    expect(tokens.read()).toEqual({ accessToken: undefined, refreshToken: undefined });
  });

  it('stores the business user id when signed in and clears it on sign-out', async () => {
    setup(signedIn);
    await screen.findByText('signed-in:망원동 사장님:AGENCY');
    expect(getStoredBusinessUserId()).toBe('9001');
    const session = await sessionIn('signed-in');
    await act(() => session.signOut());
    expect(getStoredBusinessUserId()).toBeUndefined();
  });

  it('clears a stale business user id when the start ends signed out', async () => {
    storeBusinessUserId(1234);
    setup(signedOut);
    await screen.findByText('signed-out::');
    expect(getStoredBusinessUserId()).toBeUndefined();
  });

  it('forgets the person at every change of person: sign-out, sign-in and a session that ended', async () => {
    const { calls } = setup(signedIn, '/login', '');
    const session = await sessionIn('signed-in');
    await act(() => session.signOut());
    expect(calls.filter((call) => call === 'startFromNothing')).toHaveLength(1);
    const pair = { accessToken: token(Date.now() + 1_800_000), refreshToken: token(Date.now() + 86_400_000) };
    await act(() => probe.session!.completeSignIn(pair, false));
    expect(calls.filter((call) => call === 'startFromNothing')).toHaveLength(2);
  });

  it('after a sign-out on this tab, the last page (Back) is not where the next person lands', async () => {
    let here = { pathname: '/profile/101/coupon', search: '?status=ACTIVE' };
    const navigate = vi.fn<Navigate>();
    const services: Partial<SessionServices> = {
      fetchProfile: () => Promise.resolve(signedIn),
      tokens: createTokenStore(memoryCookieJar()),
      logAccess: () => Promise.resolve(),
      signOutCall: () => Promise.resolve(),
      hasFocus: () => true,
      startFromNothing: () => undefined,
    };
    const view = (location: typeof here) => (
      <SessionProvider navigate={navigate} location={location} services={services}>
        <Probe />
      </SessionProvider>
    );
    const { rerender } = render(view(here));
    const session = await sessionIn('signed-in');
    await act(() => session.signOut());
    here = { pathname: '/login', search: '?status=ACTIVE' };
    rerender(view(here));
    // Back: the browser shows the last page again, now signed out.
    here = { pathname: '/profile/101/order', search: '' };
    rerender(view(here));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true }));
  });
});
