/**
 * Starts a query its screen is about to make, from a route's loader (the screen's data starts with
 * its code, not after the shell has loaded): once the backend answers, with the screen's own key
 * and function, so the screen finds it under way or done. A failure before the screen is shown is
 * dropped: the screen asks afresh when it mounts (with its own retry), as it would have without
 * this, instead of opening on a failure nobody saw happen.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { backendReady } from './backend-ready';
import { cachedRoleIn } from './business-accounts';
import { scopeOf } from './data/scope';
import { mayCall } from './roles';

export interface EarlyQuery {
  readonly queryKey: QueryKey;
  readonly queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
}

export function startEarly(queryClient: QueryClient, options: EarlyQuery): void {
  if (refusedToRole(queryClient, options.queryKey)) return;
  void backendReady().then(() =>
    queryClient.query(options).catch(() => {
      const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
      if (query?.getObserversCount() === 0) queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    }),
  );
}

/**
 * Whether the person's role in the key's account may not make its call (issue 39): a loader does
 * not start what the screen will not ask (a section the role does not see, a screen it may not open).
 */
function refusedToRole(queryClient: QueryClient, key: QueryKey): boolean {
  const account = scopeOf(key)?.account;
  if (!account) return false;
  return !mayCall(cachedRoleIn(queryClient, account), `${String(key[0])}.${String(key[1])}`);
}

/**
 * The answer of a query a loader started, taken once (the session's first profile check): the
 * query then leaves the cache, so every later check asks the server afresh. Without a started
 * query it simply asks.
 */
export async function takeEarly<T>(
  queryClient: QueryClient,
  options: { readonly queryKey: QueryKey; readonly queryFn: () => Promise<T> },
): Promise<T> {
  if (!queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })) return options.queryFn();
  try {
    return await queryClient.query({ queryKey: options.queryKey, queryFn: options.queryFn, staleTime: Infinity });
  } finally {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}
