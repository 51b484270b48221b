/**
 * Everything a list screen does, without any markup: its state (in the URL, or kept by the list
 * itself when it sits inside another screen), loading the right page for the operation's paging
 * kind, selection, reordering and the create/edit drawer. `ListView` only renders what this returns.
 */
import { useInfiniteQuery, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createSearchParams, useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';
import { rememberListSearch } from './list-return';
import { callOperation, operationInfo, type OperationArgs, type AnyOperationKey } from '@/api/operations';
import { payloadOf } from '@/api/envelope';
import { operationQueryKey } from '@/api/data/keys';
import { toast } from '@/components/toast/toast-store';
import { errorMessage } from '@/components/feedback/error-message';
import { messages } from '@/lib/messages';
import { useWriteGuard, type WriteGuard } from '../access/write-access';
import { pageQuery, readPage, type PageResult } from '../data/paging';
import { bindArgs, isBound, useBindings } from '../data/bindings';
import { operationQuery, useOperationQuery } from '@/api/data/queries';
import { useOperationDetail } from '../data/schemas';
import { itemSchemaOf, queryParameter } from '../schema/operation-schemas';
import { idOf } from '../resource/record';
import type { ListDef, ListTabsDef, ResourceDef } from '../resource/types';
import { listAddressOf, listRequest, writeListState, type ListState } from './list-state';

export interface ListControllerOptions {
  /** Inside another screen (a nested resource on its parent's detail): state is kept here, not in the URL. */
  readonly embedded?: boolean;
}

export function useListController(
  resource: ResourceDef,
  def: ListDef,
  { embedded = false }: ListControllerOptions = {},
) {
  const bindings = useBindings();
  const routeParams = bindings.route;
  const [search, setSearch] = useListSearch(embedded);
  const info = operationInfo(def.op.key);
  const paging = info.paging;
  const detail = useOperationDetail(def.op.key);
  // Fresh objects each render are fine: TanStack Query hashes keys by value.
  const { state, query, pageArgs } = listRequest(def, search);
  // The account and the parent ids the list is bound to are part of every request and query key.
  const bound = bindArgs(def.op, bindings);
  const pagedArgs = pageArgs ? { ...bound, ...pageArgs } : bound;
  const paged = useOperationQuery(def.op.key, pagedArgs, {
    enabled: pageArgs !== undefined,
    keepPrevious: true,
  });
  const cursor = useCursorPages(def.op.key, { ...bound, query }, state.pageSize, paging?.kind === 'cursor');

  const result: PageResult | undefined = useMemo(() => {
    if (paging?.kind === 'cursor') {
      const pages = cursor.data?.pages;
      if (!pages) return undefined;
      return { items: pages.flatMap((page) => page.items), hasMore: pages.at(-1)?.hasMore ?? false };
    }
    return paged.data === undefined ? undefined : readPage(paging, paged.data);
  }, [paging, cursor.data, paged.data]);

  const [selectedKeys, setSelectedKeys] = useState<readonly (string | number)[]>([]);
  const update = useCallback(
    (next: Partial<ListState>) => {
      setSelectedKeys([]);
      setSearch((current) => writeListState(current, { ...state, ...next }, listAddressOf(def)), { replace: false });
    },
    [def, setSearch, state],
  );

  const active = paging?.kind === 'cursor' ? cursor : paged;
  const rows = result?.items ?? [];
  const drawer = useDrawerState(search, setSearch);
  return {
    routeParams,
    embedded,
    /** The create or edit form open over the list (`?create=1`, `?edit=<id>`), if any. */
    drawer: drawer.state,
    openDrawer: drawer.open,
    closeDrawer: drawer.close,
    /** The row the open edit drawer is for (forms that edit from the row). */
    drawerRow: drawer.state?.id ? rows.find((row) => String(idOf(resource, row)) === drawer.state?.id) : undefined,
    state,
    /** The list's query without paging (fixed query, filters, sort): what a download of the whole list sends. */
    query,
    paging,
    itemSchema: itemSchemaOf(detail.data),
    filterParameter: (name: string) => queryParameter(detail.data, name),
    rows,
    /** The raw response of the page on screen (page-numbered lists), for figures read beside the items. */
    response: paging?.kind === 'cursor' ? undefined : paged.data,
    total: result?.total,
    hasMore: result?.hasMore ?? false,
    loadMore: () => void cursor.fetchNextPage(),
    loadingMore: cursor.isFetchingNextPage,
    isLoading: active.isLoading || detail.isLoading,
    isFetching: active.isFetching,
    error: active.error ?? detail.error,
    hasData: result !== undefined,
    refetch: () => void (paging?.kind === 'cursor' ? cursor.refetch() : paged.refetch()),
    setPage: (page: number, pageSize: number) => update({ page: pageSize === state.pageSize ? page : 1, pageSize }),
    setFilters: (filters: Record<string, string>) => update({ page: 1, filters }),
    setSort: (sort: ListState['sort']) => update({ page: 1, ...(sort ? { sort } : { sort: undefined }) }),
    /** Show another tab (first page; filters and sort kept). */
    setTab: (tab: string) => update({ page: 1, tab }),
    /** Order by another value of the named sort (first page). */
    setOrder: (order: string) => update({ page: 1, order }),
    /** Each tab's count by key, once its call has answered. */
    tabCounts: useTabCounts(def.tabs),
    /** The tab shown, when the list has tabs. */
    tab: def.tabs?.tabs.find((tab) => tab.key === state.tab),
    filtered: Object.keys(state.filters).length > 0,
    selectedKeys,
    setSelectedKeys,
    // The table's row keys are strings (rowKey), ids may be numbers: compare them as text.
    selectedRows: rows.filter((row) => selectedKeys.some((key) => String(key) === String(idOf(resource, row)))),
    localPaging: !paging || paging.kind === 'none',
    // The optimistic rows go under the list's own key (its tab, filters, sort and page included).
    reorder: useReorder(
      def,
      operationQueryKey(def.op.key, pagedArgs),
      paged.data,
      rows,
      useWriteGuard('change', def.reorder?.op.key),
    ),
  };
}

export type ListController = ReturnType<typeof useListController>;

/** The tabs' counts (one call for all, keyed under the list's service: refreshed after its actions). */
function useTabCounts(tabs: ListTabsDef | undefined) {
  const queryClient = useQueryClient();
  const bindings = useBindings();
  const counts = tabs?.counts;
  const args = counts ? bindArgs(counts.op, bindings) : {};
  const options: { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<unknown> } = counts
    ? operationQuery(queryClient, counts.op.key, args)
    : { queryKey: ['list-tab-counts', 'none'], queryFn: () => Promise.resolve(null) };
  const query = useQuery({ ...options, enabled: counts !== undefined && isBound(args) });
  return counts && query.data !== undefined ? counts.read(payloadOf(query.data)) : undefined;
}

/** The list's state: the address's query string, or (inside another screen) its own. */
function useListSearch(embedded: boolean): [URLSearchParams, SetURLSearchParams] {
  const url = useSearchParams();
  const { pathname } = useLocation();
  const addressSearch = url[0].toString();
  useEffect(() => {
    if (!embedded) rememberListSearch(pathname, new URLSearchParams(addressSearch));
  }, [embedded, pathname, addressSearch]);
  const [local, setLocal] = useState(() => new URLSearchParams());
  const setLocalSearch = useCallback<SetURLSearchParams>(
    (next) => setLocal((current) => createSearchParams(typeof next === 'function' ? next(current) : next)),
    [],
  );
  return embedded ? [local, setLocalSearch] : url;
}

export interface DrawerState {
  readonly mode: 'create' | 'edit';
  readonly id?: string;
}

function useDrawerState(search: URLSearchParams, setSearch: SetURLSearchParams) {
  const edit = search.get('edit');
  const state: DrawerState | undefined = edit
    ? { mode: 'edit', id: edit }
    : search.get('create')
      ? { mode: 'create' }
      : undefined;
  const write = useCallback(
    (key?: 'create' | 'edit', value?: string) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.delete('create');
        next.delete('edit');
        if (key && value) next.set(key, value);
        return next;
      }),
    [setSearch],
  );
  return {
    state,
    open: useCallback((mode: 'create' | 'edit', id = '1') => write(mode, id), [write]),
    close: useCallback(() => write(), [write]),
  };
}

