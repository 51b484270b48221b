/**
 * What the API layer needs to know about the signed-in user: the current business account and
 * the tokens it sends. The shell (sign-in, refresh) writes these; the clients only read them.
 */
import { STORED_VALUES } from './stored-values';

const CURRENT_ACCOUNT_KEY = STORED_VALUES.currentAccount.key;
export const BUSINESS_USER_KEY = STORED_VALUES.businessUser.key;

export const cookieNames = {
  accessToken: 'dm_access_token',
  refreshToken: 'dm_refresh_token',
  businessWebToken: 'dm_biz_web_token',
  /** Present ("true") when the user chose to stay signed in: token cookies outlive the browser session. */
  keepLogin: 'dm_keep_login',
} as const;

export function getStoredBusinessAccountId(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(CURRENT_ACCOUNT_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeBusinessAccountId(id: string | number): void {
  try {
    globalThis.localStorage?.setItem(CURRENT_ACCOUNT_KEY, String(id));
  } catch {
    // Private mode or storage full: the header falls back to the baId query parameter.
  }
}

export function clearStoredBusinessAccountId(): void {
  try {
    globalThis.localStorage?.removeItem(CURRENT_ACCOUNT_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}

/**
 * The person whose data the query keys are scoped to (api/data/scope.ts): the stored signed-in
 * user as read at page load, read again only when a person starts from nothing (sign-in, sign-out:
 * `renewKeyPerson`). It never changes under a mounted screen: a key that changed owner while its
 * screen was drawn left that screen waiting on a query nobody asked for.
 */
let person: { readonly id: string | undefined } | undefined;

export function currentPerson(): string | undefined {
  person ??= { id: getStoredBusinessUserId() };
  return person.id;
}

export function renewKeyPerson(): void {
  person = { id: getStoredBusinessUserId() };
}

/** The signed-in business user (spec 000 §4 step 2 "store it"); cleared on sign-out. */
export function getStoredBusinessUserId(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(BUSINESS_USER_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeBusinessUserId(id: string | number): void {
  try {
    globalThis.localStorage?.setItem(BUSINESS_USER_KEY, String(id));
  } catch {
    // Private mode or storage full: the session still holds the id in memory.
  }
}

export function clearStoredBusinessUserId(): void {
  try {
    globalThis.localStorage?.removeItem(BUSINESS_USER_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}

/** `/profile/{baId}/…`: the account a page's address names. */
const ACCOUNT_PAGE = /^\/profile\/([1-9][0-9]*)(?:\/|$)/;

/**
 * The account for a call made outside the engine's account-bound calls (the access log, GraphQL,
 * the invitation page, the global coupon dialog): the one the address names (`/profile/{baId}`,
 * then `?baId`), else the last one chosen. The address comes first, so the first call on a page of
 * another account is never made for the previous one.
 */
export function currentBusinessAccountId(
  search = globalThis.location?.search ?? '',
  pathname = globalThis.location?.pathname ?? '',
): string | undefined {
  const fromPath = ACCOUNT_PAGE.exec(pathname)?.[1];
  const fromQuery = new URLSearchParams(search).get('baId');
  return fromPath ?? (fromQuery || getStoredBusinessAccountId());
}

export function readCookie(name: string, cookies = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
