/** The URL-based stand-in for fast-uri that rjsf gets in the build (schema-uri.ts) answers as fast-uri does. */
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import schemaUri from './schema-uri';

const PAIRS: readonly (readonly [string, string])[] = [
  ['coupon.createCouponBox.request', '#/definitions/price'],
  ['#', '#/properties/name'],
  ['#', '#'],
  ['https://dongnemarket.com/schemas/menu.json', 'option.json#/properties/name'],
  ['https://dongnemarket.com/schemas/menu.json', '#'],
  ['https://dongnemarket.com/a/b/menu.json', '../option.json'],
  ['https://Dongnemarket.com/a/', 'HTTPS://dongnemarket.COM/a/./b'],
  ['urn:dongne:menu', '#/properties/price'],
  ['pickup.createMenu.request', 'pickup.option.request#/properties/name'],
  ['a/b', '../c'],
];

describe('schema-uri', () => {
  it.each(PAIRS)('resolves %s with %s as fast-uri does', (base, ref) => {
    expect(schemaUri.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://dongnemarket.com/menu', 'HTTPS://DONGNEMARKET.com/menu'],
    ['pickup.createMenu.request', 'pickup.createMenu.request'],
    ['pickup.createMenu.request', 'pickup.createMenu.request/'],
    ['menu#', 'menu'],
    ['https://dongnemarket.com/menu', 'https://dongnemarket.com/option'],
  ])('compares %s and %s as fast-uri does', (a, b) => {
    expect(schemaUri.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
