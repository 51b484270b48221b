import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-url';

describe('safeLink', () => {
  it.each([
    ['/profile/101/coupon', '/profile/101/coupon'],
    ['  /notice/detail/3?x=1#top ', '/notice/detail/3?x=1#top'],
    ['/a/../b', '/b'],
  ])('keeps the console path %j', (raw, path) => {
    expect(safeLink(raw)).toEqual({ kind: 'internal', path });
  });

  it('keeps an https address', () => {
    expect(safeLink('https://business.dongnemarket.com/terms')).toEqual({
      kind: 'external',
      url: 'https://business.dongnemarket.com/terms',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://business.dongnemarket.com',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'https://',
    'profile/101',
    'mailto:owner@example.com',
    '',
    null,
    undefined,
  ])('refuses %j', (raw) => {
    expect(safeLink(raw)).toEqual({ kind: 'none' });
  });
});