function useCursorPages(key: AnyOperationKey, args: OperationArgs, pageSize: number, enabled: boolean) {
  const paging = operationInfo(key).paging;
  return useInfiniteQuery({
    queryKey: [...operationQueryKey(key, args), 'cursor', pageSize],
    enabled: enabled && isBound(args),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await callOperation(key, {
        ...args,
        query: { ...args.query, ...pageQuery(paging, { page: 1, pageSize, cursor: pageParam }) },
        signal,
      });
      return readPage(paging, data);
    },
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

/** Move a row one place up or down: optimistic, then the reorder call; rolls back on failure. */
function useReorder(def: ListDef, key: QueryKey, cached: unknown, rows: readonly unknown[], guard: WriteGuard) {
  const queryClient = useQueryClient();
  const bindings = useBindings();
  const [moving, setMoving] = useState(false);
  const reorder = def.reorder;
  if (!reorder) return undefined;
  return {
    moving,
    /** Moving changes data: off, with the reason, while the account may not write. */
    guard,
    async move(index: number, direction: -1 | 1) {
      const target = index + direction;
      if (target < 0 || target >= rows.length) return;
      const next = [...rows];
      [next[index], next[target]] = [next[target]!, next[index]!];
      setMoving(true);
      const paging = operationInfo(def.op.key).paging;
      const withRows = (body: unknown, items: unknown[]) => replaceItems(body, paging?.items ?? 'data.items', items);
      queryClient.setQueryData(key, withRows(cached, next));
      try {
        await callOperation(reorder.op.key, { ...bindArgs(reorder.op, bindings), body: reorder.body(next) });
        await queryClient.invalidateQueries({ queryKey: key });
        toast.success(messages.form.reordered);
      } catch (error) {
        queryClient.setQueryData(key, cached);
        toast.error(errorMessage(error));
      } finally {
        setMoving(false);
      }
    },
  };
}

function replaceItems(body: unknown, dotted: string, items: unknown[]): unknown {
  const [head, ...rest] = dotted.split('.');
  if (!head || typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  return { ...record, [head]: rest.length === 0 ? items : replaceItems(record[head], rest.join('.'), items) };
}
