/**
 * The signed-in business user as the shell knows it (spec 000 §4 "Session start"). The provider
 * (SessionProvider) runs the session start and keeps this up to date; the header and the pages
 * read it with `useSession()`.
 */
import { createContext, useContext } from 'react';

/** unavailable: the session could not be checked (a server error, no network): not a sign-out. */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out' | 'maintenance' | 'unavailable';

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface Session {
  readonly status: SessionStatus;
  /** Set when signed in (the profile's businessUser.id). */
  readonly businessUserId: number | undefined;
  readonly email: string | undefined;
  readonly nickname: string | undefined;
  /** Feature codes whose flag is enabled (e.g. `AGENCY`). */
  readonly featureFlags: ReadonlySet<string>;
  /** Why the session could not be checked (status unavailable). */
  readonly error?: unknown;
  /** Checks the session again (after unavailable: 다시 시도). */
  readonly retry?: () => void;
  /** Saves the tokens of a finished sign-in (QR, social) and starts the session. */
  completeSignIn(tokens: SessionTokens, keepLogin: boolean): Promise<void>;
  /** Clears local state and the stored business account, signs out, and goes to /login (query kept). */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
