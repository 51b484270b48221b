/** The product list's address: group, page, search and sort live in the query string. */
import type { ProductSort } from '@/api/commerce/catalog';
import { isProductGroup, PRODUCT_GROUPS, type ProductGroup } from './product-rules';

export const PRODUCT_PAGE_SIZE = 10;

export const PRODUCT_SORTS = ['NEWEST', 'BEST_SELLING', 'PRICE_ASC', 'PRICE_DESC'] as const satisfies ProductSort[];

export interface ProductListParams {
  readonly group: ProductGroup;
  readonly page: number;
  readonly query: string;
  readonly sort: ProductSort;
}

export function productListParams(search: URLSearchParams): ProductListParams {
  const group = search.get('group');
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  return {
    group: isProductGroup(group) ? group : 'onSale',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    query: (search.get('q') ?? '').trim(),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'NEWEST',
  };
}

/** The query string of a list state (defaults left out). */
export function productListSearch(params: ProductListParams): Record<string, string | undefined> {
  return {
    group: params.group === 'onSale' ? undefined : params.group,
    page: params.page === 1 ? undefined : String(params.page),
    q: params.query || undefined,
    sort: params.sort === 'NEWEST' ? undefined : params.sort,
  };
}

/** What the list query reads for an address. */
export function productListArgs(params: ProductListParams) {
  return {
    statuses: PRODUCT_GROUPS[params.group],
    page: params.page,
    size: PRODUCT_PAGE_SIZE,
    query: params.query,
    sort: params.sort,
  };
}
