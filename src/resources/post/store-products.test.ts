import { describe, expect, it } from 'vitest';
import { storeProductOption, withChosen } from './StoreProductsWidget';

describe('store products of a post', () => {
  it('names a product with the price a buyer pays', () => {
    expect(storeProductOption({ id: '1759', name: '하우스 블렌드', price: 14000, salePrice: 12600 })).toEqual({
      value: 1759,
      label: '하우스 블렌드 · 12,600원',
    });
    expect(storeProductOption({ id: '7', name: '머그컵', price: 16000, salePrice: null }).label).toBe(
      '머그컵 · 16,000원',
    );
  });

  it('keeps the name a chosen product was seen by under another search, and numbers one never seen', () => {
    const found = [{ value: 1759, label: '하우스 블렌드 · 12,600원' }];
    const seen = new Map([[1780, '콜롬비아 원두 · 26,000원']]);
    expect(withChosen(found, [1759, 1780, 7101], seen)).toEqual([
      ...found,
      { value: 1780, label: '콜롬비아 원두 · 26,000원' },
      { value: 7101, label: '상품 7101번' },
    ]);
  });
});
