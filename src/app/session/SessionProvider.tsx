/**
 * Runs the session start (spec 000 §4) and provides `useSession()`. While signed in it logs access
 * every 10 minutes and keeps the tokens fresh (60 s check); a failed refresh ends the session. A
 * signed-out visitor is sent to the login page unless the path is exempt (spec §2), with the path
 * and query to come back to; maintenance goes to /maintenance.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createAccessLogScheduler, startRefreshTimer } from '@/api/auth';
import { clearStoredBusinessAccountId, clearStoredBusinessUserId, storeBusinessUserId } from '@/api/session';
import { paths } from '@/config/paths';
import {
  loginHref,
  logoutHref,
  shouldRedirectToLogin,
  skipsSessionCheck,
  type LocationLike,
  type RedirectOptions,
} from './redirect-rules';
import { SessionContext, type Session, type SessionStatus, type SessionTokens } from './session-context';
import { defaultSessionServices, type SessionServices } from './session-services';
import { startSession, type SignedInUser } from './session-start';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface SessionProviderProps {
  readonly children: ReactNode;
  /** The router's navigate (e.g. `useNavigate()` in the root route's element). */
  readonly navigate: Navigate;
  /** The current location (e.g. `useLocation()`); defaults to `window.location`. */
  readonly location?: LocationLike;
  readonly redirect?: RedirectOptions;
  readonly services?: Partial<SessionServices>;
}

interface State {
  readonly status: SessionStatus;
  readonly user: SignedInUser | undefined;
  readonly error?: unknown;
}

const CHECKING: State = { status: 'checking', user: undefined };
const SIGNED_OUT: State = { status: 'signed-out', user: undefined };
const NO_FLAGS: ReadonlySet<string> = new Set();

export function SessionProvider({ children, navigate, location, redirect, services }: SessionProviderProps) {
  const deps = useMemo(() => ({ ...defaultSessionServices, ...services }), [services]);
  const [state, setState] = useState<State>(CHECKING);
  const here = location ?? globalThis.location;
  /** The path signOut left from: its own navigation to /login replaces the login redirect there. */
  const signedOutFrom = useRef<string | undefined>(undefined);
  const run = useRef(0);
  /**
   * Set by signOut until the next sign-in. A page may sign out from its mount effect, which React
   * runs before this provider's start effect: that start must not sign the user back in.
   */
  const signedOutByUser = useRef(false);

  const start = useCallback(async () => {
    if (signedOutByUser.current) {
      setState(SIGNED_OUT);
      return;
    }
    const id = ++run.current;
    const outcome = await startSession({
      fetchProfile: deps.fetchProfile,
      tokens: deps.tokens,
      isTokenValid: deps.isTokenValid,
      refresh: () => deps.refresher.refresh(),
    });
    if (id !== run.current) return;
    if (outcome.status === 'signed-in') storeBusinessUserId(outcome.user.businessUserId);
    else if (outcome.status === 'signed-out') clearStoredBusinessUserId();
    setState(
      outcome.status === 'signed-in'
        ? { status: 'signed-in', user: outcome.user }
        : outcome.status === 'unavailable'
          ? { status: 'unavailable', user: undefined, error: outcome.error }
          : { status: outcome.status, user: undefined },
    );
  }, [deps]);

  useEffect(() => {
    void start();
    return () => {
      run.current += 1;
    };
  }, [start]);

  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return undefined;
    const accessLog = createAccessLogScheduler({ log: deps.logAccess, hasFocus: deps.hasFocus });
    const timer = startRefreshTimer({ store: deps.tokens, refresher: deps.refresher });
    // A refresh that fails (a 401 answer with an expired refresh token, a server error) deleted the
    // tokens: the session is over, and the redirect below sends the user to log in again.
    const stopListening = deps.refresher.onFailure(() => {
      run.current += 1;
      clearStoredBusinessUserId();
      // The cache waits for the next sign-in, which starts from nothing (completeSignIn): the
      // same person signing in again finds the page they were on as it was.
      setState(SIGNED_OUT);
    });
    accessLog.start();
    return () => {
      accessLog.stop();
      timer.stop();
      stopListening();
    };
  }, [signedIn, deps]);

  const { pathname, search, hash } = here;
  useEffect(() => {
    if (state.status === 'maintenance' && pathname !== paths.access.maintenance.pattern) {
      navigate(paths.access.maintenance.href({}), { replace: true });
    }
    if (state.status !== 'signed-out' || signedOutFrom.current === pathname) return;
    signedOutFrom.current = undefined;
    if (!skipsSessionCheck(pathname) && shouldRedirectToLogin(pathname, redirect)) {
      // After a sign-out on this tab (Back to the last page), whoever signs in next starts at their
      // own start page, not at the page of the person who left (issue 38).
      const back = signedOutByUser.current ? { pathname: paths.home.pattern, search: '' } : { pathname, search };
      navigate(loginHref({ ...back, ...(hash && !signedOutByUser.current ? { hash } : {}) }), { replace: true });
    }
  }, [state.status, pathname, search, hash, redirect, navigate]);

  const completeSignIn = useCallback(
    async (tokens: SessionTokens, keepLogin: boolean) => {
      signedOutFrom.current = undefined;
      signedOutByUser.current = false;
      // Whoever signs in now may not be who was signed in before on this tab.
      deps.startFromNothing();
      deps.tokens.save(tokens, keepLogin);
      setState(CHECKING);
      await start();
    },
    [deps, start],
  );

  const signOut = useCallback(async () => {
    signedOutFrom.current = pathname;
    signedOutByUser.current = true;
    run.current += 1;
    setState(SIGNED_OUT);
    clearStoredBusinessAccountId();
    clearStoredBusinessUserId();
    // Nothing of this person stays on a shared PC for the next one: cached answers, drafts, choices.
    deps.startFromNothing();
    try {
      await deps.signOutCall();
    } catch {
      // Signed out locally either way.
    }
    deps.tokens.clear();
    navigate(logoutHref(search));
  }, [deps, navigate, pathname, search]);

  const retry = useCallback(() => {
    setState(CHECKING);
    void start();
  }, [start]);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      error: state.error,
      retry,
      businessUserId: state.user?.businessUserId,
      email: state.user?.email,
      nickname: state.user?.nickname,
      featureFlags: state.user?.featureFlags ?? NO_FLAGS,
      completeSignIn,
      signOut,
    }),
    [state, retry, completeSignIn, signOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
