/**
 * JWT-shaped mock tokens (header.payload.signature, base64url JSON) so the client can decode `exp`
 * (seconds) like it does with the real ones. The signature is not a real one.
 */
export type TokenKind = 'access' | 'refresh';

export interface TokenPayload {
  sub: string;
  type: TokenKind;
  iat: number;
  exp: number;
  jti: number;
}

export const ACCESS_TOKEN_SECONDS = 30 * 60;
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return atob(padded);
}

export function createToken(kind: TokenKind, businessUserId: number, now: Date, jti: number): string {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + (kind === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS);
  const payload: TokenPayload = { sub: String(businessUserId), type: kind, iat, exp, jti };
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64Url(JSON.stringify(payload));
  return `${header}.${body}.${base64Url(`mock-signature-${kind}-${jti}`)}`;
}

/** The payload of a mock token, or undefined when it does not parse (spec: counts as absent). */
export function decodeToken(token: string): TokenPayload | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload = JSON.parse(fromBase64Url(parts[1]!)) as Partial<TokenPayload>;
    if (typeof payload.exp !== 'number' || (payload.type !== 'access' && payload.type !== 'refresh')) return undefined;
    return payload as TokenPayload;
  } catch {
    return undefined;
  }
}

export function issueTokenPair(businessUserId: number, now: Date, nextId: () => number) {
  return {
    accessToken: createToken('access', businessUserId, now, nextId()),
    refreshToken: createToken('refresh', businessUserId, now, nextId()),
  };
}
