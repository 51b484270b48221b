/**
 * On a phone a list's cards have no header to sort by: the columns a table sorts by (`sortKey`) are
 * offered as one select instead (이름 오름차순, 가격 내림차순 …), kept in the address as the table's are.
 */
import { Select } from 'antd';
import type { JsonSchema } from '@/api/operations';
import { messages } from '@/lib/messages';
import { fieldAt } from '../schema/describe-fields';
import type { ListDef } from '../resource/types';
import type { ListState } from './list-state';

const DEFAULT = '';

export function PhoneSortSelect({
  def,
  itemSchema,
  sort,
  onChange,
}: {
  readonly def: ListDef;
  readonly itemSchema: JsonSchema | undefined;
  readonly sort: ListState['sort'];
  readonly onChange: (sort: ListState['sort']) => void;
}) {
  const options = def.columns.flatMap((column) => {
    if (!column.sortKey) return [];
    const title = column.title ?? (itemSchema ? fieldAt(itemSchema, column.field)?.title : undefined) ?? column.field;
    return (['asc', 'desc'] as const).map((order) => ({
      value: `${column.sortKey},${order}`,
      label: `${title} ${messages.list.sortOrder[order]}`,
    }));
  });
  if (!def.sortParam || options.length === 0) return null;
  return (
    <Select<string>
      aria-label={messages.list.sort}
      value={sort ? `${sort.field},${sort.order}` : DEFAULT}
      onChange={(value) => {
        const [field, order] = value.split(',');
        onChange(field && (order === 'asc' || order === 'desc') ? { field, order } : undefined);
      }}
      options={[{ value: DEFAULT, label: messages.list.sortDefault }, ...options]}
      style={{ minWidth: 150 }}
    />
  );
}
