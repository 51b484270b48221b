/**
 * A new person on the same tab finds nothing of the last one in memory either (issue 38): a memo
 * typed but not saved, and the address a list was left at, are forgotten with the query cache.
 */
import { describe, expect, it } from 'vitest';
import { inlineDrafts } from '@/engine/detail/inline-drafts';
import { listReturnHref, rememberListSearch } from '@/engine/list/list-return';
import { startFromNothing } from '@/api/data/session-reset';

describe('starting from nothing', () => {
  it('forgets inline drafts and the lists’ last addresses', () => {
    inlineDrafts.update('memo-of-a-customer', { text: '전화번호 적어 둠' });
    rememberListSearch('/profile/101/coupon', new URLSearchParams('page=3'));
    expect(listReturnHref('/profile/101/coupon')).toBe('/profile/101/coupon?page=3');

    startFromNothing(undefined);

    expect(inlineDrafts.get('memo-of-a-customer')).toEqual({});
    expect(listReturnHref('/profile/101/coupon')).toBe('/profile/101/coupon');
  });
});
