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
  /** Filter values by variable name. */
  readonly filters: Readonly<Record<string, string>>;
  readonly sort?: { readonly field: string; readonly order: 'asc' | 'desc' };
  /** Key of the tab shown (lists with tabs). */
  readonly tab?: string;
  /** Value of the named sort (lists with one). */
  readonly order?: string;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50] as const;
/** Page size of a list the server returns whole (paged in the browser). */
const LOCAL_PAGE_SIZE = 20;
const RESERVED = new Set(['page', 'size', 'sort', 'edit', 'create']);

/** What of a list lives in the address besides page, size and `field,order` sort. */
export interface ListAddress {
  readonly filters: readonly string[];
  /** A filter's name in the address where it differs from the variable (`{ query: 'q' }`). */
  readonly filterParams?: Readonly<Record<string, string>>;
  readonly tabs?: { readonly param: string; readonly keys: readonly string[]; readonly default: string };
  readonly order?: { readonly param: string; readonly default: string; readonly values?: readonly string[] };
}

/** The address part of a list definition. */
export function listAddressOf(def: ListDef): ListAddress {
  const filterParams = Object.fromEntries(
    Object.entries(def.filterOptions ?? {}).flatMap(([name, option]) => (option.param ? [[name, option.param]] : [])),
  );
  return {
    filters: def.filters,
    filterParams,
    ...(def.tabs
      ? { tabs: { param: def.tabs.param, keys: def.tabs.tabs.map((tab) => tab.key), default: def.tabs.default } }
      : {}),
    ...(def.namedSort
      ? {
          order: {
            param: def.namedSort.param,
            default: def.namedSort.default,
            ...(def.namedSort.options ? { values: def.namedSort.options.map((option) => option.value) } : {}),
          },
        }
      : {}),
  };
}

function addressOf(address: ListAddress | readonly string[]): ListAddress {
  return isNames(address) ? { filters: address } : address;
}

function isNames(address: ListAddress | readonly string[]): address is readonly string[] {
  return Array.isArray(address);
}

export function readListState(
  search: URLSearchParams,
  filterNames: ListAddress | readonly string[],
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ListState {
  const address = addressOf(filterNames);
  const page = positiveInt(search.get('page')) ?? 1;
  const size = positiveInt(search.get('size'));
  const pageSize = size && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultPageSize;
  const filters: Record<string, string> = {};
  for (const name of address.filters) {
    const param = address.filterParams?.[name] ?? name;
    const value = search.get(param);
    if (value !== null && value !== '' && !RESERVED.has(param)) filters[name] = value;
  }
  // A named sort may take the `sort` name: then the address has no `field,order` sort.
  const [field, order] = address.order?.param === 'sort' ? [] : (search.get('sort') ?? '').split(',');
  const tabs = address.tabs;
  const tab = tabs ? search.get(tabs.param) : null;
  const named = address.order;
  const value = named ? search.get(named.param) : null;
  return {
    page,
    pageSize,
    filters,
    ...(field && (order === 'asc' || order === 'desc') ? { sort: { field, order } } : {}),
    ...(tabs ? { tab: tab !== null && tabs.keys.includes(tab) ? tab : tabs.default } : {}),
    ...(named
      ? { order: value !== null && value !== '' && (named.values?.includes(value) ?? true) ? value : named.default }
      : {}),
  };
}

/** The search string for `next`, keeping unrelated parameters (e.g. `baId`, `preview`); defaults are left out. */
export function writeListState(
  current: URLSearchParams,
  next: ListState,
  filterNames: ListAddress | readonly string[],
): URLSearchParams {
  const address = addressOf(filterNames);
  const search = new URLSearchParams(current);
  const param = (name: string) => address.filterParams?.[name] ?? name;
  const own = [
    'page',
    'size',
    'sort',
    ...address.filters.map(param),
    ...(address.tabs ? [address.tabs.param] : []),
    ...(address.order ? [address.order.param] : []),
  ];
  for (const name of own) search.delete(name);
  if (address.tabs && next.tab && next.tab !== address.tabs.default) search.set(address.tabs.param, next.tab);
  if (next.page > 1) search.set('page', String(next.page));
  if (next.pageSize !== DEFAULT_PAGE_SIZE) search.set('size', String(next.pageSize));
  for (const [name, value] of Object.entries(next.filters)) if (value !== '') search.set(param(name), value);
  if (next.sort) search.set('sort', `${next.sort.field},${next.sort.order}`);
  if (address.order && next.order && next.order !== address.order.default) search.set(address.order.param, next.order);
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
  const state = readListState(
    search,
    listAddressOf(def),
    paging?.kind === 'none' || !paging ? LOCAL_PAGE_SIZE : undefined,
  );
  const tab = def.tabs?.tabs.find((candidate) => candidate.key === state.tab);
  const query: Record<string, unknown> = {
    ...def.fixedQuery,
    ...(tab ? tabQuery(tab.query) : {}),
    ...state.filters,
    ...(def.sortParam && state.sort ? { [def.sortParam]: `${state.sort.field},${state.sort.order}` } : {}),
    ...(def.namedSort && state.order ? { [def.namedSort.param]: state.order } : {}),
  };
  const pageArgs = paging?.kind === 'cursor' ? undefined : { query: { ...query, ...pageQuery(paging, state) } };
  return { state, query, pageArgs };
}

/**
 * A tab's query values with each list sorted: a tab's list is a set (statuses), so
 * `[INACTIVE, REJECTED, BANNED]` and `[BANNED, INACTIVE, REJECTED]` ask one query under one key.
 */
export function tabQuery(query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      name,
      Array.isArray(value) ? [...(value as unknown[])].sort((a, b) => String(a).localeCompare(String(b))) : value,
    ]),
  );
}
