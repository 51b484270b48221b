import { describe, expect, it } from 'vitest';
import { isKnownProductType, parseContent, productListKey } from './product-rules';

describe('productListKey', () => {
  it('joins the sorted statuses with hyphens, then the representative status and type, dropping empty parts', () => {
    expect(productListKey(['REJECTED', 'INACTIVE', 'BANNED'])).toBe('BANNED-INACTIVE-REJECTED');
    expect(productListKey(['INACTIVE', 'BANNED'], 'INACTIVE', 'DELIVERY')).toBe('BANNED-INACTIVE_INACTIVE_DELIVERY');
    expect(productListKey([], null, 'VOUCHER')).toBe('VOUCHER');
  });

  it('is the same whatever order the statuses come in', () => {
    expect(productListKey(['ACTIVE', 'PENDING'])).toBe(productListKey(['PENDING', 'ACTIVE']));
  });
});

describe('what the list and the preview share with the form', () => {
  it('treats any other type as a future type', () => {
    expect(isKnownProductType('GOODS')).toBe(true);
    expect(isKnownProductType('SUBSCRIPTION')).toBe(false);
  });

  it('reads content blocks, and nothing from content that does not parse', () => {
    expect(parseContent('[{"type":"paragraph","text":"안녕하세요"}]')).toEqual([
      { type: 'paragraph', text: '안녕하세요' },
    ]);
    expect(parseContent('{not json')).toEqual([]);
    expect(parseContent('')).toEqual([]);
  });
});
