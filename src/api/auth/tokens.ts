/**
 * Access and refresh tokens (spec 000 §5): a token is valid while its decoded `exp` is later than
 * now; a token that does not decode counts as absent. Keep-login makes the cookies persistent
 * (until the token expires); otherwise they end with the browser session.
 */
import { cookieNames } from '../session';
import type { CookieJar } from './cookies';

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface StoredTokens {
  readonly accessToken: string | undefined;
  readonly refreshToken: string | undefined;
}

export type Clock = () => number;

const systemClock: Clock = () => Date.now();

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Expiry of a JWT-shaped token in epoch milliseconds, or undefined when it does not decode. */
export function tokenExpiry(token: string | undefined): number | undefined {
  const parts = token?.split('.');
  const payload = parts?.[1];
  if (!payload || parts.length !== 3) return undefined;
  try {
    const exp = (JSON.parse(decodeBase64Url(payload)) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function isTokenValid(token: string | undefined, now: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== undefined && expiry > now;
}

export interface TokenStore {
  read(): StoredTokens;
  /** Saves both tokens; without `keepLogin` the previous choice is kept. */
  save(tokens: TokenPair, keepLogin?: boolean): void;
  clear(): void;
  keepLogin(): boolean;
}

export function createTokenStore(jar: CookieJar, now: Clock = systemClock): TokenStore {
  const lifetime = (token: string, persistent: boolean) => {
    if (!persistent) return {};
    const expiry = tokenExpiry(token);
    return expiry === undefined ? {} : { maxAgeSeconds: (expiry - now()) / 1000 };
  };
  const store: TokenStore = {
    read: () => ({
      accessToken: readDecodable(jar, cookieNames.accessToken),
      refreshToken: readDecodable(jar, cookieNames.refreshToken),
    }),
    save(tokens, keepLogin = store.keepLogin()) {
      jar.set(cookieNames.accessToken, tokens.accessToken, lifetime(tokens.accessToken, keepLogin));
      jar.set(cookieNames.refreshToken, tokens.refreshToken, lifetime(tokens.refreshToken, keepLogin));
      if (keepLogin) jar.set(cookieNames.keepLogin, 'true', lifetime(tokens.refreshToken, true));
      else jar.remove(cookieNames.keepLogin);
    },
    clear() {
      jar.remove(cookieNames.accessToken);
      jar.remove(cookieNames.refreshToken);
      jar.remove(cookieNames.keepLogin);
    },
    keepLogin: () => jar.get(cookieNames.keepLogin) === 'true',
  };
  return store;
}

/** An unparseable token counts as absent. */
function readDecodable(jar: CookieJar, name: string): string | undefined {
  const token = jar.get(name);
  return tokenExpiry(token) === undefined ? undefined : token;
}
