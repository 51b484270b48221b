import { describe, expect, it, vi } from 'vitest';
import { ResponseError, FetchError } from '@/api/errors';
import { startSession, type SessionStartDeps, type StartProfile } from './session-start';

const signedOutProfile: StartProfile = {
  businessUser: null,
  user: null,
  featureFlagList: [],
  status: { code: 'status_ok' },
};
const signedInProfile: StartProfile = {
  businessUser: { id: 9001, email: 'owner@example.com' },
  user: { nickname: '망원동 사장님' },
  featureFlagList: [
    { featureCode: 'AGENCY', enabled: true },
    { featureCode: 'OTHER', enabled: false },
  ],
  status: { code: 'status_ok' },
};

function deps(
  profiles: (StartProfile | Error)[],
  tokens: { access: boolean; refresh: boolean },
  refreshSucceeds = true,
): SessionStartDeps & { clear: ReturnType<typeof vi.fn>; refresh: ReturnType<typeof vi.fn> } {
  const answers = [...profiles];
  const clear = vi.fn();
  const refresh = vi.fn(() => Promise.resolve(refreshSucceeds));
  return {
    fetchProfile: vi.fn(() => {
      const next = answers.shift() ?? signedOutProfile;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    }),
    tokens: {
      read: () => ({ accessToken: tokens.access ? 'A' : 'a', refreshToken: tokens.refresh ? 'R' : 'r' }),
      clear,
    },
    isTokenValid: (token) => token === 'A' || token === 'R',
    refresh,
    clear,
  };
}

describe('session start (spec §4)', () => {
  it('maintenance status code → maintenance', async () => {
    const d = deps([{ ...signedOutProfile, status: { code: 'status_maintenance' } }], { access: true, refresh: true });
    expect(await startSession(d)).toEqual({ status: 'maintenance' });
  });

  it('a business user id → signed in with e-mail, nickname and enabled feature flags', async () => {
    const d = deps([signedInProfile], { access: false, refresh: false });
    const outcome = await startSession(d);
    expect(outcome).toEqual({
      status: 'signed-in',
      user: {
        businessUserId: 9001,
        email: 'owner@example.com',
        nickname: '망원동 사장님',
        featureFlags: new Set(['AGENCY']),
      },
    });
    expect(d.refresh).not.toHaveBeenCalled();
    expect(d.clear).not.toHaveBeenCalled();
  });

  it('no user, refresh token valid and access token invalid → refresh, then start again', async () => {
    const d = deps([signedOutProfile, signedInProfile], { access: false, refresh: true });
    expect(await startSession(d)).toMatchObject({ status: 'signed-in' });
    expect(d.refresh).toHaveBeenCalledTimes(1);
    expect(d.fetchProfile).toHaveBeenCalledTimes(2);
  });

  it('refreshes only once: still no user after the refresh → signed out', async () => {
    const d = deps([signedOutProfile, signedOutProfile], { access: false, refresh: true });
    expect(await startSession(d)).toEqual({ status: 'signed-out', reason: 'no-user' });
    expect(d.refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh → signed out', async () => {
    const d = deps([signedOutProfile], { access: false, refresh: true }, false);
    expect(await startSession(d)).toEqual({ status: 'signed-out', reason: 'refresh-failed' });
  });

  it('both tokens invalid → clear and signed out, no refresh', async () => {
    const d = deps([signedOutProfile], { access: false, refresh: false });
    expect(await startSession(d)).toEqual({ status: 'signed-out', reason: 'no-refresh-token' });
    expect(d.clear).toHaveBeenCalledTimes(1);
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('no valid refresh token (access still valid) → clear and signed out', async () => {
    const d = deps([signedOutProfile], { access: true, refresh: false });
    expect(await startSession(d)).toEqual({ status: 'signed-out', reason: 'no-refresh-token' });
    expect(d.clear).toHaveBeenCalledTimes(1);
  });

  it('both tokens valid but no user (terms not accepted yet) → signed out, tokens kept', async () => {
    const d = deps([signedOutProfile], { access: true, refresh: true });
    expect(await startSession(d)).toEqual({ status: 'signed-out', reason: 'no-user' });
    expect(d.clear).not.toHaveBeenCalled();
  });

  it.each([
    ['code', new ResponseError(503, { status: 503, message: '점검', code: 'status_maintenance' })],
    ['status.code', new ResponseError(503, { status: { code: 'status_maintenance' } })],
  ])('profile-call failure with the maintenance %s → maintenance', async (_, error) => {
    expect(await startSession(deps([error], { access: true, refresh: true }))).toEqual({ status: 'maintenance' });
  });

  it('profile-call failure with a 401 (the session is not valid) → signed out', async () => {
    const d = deps([new ResponseError(401, null)], { access: true, refresh: true });
    expect(await startSession(d)).toEqual({ status: 'signed-out', reason: 'profile-failed' });
  });

  it.each([
    ['a 500', new ResponseError(500, { status: 500, message: 'boom' })],
    ['a 502', new ResponseError(502, null)],
    ['no network', new FetchError(new TypeError('Failed to fetch'))],
  ])('profile-call failure (%s) is not a sign-out → unavailable, the tokens kept', async (_, error) => {
    const d = deps([error], { access: true, refresh: true });
    expect(await startSession(d)).toEqual({ status: 'unavailable', error });
    expect(d.clear).not.toHaveBeenCalled();
  });
});
