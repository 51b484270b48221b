import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  loginHref,
  logoutHref,
  resolveBusinessAccountId,
  shouldRedirectToLogin,
  skipsSessionCheck,
} from './redirect-rules';

describe('automatic redirect to login (spec §2 exemptions)', () => {
  it.each([
    ['/', false],
    ['/logout', false],
    ['/login/social/callback', false],
    ['/preview/products/42', false],
    ['/preview/productsX', false],
    ['/terms/privacy', false],
    ['/terms', false],
    ['/success-story', false],
    ['/success-story/cafe', false],
    ['/kyc/auth-verification', false],
    ['/login', false],
    ['/login/only-qr', false],
    ['/login/qrlogin', false],
    ['/profile/login', false],
    ['/profiles', true],
    ['/profile/101/coupon', true],
    ['/userinfo', true],
    ['/notice', true],
    ['/maintenance', true],
    ['/preview/orders/1', true],
  ])('%s → redirect %s', (pathname, redirect) => {
    expect(shouldRedirectToLogin(pathname)).toBe(redirect);
  });

  it('exempts the one configured path and everything when the exception flag is set', () => {
    expect(shouldRedirectToLogin('/store-request-landing', { extraExemptPath: '/store-request-landing' })).toBe(false);
    expect(shouldRedirectToLogin('/profiles', { extraExemptPath: '/store-request-landing' })).toBe(true);
    expect(shouldRedirectToLogin('/profiles', { exception: true })).toBe(false);
  });

  it.each([
    ['/notice', true],
    ['/notice/detail/3', true],
    ['/notifications', true],
    ['/profiles', false],
    ['/', false],
  ])('session check skipped on %s: %s', (pathname, skipped) => {
    expect(skipsSessionCheck(pathname)).toBe(skipped);
  });
});

describe('login and landing targets', () => {
  it('carries the current location as an encoded redirect', () => {
    const href = loginHref({ pathname: '/profile/101/coupon', search: '?baId=101&tab=a b' });
    expect(href).toBe('/login?redirect=%2Fprofile%2F101%2Fcoupon%3FbaId%3D101%26tab%3Da+b');
    expect(afterLoginTarget(href.slice('/login'.length))).toBe('/profile/101/coupon?baId=101&tab=a b');
    expect(loginHref({ pathname: '/', search: '' })).toBe('/login');
  });

  it('URL-decodes the redirect query, else lands on the default route', () => {
    expect(afterLoginTarget('?redirect=%2Fnotice%2Fdetail%2F3')).toBe('/notice/detail/3');
    expect(afterLoginTarget('')).toBe('/profile/login');
    expect(afterLoginTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/profile/login');
    expect(afterLoginTarget('?redirect=%2F%2Fevil.example')).toBe('/profile/login');
  });

  it('external logout goes to /login keeping the query string', () => {
    expect(logoutHref('?baId=101&preview=pr-1')).toBe('/login?baId=101&preview=pr-1');
    expect(logoutHref('')).toBe('/login');
  });

  it.each([
    [7, '?baId=101', '103', '7'],
    [undefined, '?baId=101', '103', '101'],
    [undefined, '', '103', '103'],
    [undefined, '?baId=', undefined, undefined],
  ])('account id: explicit %s, search %s, stored %s → %s', (explicit, search, stored, expected) => {
    expect(resolveBusinessAccountId(explicit, search, stored)).toBe(expected);
  });
});
