/**
 * The token check (spec 000 §4, §9): every 60 s, when the access token expires within 60 s and
 * the refresh token is still valid, refresh; when the refresh token is no longer valid (or a
 * refresh failed and deleted the tokens), the timer stops.
 */
import type { TokenRefresher } from './refresh';
import { isTokenValid, tokenExpiry, type Clock, type TokenStore } from './tokens';

export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

export interface RefreshTimerOptions {
  readonly store: TokenStore;
  readonly refresher: TokenRefresher;
  readonly now?: Clock;
  readonly intervalMs?: number;
  readonly marginMs?: number;
}

export interface RefreshTimer {
  stop(): void;
  readonly running: boolean;
}

/** What one tick does with the tokens as they are now. */
export function tokenCheck(
  store: TokenStore,
  now: number,
  marginMs = TOKEN_EXPIRY_MARGIN_MS,
): 'refresh' | 'wait' | 'stop' {
  const { accessToken, refreshToken } = store.read();
  if (!isTokenValid(refreshToken, now)) return 'stop';
  const accessExpiry = tokenExpiry(accessToken);
  return accessExpiry === undefined || accessExpiry - now <= marginMs ? 'refresh' : 'wait';
}

export function startRefreshTimer(options: RefreshTimerOptions): RefreshTimer {
  const now = options.now ?? (() => Date.now());
  let handle: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (handle !== undefined) clearInterval(handle);
    handle = undefined;
  };
  const tick = async () => {
    const next = tokenCheck(options.store, now(), options.marginMs);
    if (next === 'stop') return stop();
    if (next === 'refresh' && !(await options.refresher.refresh())) stop();
  };
  handle = setInterval(() => void tick(), options.intervalMs ?? TOKEN_CHECK_INTERVAL_MS);
  return {
    stop,
    get running() {
      return handle !== undefined;
    },
  };
}
