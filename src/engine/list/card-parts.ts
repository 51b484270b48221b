/**
 * What a row's card on a phone is made of, from the list's metadata: its name (the primary column,
 * else the first), its status (the column whose field is a status or state, shown beside the name)
 * and, under them, every other column with its title; the row's actions at the bottom.
 */
import type { ColumnType } from 'antd/es/table';
import type { ListDef } from '../resource/types';

export interface CardParts {
  readonly title: string | undefined;
  readonly status: string | undefined;
  /** The column of the row's actions, drawn at the bottom (default the engine's 관리 column). */
  readonly actions?: string;
}

export type CardColumn<T extends object = object> = ColumnType<T>;

/** The key of the actions column `buildColumns` adds. */
export const ACTIONS_KEY = '__actions';

const STATUS_FIELD = /(^|[._])(status|state)$/i;

export function cardPartsOf(def: Pick<ListDef, 'columns'>): CardParts {
  const title = (def.columns.find((column) => column.primary) ?? def.columns[0])?.field;
  const status = (
    def.columns.find((column) => column.status) ??
    def.columns.find((column) => column.field !== title && STATUS_FIELD.test(column.field))
  )?.field;
  return { title, status };
}

export function splitCardColumns<T extends object>(columns: readonly CardColumn<T>[], parts: CardParts) {
  const keyed = (key: string | undefined) => columns.find((column) => columnKeyOf(column) === key);
  const title = keyed(parts.title) ?? columns.find((column) => column.key !== ACTIONS_KEY);
  const status = keyed(parts.status);
  const actions = keyed(parts.actions ?? ACTIONS_KEY);
  const fields = columns.filter((column) => column !== title && column !== status && column !== actions);
  return { title, status, actions, fields };
}

/** A column's name: its key, else the field it reads (a hand-written table's `dataIndex`). */
export function columnKeyOf<T extends object>(column: CardColumn<T>): string | undefined {
  if (column.key !== undefined) return String(column.key);
  return typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
}
