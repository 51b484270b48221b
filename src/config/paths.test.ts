import { describe, expect, it } from 'vitest';
import { paths, route } from './paths';

describe('paths', () => {
  it('builds hrefs from typed parameters and drops empty search values', () => {
    expect(paths.coupon.detail.href({ baId: 101, couponId: 7 })).toBe('/profile/101/coupon/detail/7');
    expect(paths.coupon.list.href({ baId: 101 }, { page: 2, validity: undefined })).toBe('/profile/101/coupon?page=2');
  });

  it('encodes parameter values and refuses missing ones', () => {
    expect(route('/a/:id').href({ id: 'x/y' })).toBe('/a/x%2Fy');
    expect(() => route('/a/:id').href({ id: '' })).toThrow(/Missing route parameter id/);
  });
});
