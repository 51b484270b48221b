/**
 * Everything a list screen does, without any markup: URL state, loading the right page for the
 * operation's paging kind, selection, reordering. `ListView` only renders what this returns.
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { callOperation, operationInfo, type OperationKey } from '@/api/operations';
import { operationQueryKey } from '@/api/query-keys';
import { toast } from '@/components/toast/toast-store';
import { errorMessage } from '@/components/feedback/error-message';
import { messages } from '@/lib/messages';
import { useWriteGuard, type WriteGuard } from '../access/write-access';
import { pageQuery, readPage, type PageResult } from '../data/paging';
import { useOperationQuery } from '../data/queries';
import { useOperationDetail } from '../data/schemas';
import { itemSchemaOf, queryParameter } from '../schema/operation-schemas';
import { idOf } from '../resource/record';
import type { ListDef, ResourceDef } from '../resource/types';
import { listRequest, writeListState, type ListState } from './list-state';

export function useListController(resource: ResourceDef, def: ListDef) {
  const routeParams = useParams();
  const [search, setSearch] = useSearchParams();
  const info = operationInfo(def.op.key);
  const paging = info.paging;
  const detail = useOperationDetail(def.op.key);
  // Fresh objects each render are fine: TanStack Query hashes keys by value.
  const { state, query, pageArgs } = listRequest(def, search);
  const paged = useOperationQuery(def.op.key, pageArgs ?? {}, { enabled: pageArgs !== undefined, keepPrevious: true });
  const cursor = useCursorPages(def.op.key, query, state.pageSize, paging?.kind === 'cursor');

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
      setSearch((current) => writeListState(current, { ...state, ...next }, def.filters), { replace: false });
    },
    [def.filters, setSearch, state],
  );

  const active = paging?.kind === 'cursor' ? cursor : paged;
  const rows = result?.items ?? [];
  return {
    routeParams,
    state,
    paging,
    itemSchema: itemSchemaOf(detail.data),
    filterParameter: (name: string) => queryParameter(detail.data, name),
    rows,
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
    filtered: Object.keys(state.filters).length > 0,
    selectedKeys,
    setSelectedKeys,
    // The table's row keys are strings (rowKey), ids may be numbers: compare them as text.
    selectedRows: rows.filter((row) => selectedKeys.some((key) => String(key) === String(idOf(resource, row)))),
    localPaging: !paging || paging.kind === 'none',
    reorder: useReorder(def, paged.data, rows, useWriteGuard('change')),
  };
}

export type ListController = ReturnType<typeof useListController>;

function useCursorPages(key: OperationKey, query: Record<string, unknown>, pageSize: number, enabled: boolean) {
  const paging = operationInfo(key).paging;
  return useInfiniteQuery({
    queryKey: [...operationQueryKey(key, { query }), 'cursor', pageSize],
    enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await callOperation(key, {
        query: { ...query, ...pageQuery(paging, { page: 1, pageSize, cursor: pageParam }) },
        signal,
      });
      return readPage(paging, data);
    },
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

/** Move a row one place up or down: optimistic, then the reorder call; rolls back on failure. */
function useReorder(def: ListDef, cached: unknown, rows: readonly unknown[], guard: WriteGuard) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const reorder = def.reorder;
  if (!reorder) return undefined;
  const key = operationQueryKey(def.op.key, { query: { ...def.fixedQuery } });
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
        await callOperation(reorder.op.key, { body: reorder.body(next) });
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
