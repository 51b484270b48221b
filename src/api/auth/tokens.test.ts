import { describe, expect, it } from 'vitest';
import { cookieNames } from '../session';
import { cookieStrings, memoryCookieJar, parseCookie, sharedDomainFor } from './cookies';
import { createTokenStore, isTokenValid, tokenExpiry } from './tokens';

const NOW = Date.UTC(2026, 10, 21, 5, 0, 0);

function token(expMs: number, kind = 'access'): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ type: kind, exp: expMs / 1000 })}.sig`;
}

describe('token validity (spec §5)', () => {
  it.each([
    ['expires later', token(NOW + 1000), true],
    ['expires now', token(NOW), false],
    ['expired', token(NOW - 1000), false],
    ['not a JWT', 'garbage', false],
    ['payload not JSON', 'a.b.c', false],
    ['no exp', `${btoa('{}')}.${btoa('{"sub":"1"}')}.s`, false],
    ['absent', undefined, false],
  ])('%s → %s', (_, value, valid) => {
    expect(isTokenValid(value, NOW)).toBe(valid);
  });

  it('decodes exp into milliseconds', () => {
    expect(tokenExpiry(token(NOW + 60_000))).toBe(NOW + 60_000);
  });
});

describe('token store', () => {
  it('treats an unparseable cookie as absent', () => {
    const jar = memoryCookieJar({ [cookieNames.accessToken]: 'broken', [cookieNames.refreshToken]: token(NOW + 1) });
    expect(createTokenStore(jar, () => NOW).read()).toEqual({ accessToken: undefined, refreshToken: token(NOW + 1) });
  });

  it('keep-login writes persistent cookies that last as long as each token', () => {
    const jar = memoryCookieJar();
    const store = createTokenStore(jar, () => NOW);
    store.save({ accessToken: token(NOW + 1_800_000), refreshToken: token(NOW + 86_400_000, 'refresh') }, true);
    expect(jar.values.get(cookieNames.accessToken)?.options).toEqual({ maxAgeSeconds: 1800 });
    expect(jar.values.get(cookieNames.refreshToken)?.options).toEqual({ maxAgeSeconds: 86_400 });
    expect(store.keepLogin()).toBe(true);
    // A later save without a choice (a refresh) keeps it.
    store.save({ accessToken: token(NOW + 60_000), refreshToken: token(NOW + 120_000, 'refresh') });
    expect(jar.values.get(cookieNames.accessToken)?.options).toEqual({ maxAgeSeconds: 60 });
  });

  it('without keep-login writes session cookies, and clear deletes everything', () => {
    const jar = memoryCookieJar();
    const store = createTokenStore(jar, () => NOW);
    store.save({ accessToken: token(NOW + 1000), refreshToken: token(NOW + 2000) }, false);
    expect(jar.values.get(cookieNames.accessToken)?.options).toEqual({});
    expect(store.keepLogin()).toBe(false);
    store.clear();
    expect(jar.values.size).toBe(0);
  });
});

describe('cookies (spec §9)', () => {
  const onProduct = { sharedDomain: 'dongnemarket.com', hostname: 'business.dongnemarket.com', secure: true };

  it('writes a shared parent-domain cookie and a per-origin cookie, strict and secure on https', () => {
    expect(cookieStrings('t', 'a b', onProduct, { maxAgeSeconds: 60 })).toEqual([
      't=a%20b; Path=/; SameSite=Strict; Secure; Max-Age=60; Domain=.dongnemarket.com',
      't=a%20b; Path=/; SameSite=Strict; Secure; Max-Age=60',
    ]);
  });

  it('writes only the origin cookie off the shared domain or without one, and no Secure on http', () => {
    expect(sharedDomainFor({ ...onProduct, hostname: 'localhost' })).toBeUndefined();
    expect(sharedDomainFor({ ...onProduct, hostname: 'evildongnemarket.com' })).toBeUndefined();
    expect(cookieStrings('t', 'v', { sharedDomain: undefined, hostname: 'localhost', secure: false })).toEqual([
      't=v; Path=/; SameSite=Strict',
    ]);
  });

  it('reads a cookie by name', () => {
    expect(parseCookie('b', 'a=1; b=%ED%95%9C')).toBe('한');
    expect(parseCookie('c', 'a=1')).toBeUndefined();
  });
});
