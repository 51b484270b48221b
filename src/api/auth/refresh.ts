/**
 * Token refresh (spec 000 §4 "Token refresh"): only one refresh at a time — every caller that
 * asks while one is running shares its answer. On success both tokens are saved; when the refresh
 * is refused (no valid refresh token, an error answer) the tokens are deleted. A refresh that got
 * no answer at all (the shop's Wi-Fi is down) was not refused: the tokens stay, and the next timer
 * tick or 401 tries again, so a counter is not signed out by a network drop (issue 41,
 * docs/decisions/board-day.md).
 */
import { isTokenValid, type Clock, type TokenPair, type TokenStore } from './tokens';

/** Sends the refresh token, answers the new pair (throws when the server refuses). */
export type RefreshRequest = (refreshToken: string) => Promise<TokenPair>;

export interface TokenRefresher {
  /** Resolves true when new tokens were saved, false when the tokens were deleted. */
  refresh(): Promise<boolean>;
  /** True while a refresh is running. */
  readonly inFlight: boolean;
  /** Calls `listener` whenever a refresh fails and the tokens are deleted; returns the unsubscribe. */
  onFailure(listener: () => void): () => void;
}

export function createTokenRefresher(
  store: TokenStore,
  request: RefreshRequest,
  now: Clock = () => Date.now(),
): TokenRefresher {
  let pending: Promise<boolean> | undefined;
  const failureListeners = new Set<() => void>();

  function fail(): false {
    store.clear();
    failureListeners.forEach((listener) => listener());
    return false;
  }

  async function run(): Promise<boolean> {
    const { refreshToken } = store.read();
    if (!refreshToken || !isTokenValid(refreshToken, now())) return fail();
    try {
      store.save(await request(refreshToken));
      return true;
    } catch (error) {
      // fetch rejects with a TypeError when no answer came (offline, DNS, a dropped connection).
      return error instanceof TypeError ? false : fail();
    }
  }

  return {
    refresh() {
      pending ??= run().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    get inFlight() {
      return pending !== undefined;
    },
    onFailure(listener) {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
  };
}
