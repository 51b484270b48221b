import { describe, expect, it } from 'vitest';
import type { ProductRow } from './state';
import { searchProducts } from './product-search';

const row = (name: string, salePrice: number, sold: number, createdAt: string) =>
  ({ name, salePrice, sold, createdAt }) as ProductRow;

const rows = [
  row('망원 하우스 블렌드 원두', 12_600, 214, '2026-01-01T10:00:00+09:00'),
  row('드립백 10개입', 15_000, 342, '2026-02-01T10:00:00+09:00'),
  row('머그컵', 18_000, 12, '2026-03-01T10:00:00+09:00'),
];

describe('searchProducts', () => {
  it('finds names containing the query, ignoring spaces', () => {
    expect(searchProducts(rows, '하우스블렌드', null).map((product) => product.name)).toEqual([
      '망원 하우스 블렌드 원두',
    ]);
  });

  it('orders newest first by default, and by sales or price when asked', () => {
    expect(searchProducts(rows, '', null).map((product) => product.name)[0]).toBe('머그컵');
    expect(searchProducts(rows, '', 'BEST_SELLING')[0]!.name).toBe('드립백 10개입');
    expect(searchProducts(rows, '', 'PRICE_ASC')[0]!.name).toBe('망원 하우스 블렌드 원두');
    expect(searchProducts(rows, '', 'PRICE_DESC')[0]!.name).toBe('머그컵');
  });
});
