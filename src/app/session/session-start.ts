/**
 * Session start (spec 000 §4), as a function over injected calls so every branch is testable:
 * 1. fetch own profile; status code `status_maintenance` → maintenance;
 * 2. a business user id → signed in (the caller stores it and starts the access log);
 * 3. otherwise the cookie rules: refresh token valid and access token invalid → refresh and start
 *    again (once); no valid refresh token → clear the tokens, signed out; else signed out;
 * 4. profile-call failure: maintenance code → maintenance; a 401 (the session is not valid) → signed
 *    out; anything else (a 5xx, no network) → unavailable: the merchant stays where they are and sees
 *    the error with 다시 시도 (issue 25: a server error is not a sign-out; the spec said signed out).
 */
import { errorStatus } from '@/api/errors';

export const MAINTENANCE_CODE = 'status_maintenance';

export interface StartProfile {
  readonly businessUser: { readonly id: number; readonly email: string } | null;
  readonly user: { readonly nickname: string } | null;
  readonly featureFlagList: readonly { readonly featureCode: string; readonly enabled: boolean }[];
  readonly status: { readonly code: string };
}

export interface SignedInUser {
  readonly businessUserId: number;
  readonly email: string | undefined;
  readonly nickname: string | undefined;
  readonly featureFlags: ReadonlySet<string>;
}

export type SessionStartOutcome =
  | { readonly status: 'maintenance' }
  | { readonly status: 'signed-in'; readonly user: SignedInUser }
  | {
      readonly status: 'signed-out';
      readonly reason: 'no-user' | 'no-refresh-token' | 'refresh-failed' | 'profile-failed';
    }
  | { readonly status: 'unavailable'; readonly error: unknown };

export interface SessionStartDeps {
  readonly fetchProfile: () => Promise<StartProfile>;
  readonly tokens: {
    read(): { readonly accessToken: string | undefined; readonly refreshToken: string | undefined };
    clear(): void;
  };
  readonly isTokenValid: (token: string | undefined) => boolean;
  /** Single-flight refresh; true when new tokens were saved. */
  readonly refresh: () => Promise<boolean>;
}

export async function startSession(deps: SessionStartDeps, refreshed = false): Promise<SessionStartOutcome> {
  let profile: StartProfile;
  try {
    profile = await deps.fetchProfile();
  } catch (error) {
    if (isMaintenanceError(error)) return { status: 'maintenance' };
    if (errorStatus(error) === 401) return { status: 'signed-out', reason: 'profile-failed' };
    return { status: 'unavailable', error };
  }
  if (profile.status.code === MAINTENANCE_CODE) return { status: 'maintenance' };
  if (profile.businessUser?.id !== undefined) return { status: 'signed-in', user: signedInUser(profile) };

  const { accessToken, refreshToken } = deps.tokens.read();
  if (!deps.isTokenValid(refreshToken)) {
    deps.tokens.clear();
    return { status: 'signed-out', reason: 'no-refresh-token' };
  }
  if (!deps.isTokenValid(accessToken) && !refreshed) {
    if (!(await deps.refresh())) return { status: 'signed-out', reason: 'refresh-failed' };
    return startSession(deps, true);
  }
  return { status: 'signed-out', reason: 'no-user' };
}

export function signedInUser(profile: StartProfile): SignedInUser {
  return {
    businessUserId: profile.businessUser!.id,
    email: profile.businessUser?.email,
    nickname: profile.user?.nickname,
    featureFlags: new Set(profile.featureFlagList.filter((flag) => flag.enabled).map((flag) => flag.featureCode)),
  };
}

/** A failed profile call whose body carries the maintenance code (as `code` or `status.code`). */
export function isMaintenanceError(error: unknown): boolean {
  const body = (error as { body?: { code?: unknown; status?: { code?: unknown } | null } | null } | null)?.body;
  if (!body || typeof body !== 'object') return false;
  const status = typeof body.status === 'object' ? body.status : null;
  return body.code === MAINTENANCE_CODE || status?.code === MAINTENANCE_CODE;
}
