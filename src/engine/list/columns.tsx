/** antd Table columns from a list definition: titles and cells from the item schema. */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Flex, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JsonSchema } from '@/api/operations';
import { messages } from '@/lib/messages';
import { RowActions } from '../actions/RowActions';
import { renderValue } from '../fields/display';
import { fieldAt } from '../schema/describe-fields';
import { recordHref, rowLinksOf, type RouteValues } from '../resource/hrefs';
import { idOf, valueAt } from '../resource/record';
import type { ListDef, ResourceDef } from '../resource/types';
import { selectActionColumns } from './action-columns';
import { ACTIONS_KEY } from './card-parts';
import './list-table.css';
import type { ListController } from './use-list-controller';

/** Columns kept in view while the table scrolls sideways (list-table.css). */
const PIN_START = 'list-pin-start';
const PIN_END = 'list-pin-end';

export interface ColumnContext {
  readonly resource: ResourceDef;
  readonly def: ListDef;
  readonly itemSchema: JsonSchema | undefined;
  readonly routeParams: RouteValues;
  readonly controller: ListController;
  readonly openEdit: (id: string) => void;
}

export function recordLabelOf(def: ListDef, row: unknown, resource: ResourceDef): string {
  const linked = def.columns.find((column) => column.primary) ?? def.columns[0];
  const value = linked ? valueAt(row, linked.field) : undefined;
  const rendered = linked?.render?.(value, row);
  if (typeof rendered === 'string' && rendered) return rendered;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : String(idOf(resource, row));
}

export function buildColumns({
  resource,
  def,
  itemSchema,
  routeParams,
  controller,
  openEdit,
}: ColumnContext): TableColumnsType<object> {
  const sort = controller.state.sort;
  const primaryLink = (row: object, content: ReactNode) => {
    const id = idOf(resource, row);
    const href = recordHref(resource, resource.routes.detail ? 'detail' : 'edit', routeParams, id);
    if (href) return <Link to={href}>{content}</Link>;
    return resource.update ? (
      <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => openEdit(String(id))}>
        {content}
      </Button>
    ) : (
      content
    );
  };
  const columns: TableColumnsType<object> = def.columns.map((column) => {
    const field = itemSchema ? fieldAt(itemSchema, column.field) : undefined;
    const sortKey = column.sortKey;
    const title = column.title ?? field?.title ?? column.field;
    return {
      key: column.field,
      dataIndex: column.field.split('.'),
      title,
      ...(column.width ? { width: column.width } : {}),
      ...(sortKey && def.sortParam
        ? { sorter: true, sortOrder: sort?.field === sortKey ? (sort.order === 'asc' ? 'ascend' : 'descend') : null }
        : {}),
      render: (_: unknown, row: object) => {
        const value = valueAt(row, column.field);
        const content = column.render ? column.render(value, row) : renderValue(value, field);
        const note = column.note?.(row);
        // A bounded box: one very long value wraps instead of pushing every other column away.
        return (
          <div className="list-cell">
            {column.primary ? primaryLink(row, content) : content}
            {note ? (
              <div className="muted" style={{ marginTop: 4, fontSize: 12 }}>
                {note}
              </div>
            ) : null}
          </div>
        );
      },
    };
  });

  columns.push(...selectActionColumns(resource, def, (row) => recordLabelOf(def, row, resource)));

  const reorder = controller.reorder;
  if (reorder) {
    columns.unshift({
      key: '__order',
      title: '순서',
      width: 96,
      render: (_: unknown, row: object, index: number) => {
        const label = recordLabelOf(def, row, resource);
        return (
          <Flex gap={4}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`${messages.common.moveUp}: ${label}`}
              {...reorder.guard.props}
              disabled={index === 0 || reorder.moving || reorder.guard.blocked}
              onClick={() => void reorder.move(index, -1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`${messages.common.moveDown}: ${label}`}
              {...reorder.guard.props}
              disabled={index === controller.rows.length - 1 || reorder.moving || reorder.guard.blocked}
              onClick={() => void reorder.move(index, 1)}
            />
          </Flex>
        );
      },
    });
  }

  const hasActions = def.rowActions.length > 0 || resource.update || resource.remove || def.rowLinks?.length;
  if (hasActions) {
    columns.push({
      key: ACTIONS_KEY,
      title: messages.common.actions,
      // Always in view, however wide the other columns make the table (list-table.css).
      className: PIN_END,
      render: (_: unknown, row: object) => {
        const id = idOf(resource, row);
        const editHref = resource.update ? recordHref(resource, 'edit', routeParams, id) : undefined;
        return (
          <RowActions
            resource={resource}
            actions={def.rowActions}
            row={row}
            rows={controller.rows}
            id={id}
            recordLabel={recordLabelOf(def, row, resource)}
            {...(editHref ? { editHref } : resource.update ? { onEdit: () => openEdit(String(id)) } : {})}
            {...(def.rowLinks ? { links: rowLinksOf(resource, def, routeParams, row, id) } : {})}
          />
        );
      },
    });
  }
  // The first column (what the row is) stays in view when the table scrolls sideways; a list with
  // expandable rows keeps their button, which names the row, in view instead (list-table.css).
  const first = columns[0];
  if (first && !def.expand) columns[0] = { ...first, className: PIN_START };
  return columns;
}
