/**
 * The shell's first calls — the session's profile check, the remote config and the account list —
 * started by the root route's loader as soon as the app's code runs, instead of after the first
 * render and the session's answer (issue 10: no request waterfall). Each is the same query
 * definition its screen reads, so nothing is asked twice.
 *
 * The account list is asked before the session knows who is there: a signed-out visitor's call is
 * refused (401) and dropped unseen, the price of not waiting a round trip for everyone else. An
 * expired access token makes it join the profile call's single token refresh (api/middleware.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { businessAccountsQuery } from './business-accounts';
import { startEarly } from './early-query';
import { profileQuery } from './profile';
import { remoteConfigQuery } from './remote-config';

export function startShellQueries(queryClient: QueryClient): null {
  startEarly(queryClient, profileQuery());
  startEarly(queryClient, remoteConfigQuery);
  startEarly(queryClient, businessAccountsQuery());
  return null;
}
