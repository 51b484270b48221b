/**
 * List state lives in the URL (`?page=2&size=10&validity=EXPIRED&sort=name,asc`), so a reload,
 * a shared link or the back button shows the same list.
 */
import { operationInfo } from '@/api/operations';
import { pageQuery } from '../data/paging';
import type { ListDef } from '../resource/types';

export interface ListState {
  readonly page: number;
  readonly pageSize: number;
  readonly filters: Readonly<Record<string, string>>;
  readonly sort?: { readonly field: string; readonly order: 'asc' | 'desc' };
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50] as const;
/** Page size of a list the server returns whole (paged in the browser). */
const LOCAL_PAGE_SIZE = 20;
const RESERVED = new Set(['page', 'size', 'sort', 'edit', 'create']);

export function readListState(
  search: URLSearchParams,
  filterNames: readonly string[],
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ListState {
  const page = positiveInt(search.get('page')) ?? 1;
  const size = positiveInt(search.get('size'));
  const pageSize = size && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultPageSize;
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(name);
    if (value !== null && value !== '' && !RESERVED.has(name)) filters[name] = value;
  }
  const [field, order] = (search.get('sort') ?? '').split(',');
  return {
    page,
    pageSize,
    filters,
    ...(field && (order === 'asc' || order === 'desc') ? { sort: { field, order } } : {}),
  };
}

/** The search string for `next`, keeping unrelated parameters (e.g. `baId`, `preview`). */
export function writeListState(
  current: URLSearchParams,
  next: ListState,
  filterNames: readonly string[],
): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const name of ['page', 'size', 'sort', ...filterNames]) search.delete(name);
  if (next.page > 1) search.set('page', String(next.page));
  if (next.pageSize !== DEFAULT_PAGE_SIZE) search.set('size', String(next.pageSize));
  for (const [name, value] of Object.entries(next.filters)) if (value !== '') search.set(name, value);
  if (next.sort) search.set('sort', `${next.sort.field},${next.sort.order}`);
  return search;
}

function positiveInt(value: string | null): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/**
 * What a list asks the server for at an address: its state from the URL, the query (fixed query,
 * filters, sort) and, unless it pages by cursor, the one page's arguments. The route's loader
 * starts the same request (data/prefetch.ts).
 */
export function listRequest(def: ListDef, search: URLSearchParams) {
  const paging = operationInfo(def.op.key).paging;
  const state = readListState(search, def.filters, paging?.kind === 'none' || !paging ? LOCAL_PAGE_SIZE : undefined);
  const query: Record<string, unknown> = {
    ...def.fixedQuery,
    ...state.filters,
    ...(def.sortParam && state.sort ? { [def.sortParam]: `${state.sort.field},${state.sort.order}` } : {}),
  };
  const pageArgs = paging?.kind === 'cursor' ? undefined : { query: { ...query, ...pageQuery(paging, state) } };
  return { state, query, pageArgs };
}
