/** A list related to the record on a detail page (e.g. the customers who used a coupon), 10 a page. */
import { Table } from 'antd';
import { Panel } from '@/components/layout/Panel';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { formatNumber } from '@/lib/format';
import { messages } from '@/lib/messages';
import { renderValue } from '../fields/display';
import { fieldAt } from '../schema/describe-fields';
import { valueAt } from '../resource/record';
import type { RelatedRowsDef } from '../resource/types';
import { useRelatedRows } from './use-related-rows';

export function RelatedList({ def }: { readonly def: RelatedRowsDef }) {
  const related = useRelatedRows(def);
  const itemSchema = related.itemSchema;
  const headingId = `related-${def.op.key.replace('.', '-')}`;

  return (
    <Panel title={def.title} titleId={headingId} style={{ marginTop: 16 }}>
      {related.error ? (
        <ErrorState compact error={related.error} onRetry={related.retry} />
      ) : (
        <Table<object>
          aria-labelledby={headingId}
          rowKey={(row) => JSON.stringify((row as { id?: unknown }).id ?? row)}
          size="small"
          loading={!itemSchema || related.busy}
          dataSource={itemSchema ? related.rows : []}
          columns={def.columns.map((column) => {
            const field = itemSchema ? fieldAt(itemSchema, column.field) : undefined;
            return {
              key: column.field,
              title: column.title ?? field?.title ?? column.field,
              // A related list is read, not worked through: its main column (a customer's comment) is
              // shown whole, wrapped, rather than cut to one line.
              render: (_: unknown, row: object) =>
                renderValue(valueAt(row, column.field), field, column.primary ? 'block' : 'cell'),
            };
          })}
          locale={{ emptyText: related.isLoading ? ' ' : <EmptyState text={def.emptyText ?? '아직 없어요.'} /> }}
          pagination={
            def.onePage
              ? false
              : {
                  current: related.page,
                  pageSize: def.pageSize,
                  total: related.total,
                  onChange: related.setPage,
                  hideOnSinglePage: true,
                  showTotal: (total: number) => messages.list.total(formatNumber(total)),
                }
          }
        />
      )}
    </Panel>
  );
}
