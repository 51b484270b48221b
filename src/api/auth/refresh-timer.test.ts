import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieNames } from '../session';
import { memoryCookieJar } from './cookies';
import type { TokenRefresher } from './refresh';
import { startRefreshTimer } from './refresh-timer';
import { createTokenStore } from './tokens';

const START = Date.UTC(2026, 10, 21, 5, 0, 0);

function token(expMs: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ exp: expMs / 1000 })}.sig`;
}

function setup(accessExp: number, refreshExp: number, refreshSucceeds = true) {
  const jar = memoryCookieJar({
    [cookieNames.accessToken]: token(accessExp),
    [cookieNames.refreshToken]: token(refreshExp),
  });
  const store = createTokenStore(jar);
  const refresh = vi.fn(() => {
    if (!refreshSucceeds) {
      store.clear();
      return Promise.resolve(false);
    }
    store.save({ accessToken: token(Date.now() + 30 * 60_000), refreshToken: token(refreshExp) });
    return Promise.resolve(true);
  });
  const refresher: TokenRefresher = { refresh, inFlight: false, onFailure: () => () => undefined };
  return { store, refresh, timer: startRefreshTimer({ store, refresher }) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('refresh timer (spec §4, 60 s interval and 60 s margin)', () => {
  it('waits while the access token has more than 60 s left, then refreshes on the tick within 60 s', async () => {
    const { refresh, timer } = setup(START + 150_000, START + 3_600_000);
    await vi.advanceTimersByTimeAsync(60_000); // 90 s left
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000); // 30 s left
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000); // fresh token: 29 min left
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(timer.running).toBe(true);
    timer.stop();
  });

  it('refreshes an already expired access token while the refresh token is valid', async () => {
    const { refresh, timer } = setup(START - 1, START + 3_600_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('stops without refreshing once the refresh token is no longer valid', async () => {
    const { refresh, timer } = setup(START + 30_000, START + 30_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(timer.running).toBe(false);
  });

  it('stops after a failed refresh (the tokens are gone)', async () => {
    const { refresh, timer, store } = setup(START + 30_000, START + 3_600_000, false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.read().refreshToken).toBeUndefined();
    expect(timer.running).toBe(false);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
