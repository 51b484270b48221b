import { describe, expect, it, vi } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { callOperation } from '../operations';
import { cookieNames } from '../session';
import { memoryCookieJar } from './cookies';
import { createTokenRefresher } from './refresh';
import { requestTokenRefresh } from './refresh-request';
import { createTokenStore, isTokenValid, type TokenPair } from './tokens';

function token(expMs: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ exp: expMs / 1000 })}.sig`;
}

function setup(refreshToken = token(Date.now() + 60_000)) {
  const jar = memoryCookieJar({
    [cookieNames.accessToken]: token(Date.now() - 1),
    [cookieNames.refreshToken]: refreshToken,
  });
  return { jar, store: createTokenStore(jar) };
}

describe('single-flight token refresh (spec §4)', () => {
  it('20 concurrent callers share one refresh call, and both new tokens are saved', async () => {
    const { store } = setup();
    const fresh: TokenPair = {
      accessToken: token(Date.now() + 1_800_000),
      refreshToken: token(Date.now() + 9_000_000),
    };
    let release!: () => void;
    const request = vi.fn(() => new Promise<TokenPair>((resolve) => (release = () => resolve(fresh))));
    const refresher = createTokenRefresher(store, request);
    const answers = Array.from({ length: 20 }, () => refresher.refresh());
    expect(refresher.inFlight).toBe(true);
    release();
    expect(await Promise.all(answers)).toEqual(Array(20).fill(true));
    expect(request).toHaveBeenCalledTimes(1);
    expect(store.read()).toEqual(fresh);
    expect(refresher.inFlight).toBe(false);
  });

  it('a failed refresh deletes the tokens and tells its listeners once', async () => {
    const { store } = setup();
    const refresher = createTokenRefresher(store, () => Promise.reject(new Error('401')));
    const listener = vi.fn();
    const stop = refresher.onFailure(listener);
    expect(await Promise.all([refresher.refresh(), refresher.refresh()])).toEqual([false, false]);
    expect(store.read()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await refresher.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a refresh that got no answer (the Wi-Fi dropped) keeps the tokens, and the next one may succeed', async () => {
    const { store } = setup();
    const kept = store.read();
    const fresh: TokenPair = {
      accessToken: token(Date.now() + 1_800_000),
      refreshToken: token(Date.now() + 9_000_000),
    };
    const request = vi
      .fn<(refreshToken: string) => Promise<TokenPair>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(fresh);
    const refresher = createTokenRefresher(store, request);
    const listener = vi.fn();
    refresher.onFailure(listener);
    expect(await refresher.refresh()).toBe(false);
    expect(store.read()).toEqual(kept);
    expect(listener).not.toHaveBeenCalled();
    expect(await refresher.refresh()).toBe(true);
    expect(store.read()).toEqual(fresh);
  });

  it('does not call the server without a valid refresh token, and deletes the tokens', async () => {
    const { store } = setup(token(Date.now() - 1));
    const request = vi.fn<(refreshToken: string) => Promise<TokenPair>>();
    expect(await createTokenRefresher(store, request).refresh()).toBe(false);
    expect(request).not.toHaveBeenCalled();
    expect(store.read().accessToken).toBeUndefined();
  });

  it('talks snake_case to POST /v2/auth/refreshtokens on the mock backend', async () => {
    const current = mockRuntime.db.state.auth.session.refreshToken!;
    const pair = await requestTokenRefresh(current);
    expect(isTokenValid(pair.accessToken)).toBe(true);
    expect(pair.refreshToken).not.toBe(current);
    await expect(requestTokenRefresh(current)).rejects.toMatchObject({ status: 401 });
    // The mock ended its session after the refused refresh: signed out.
    expect(
      (await callOperation<{ data: { businessUser: unknown } }>('auth.getMyProfile')).data.data.businessUser,
    ).toBeNull();
  });
});
