/**
 * A read-only related list's data, without markup: one page at a time, its path bound from the
 * account and the detail route (`scope`). `RelatedList` only renders what this returns. The page
 * lives in the address like every list's (`?listCustomerCommentsPage=2`: one parameter per related
 * call, so two lists on one record page keep their own).
 */
import { useSearchParams } from 'react-router';
import { operationInfo } from '@/api/operations';
import { pageQuery, readPage } from '../data/paging';
import { bindArgs, useBindings } from '../data/bindings';
import { useOperationQuery } from '@/api/data/queries';
import { useOperationDetail } from '../data/schemas';
import { itemSchemaOf } from '../schema/operation-schemas';
import type { RelatedRowsDef } from '../resource/types';

export function useRelatedRows(def: RelatedRowsDef) {
  const [search, setSearch] = useSearchParams();
  const param = relatedPageParam(def);
  const page = pageOf(search.get(param));
  const setPage = (next: number) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set(param, String(next));
        else updated.delete(param);
        return updated;
      },
      { preventScrollReset: true },
    );
  const bindings = useBindings();
  const paging = operationInfo(def.op.key).paging;
  const detail = useOperationDetail(def.op.key);
  const query = useOperationQuery(
    def.op.key,
    {
      ...bindArgs(def.op, bindings),
      query: { ...def.query, ...pageQuery(paging, { page: def.onePage ? 1 : page, pageSize: def.pageSize }) },
    },
    { keepPrevious: true },
  );
  const result = query.data === undefined ? undefined : readPage(paging, query.data);
  return {
    page,
    setPage,
    itemSchema: itemSchemaOf(detail.data),
    rows: (result?.items ?? []) as object[],
    total: result?.total ?? 0,
    /** An error with nothing to show (a failed next page keeps the page shown). */
    error: result ? null : (query.error ?? detail.error),
    retry: () => void (query.error ? query.refetch() : detail.refetch()),
    isLoading: query.isLoading,
    busy: query.isLoading || query.isFetching,
  };
}

/** The address parameter of a related list's page: its call's name and `Page`. */
export function relatedPageParam(def: Pick<RelatedRowsDef, 'op'>): string {
  return `${def.op.key.slice(def.op.key.indexOf('.') + 1)}Page`;
}

/** A page number from the address; anything but a whole number from 1 is the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
