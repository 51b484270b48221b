/** A list related to the record on a detail page (e.g. the customers who used a coupon), 10 a page. */
import { Table } from 'antd';
import { Panel } from '@/components/layout/Panel';
import { useState } from 'react';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { formatNumber } from '@/lib/format';
import { messages } from '@/lib/messages';
import { operationInfo } from '@/api/operations';
import { pageQuery, readPage } from '../data/paging';
import { idPath, useOperationQuery } from '../data/queries';
import { useOperationDetail } from '../data/schemas';
import { renderValue } from '../fields/display';
import { fieldAt } from '../schema/describe-fields';
import { itemSchemaOf } from '../schema/operation-schemas';
import { valueAt } from '../resource/record';
import type { RelatedDef } from '../resource/types';

export function RelatedList({ def, parentId }: { readonly def: RelatedDef; readonly parentId: unknown }) {
  const [page, setPage] = useState(1);
  const paging = operationInfo(def.op.key).paging;
  const detail = useOperationDetail(def.op.key);
  const query = useOperationQuery(
    def.op.key,
    { path: idPath(def.op.key, parentId), query: pageQuery(paging, { page, pageSize: def.pageSize }) },
    { keepPrevious: true },
  );
  const result = query.data === undefined ? undefined : readPage(paging, query.data);
  const itemSchema = itemSchemaOf(detail.data);
  const headingId = `related-${def.op.key.replace('.', '-')}`;

  return (
    <Panel title={def.title} titleId={headingId} style={{ marginTop: 16 }}>
      {query.error && !result ? (
        <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<object>
          aria-labelledby={headingId}
          rowKey={(row) => JSON.stringify((row as { id?: unknown }).id ?? row)}
          size="small"
          loading={!itemSchema || query.isLoading || query.isFetching}
          dataSource={itemSchema ? ((result?.items ?? []) as object[]) : []}
          columns={def.columns.map((column) => {
            const field = itemSchema ? fieldAt(itemSchema, column.field) : undefined;
            return {
              key: column.field,
              title: column.title ?? field?.title ?? column.field,
              render: (_: unknown, row: object) => renderValue(valueAt(row, column.field), field),
            };
          })}
          locale={{ emptyText: query.isLoading ? ' ' : <EmptyState text="아직 없어요." /> }}
          pagination={{
            current: page,
            pageSize: def.pageSize,
            total: result?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
            showTotal: (total: number) => messages.list.total(formatNumber(total)),
          }}
        />
      )}
    </Panel>
  );
}
