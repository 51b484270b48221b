/**
 * A read-only related list's data, without markup: one page at a time, its path bound from the
 * account and the detail route (`scope`). `RelatedList` only renders what this returns.
 */
import { useState } from 'react';
import { operationInfo } from '@/api/operations';
import { pageQuery, readPage } from '../data/paging';
import { bindArgs, useBindings } from '../data/bindings';
import { useOperationQuery } from '../data/queries';
import { useOperationDetail } from '../data/schemas';
import { itemSchemaOf } from '../schema/operation-schemas';
import type { RelatedRowsDef } from '../resource/types';

export function useRelatedRows(def: RelatedRowsDef) {
  const [page, setPage] = useState(1);
  const bindings = useBindings();
  const paging = operationInfo(def.op.key).paging;
  const detail = useOperationDetail(def.op.key);
  const query = useOperationQuery(
    def.op.key,
    { ...bindArgs(def.op, bindings), query: pageQuery(paging, { page, pageSize: def.pageSize }) },
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
