import { afterEach, describe, expect, it } from 'vitest';
import { forgetListSearches, listReturnHref, rememberListSearch } from './list-return';

afterEach(forgetListSearches);

describe('list return address', () => {
  it('leads back to the list as it was left, per list, without the drawer keys', () => {
    rememberListSearch('/profile/101/branch-store/list', new URLSearchParams('q=합정&page=3&edit=7'));
    rememberListSearch('/profile/102/branch-store/list', new URLSearchParams('page=2'));
    expect(listReturnHref('/profile/101/branch-store/list')).toBe(
      `/profile/101/branch-store/list?${new URLSearchParams('q=합정&page=3').toString()}`,
    );
    expect(listReturnHref('/profile/102/branch-store/list')).toBe('/profile/102/branch-store/list?page=2');
    expect(listReturnHref('/profile/101/coupon')).toBe('/profile/101/coupon');
    expect(listReturnHref(undefined)).toBeUndefined();
  });

  it('forgets a list left at its defaults', () => {
    rememberListSearch('/profile/101/coupon', new URLSearchParams('page=2'));
    rememberListSearch('/profile/101/coupon', new URLSearchParams('create=1'));
    expect(listReturnHref('/profile/101/coupon')).toBe('/profile/101/coupon');
  });
});
