/**
 * The calls and stores the session uses, gathered so the provider can take fakes in tests.
 */
import { isTokenValid, tokenRefresher, tokenStore, type TokenRefresher, type TokenStore } from '@/api/auth';
import { fetchMyProfile } from '@/api/profile';
import { logCurrentAccountAccess, signOutCall } from '@/api/auth/sign-in';
import { startFromNothing } from '@/api/data/session-reset';
import type { StartProfile } from './session-start';

export interface SessionServices {
  readonly fetchProfile: () => Promise<StartProfile>;
  readonly tokens: TokenStore;
  readonly refresher: TokenRefresher;
  readonly isTokenValid: (token: string | undefined) => boolean;
  /** `auth.logBusinessAccountAccess` for the current business account (nothing without one). */
  readonly logAccess: () => Promise<unknown>;
  readonly signOutCall: () => Promise<unknown>;
  readonly hasFocus: () => boolean;
  /** Forgets every trace of the person (query cache, stored values): api/session-reset.ts. */
  readonly startFromNothing: () => void;
}

export const defaultSessionServices: SessionServices = {
  fetchProfile: fetchMyProfile,
  tokens: tokenStore,
  refresher: tokenRefresher,
  isTokenValid: (token) => isTokenValid(token),
  logAccess: logCurrentAccountAccess,
  signOutCall,
  hasFocus: () => globalThis.document?.hasFocus() ?? false,
  // The root route passes its query client (AppRoot.tsx); without one only storage is cleared.
  startFromNothing: () => startFromNothing(undefined),
};
