/**
 * An engine list on a phone (below `md`): one card a row instead of a table squeezed into 390 px.
 * It takes the table's own props, so the cells, the selection, the row actions, the expanded
 * nested list, the paging and the empty and loading states are the table's, drawn as cards: the
 * record's name on top with its status beside it, every other value under its column's title, the
 * actions at the bottom.
 */
import { Checkbox, Pagination, Spin, Table, type TableProps } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { LoadingState } from '@/components/feedback/LoadingState';
import { columnKeyOf, splitCardColumns, type CardColumn, type CardParts } from './card-parts';
import './list-cards.css';

export interface ListCardsProps<T extends object = object> extends TableProps<T> {
  /** Which columns are the card's name and status (`cardPartsOf`). */
  readonly parts: CardParts;
  readonly 'aria-label'?: string;
  readonly 'aria-labelledby'?: string;
}

export function ListCards<T extends object = object>({
  parts,
  columns = [],
  dataSource = [],
  rowKey,
  loading,
  rowSelection,
  expandable,
  locale,
  pagination,
  'aria-label': label,
  'aria-labelledby': labelledBy,
}: ListCardsProps<T>) {
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function'
      ? rowKey(row, index)
      : String((row as Record<string, unknown>)[String(rowKey ?? 'key')]);
  const { title, status, fields, actions } = splitCardColumns(columns as readonly CardColumn<T>[], parts);
  const [opened, setOpened] = useState<readonly Key[]>([]);
  const { rows, paging } = usePage(dataSource, pagination);
  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const keys = rows.map(keyOf);
  const select = (next: readonly Key[]) =>
    rowSelection?.onChange?.(
      [...next],
      rows.filter((row, index) => next.includes(keyOf(row, index))),
      { type: 'multiple' },
    );
  const busy = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  const cell = (column: CardColumn<T> | undefined, row: T, index: number): ReactNode =>
    column?.render
      ? (column.render(valueOf(column, row), row, index) as ReactNode)
      : (valueOf(column, row) as ReactNode);

  if (rows.length === 0) {
    if (busy) return <LoadingState rows={4} />;
    const empty = locale?.emptyText;
    return <div className="list-cards-empty">{typeof empty === 'function' ? empty() : empty}</div>;
  }
  const allChosen = keys.length > 0 && keys.every((key) => selected.has(key));
  return (
    <Spin spinning={busy}>
      {rowSelection ? (
        <Checkbox
          className="list-card-check"
          checked={allChosen}
          indeterminate={!allChosen && keys.some((key) => selected.has(key))}
          onChange={(event) => select(event.target.checked ? keys : [])}
        >
          {messages.list.selectShown}
        </Checkbox>
      ) : null}
      <ul className="list-cards" {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })}>
        {rows.map((row, index) => {
          const key = keyOf(row, index);
          const chosen = selected.has(key);
          const open = opened.includes(key);
          const checkboxProps = rowSelection?.getCheckboxProps?.(row);
          return (
            <li key={key} className={chosen ? 'list-card list-card-selected' : 'list-card'} data-row-key={key}>
              <div className="list-card-top">
                {rowSelection ? (
                  <Checkbox
                    className="list-card-check"
                    aria-label={checkboxProps?.['aria-label']}
                    checked={chosen}
                    disabled={checkboxProps?.disabled}
                    onChange={(event) =>
                      select(event.target.checked ? [...selected, key] : [...selected].filter((one) => one !== key))
                    }
                  />
                ) : null}
                <div className="list-card-title">{cell(title, row, index)}</div>
                {status ? <div className="list-card-status">{cell(status, row, index)}</div> : null}
              </div>
              {fields.length > 0 ? (
                <dl className="list-card-fields">
                  {fields.map((column, place) => (
                    <div key={columnKeyOf(column) ?? place}>
                      <dt>{column.title as ReactNode}</dt>
                      <dd>{cell(column, row, index)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {actions || expandable?.expandIcon ? (
                <div className="list-card-actions">
                  {cell(actions, row, index)}
                  {expandable?.expandIcon && expandable.expandedRowRender
                    ? expandable.expandIcon({
                        prefixCls: 'list-card',
                        expanded: open,
                        expandable: true,
                        record: row,
                        onExpand: () => setOpened(open ? opened.filter((one) => one !== key) : [...opened, key]),
                      })
                    : null}
                </div>
              ) : null}
              {open && expandable?.expandedRowRender ? (
                <div className="list-card-expanded">{expandable.expandedRowRender(row, index, 0, true)}</div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {paging ? (
        <Pagination
          className="list-cards-pagination"
          align="center"
          {...paging}
          // Page numbers and a size changer do not fit a phone: "2 / 5" with arrows does.
          simple
          showSizeChanger={false}
        />
      ) : null}
    </Spin>
  );
}

/** The list's table on a wider screen, its cards on a phone, from the same props. */
export function ListTable<T extends object = object>({
  phone,
  parts,
  ...props
}: ListCardsProps<T> & { readonly phone: boolean }) {
  return phone ? <ListCards<T> parts={parts} {...props} /> : <Table<T> {...props} />;
}

/**
 * The rows of the page shown. A list paged by its server passes one page and its total; otherwise,
 * as antd's table does, the rows are paged here (10 a page unless said).
 */
function usePage<T>(data: readonly T[], pagination: TableProps<T>['pagination']) {
  const [localPage, setLocalPage] = useState(1);
  if (pagination === false) return { rows: data, paging: undefined };
  const asked = pagination ?? {};
  const pageSize = asked.pageSize ?? 10;
  if (asked.total !== undefined && data.length <= pageSize) return { rows: data, paging: asked };
  const current = Math.min(localPage, Math.max(1, Math.ceil(data.length / pageSize)));
  return {
    rows: data.slice((current - 1) * pageSize, current * pageSize),
    paging: {
      ...asked,
      current,
      pageSize,
      total: data.length,
      onChange: (page: number, size: number) => {
        setLocalPage(page);
        asked.onChange?.(page, size);
      },
    },
  };
}

/** The value a column reads (its `dataIndex`, a name or a path), as the table passes it to `render`. */
function valueOf<T extends object>(column: CardColumn<T> | undefined, row: T): unknown {
  const index = column?.dataIndex;
  if (index === undefined || index === null) return undefined;
  const path = Array.isArray(index) ? (index as readonly (string | number)[]) : [index as string | number];
  return path.reduce<unknown>((value, name) => (value as Record<string | number, unknown> | undefined)?.[name], row);
}
