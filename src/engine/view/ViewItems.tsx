/** Labelled values of a record in a definition list: the schema's titles, an empty value marked. */
import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { isEmptyValue, renderValue } from '../fields/display';
import type { FieldDescriptor } from '../schema/field';
import { valueAt } from '../resource/record';
import type { ViewFieldDef } from '../resource/view-types';

export interface ViewItem {
  readonly key: string;
  readonly label: string;
  /** Nothing to show: the item is marked missing (or says its `emptyText`). */
  readonly missing: boolean;
  readonly value: ReactNode;
}

/** Each field's label and what is shown for it; `fieldOf` finds the schema's descriptor. */
export function viewItems(
  fields: readonly ViewFieldDef[],
  record: unknown,
  fieldOf: (path: string) => FieldDescriptor | undefined,
): ViewItem[] {
  return fields.map((def) => {
    const raw = valueAt(record, def.field);
    const descriptor = fieldOf(def.field);
    const shown = def.render
      ? def.render(raw, record)
      : isEmptyValue(raw)
        ? undefined
        : renderValue(raw, descriptor, 'block');
    const empty = isEmptyValue(shown) || (typeof shown === 'string' && shown.trim() === '');
    return {
      key: def.field,
      label: def.title ?? descriptor?.title ?? def.field,
      missing: empty && def.emptyText === undefined,
      value: empty ? def.emptyText : shown,
    };
  });
}

export function ViewItems({
  items,
  missingLabel,
}: {
  readonly items: readonly ViewItem[];
  readonly missingLabel?: string;
}) {
  return (
    <dl className="view-items" style={{ margin: 0 }}>
      {items.map((item) => (
        <Flex key={item.key} gap={12} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
          <dt style={{ width: 120, flex: 'none', color: '#595959' }}>{item.label}</dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.missing ? <MissingMark label={missingLabel} /> : item.value}
          </dd>
        </Flex>
      ))}
    </dl>
  );
}

function MissingMark({ label }: { readonly label: string | undefined }) {
  return label ? <Tag color="orange">{label}</Tag> : renderValue(undefined, undefined);
}
