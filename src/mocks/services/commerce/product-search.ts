import type { ProductSort } from '@generated/graphql/commerce/schema';
import type { ProductRow } from './state';

/** 설계: products whose name contains the query (spaces and case ignored), in the chosen order. */
export function searchProducts(
  products: readonly ProductRow[],
  query: string | null | undefined,
  sort: ProductSort | null | undefined,
): ProductRow[] {
  const needle = (query ?? '').replace(/\s+/g, '').toLowerCase();
  const found = needle
    ? products.filter((product) => product.name.replace(/\s+/g, '').toLowerCase().includes(needle))
    : [...products];
  const newest = (a: ProductRow, b: ProductRow) => b.createdAt.localeCompare(a.createdAt);
  const order: Record<ProductSort, (a: ProductRow, b: ProductRow) => number> = {
    NEWEST: newest,
    BEST_SELLING: (a, b) => b.sold - a.sold || newest(a, b),
    PRICE_ASC: (a, b) => a.salePrice - b.salePrice || newest(a, b),
    PRICE_DESC: (a, b) => b.salePrice - a.salePrice || newest(a, b),
  };
  return found.sort(order[sort ?? 'NEWEST']);
}
