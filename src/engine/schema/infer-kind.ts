/**
 * Field kind of a schema: a list of small rules, first match wins. Adding a kind is adding a rule
 * here and a row in the renderer tables (fields/display.tsx, form/widgets.tsx).
 */
import type { JsonSchema } from '@/api/operations';
import type { FieldKind } from './field';

type Rule = (schema: JsonSchema, type: string | undefined) => FieldKind | undefined;

const itemsOf = (schema: JsonSchema): JsonSchema => (schema.items ?? {}) as JsonSchema;

/** Kinds a table cell can hold (one line each). */
const CELL_KINDS: ReadonlySet<FieldKind> = new Set([
  'text',
  'number',
  'money',
  'percent',
  'boolean',
  'enum',
  'date',
  'dateTime',
  'url',
  'phone',
  'reference',
]);
/** More fields than this and an item is laid out as a stacked box of its own. */
export const ITEM_TABLE_MAX_FIELDS = 5;

/** The fields of a list item a form shows (its position field is filled, never typed). */
export function visibleItemFields(list: JsonSchema): [string, JsonSchema][] {
  const positionField = list['x-position-field'];
  return Object.entries((itemsOf(list).properties ?? {}) as Record<string, JsonSchema>).filter(
    ([name]) => name !== positionField,
  );
}

/** An array of objects with a few one-line fields (option items, pricing items, business hours). */
function isItemTable(schema: JsonSchema): boolean {
  const fields = visibleItemFields(schema);
  return (
    fields.length > 0 &&
    fields.length <= ITEM_TABLE_MAX_FIELDS &&
    itemsOf(schema).if === undefined &&
    fields.every(([, field]) => CELL_KINDS.has(inferKind(field)))
  );
}

export const kindRules: readonly Rule[] = [
  (schema, type) => (type === 'array' && itemsOf(schema)['x-ref'] ? 'referenceList' : undefined),
  (schema) => (schema['x-ref'] ? 'reference' : undefined),
  (schema, type) =>
    type === 'array' && (schema['x-kind'] === 'image' || itemsOf(schema)['x-kind'] === 'image')
      ? 'imageList'
      : undefined,
  (schema) => (schema['x-kind'] === 'image' ? 'image' : undefined),
  (schema) => (schema['x-kind'] === 'longtext' ? 'longText' : undefined),
  (schema) => (schema['x-kind'] === 'phone' ? 'phone' : undefined),
  (schema) => (schema['x-kind'] === 'percent' ? 'percent' : undefined),
  (schema) => (Array.isArray(schema.enum) ? 'enum' : undefined),
  (schema) => (schema['x-kind'] === 'deadline' ? 'deadline' : undefined),
  (schema) => (schema.format === 'date-time' ? 'dateTime' : undefined),
  (schema) => (schema.format === 'date' ? 'date' : undefined),
  (schema) => (schema.format === 'uri' || schema.format === 'url' ? 'url' : undefined),
  (schema) => (schema['x-unit'] === 'WON' ? 'money' : undefined),
  (_, type) => (type === 'boolean' ? 'boolean' : undefined),
  (_, type) => (type === 'integer' || type === 'number' ? 'number' : undefined),
  (schema, type) => (type === 'array' && isItemTable(schema) ? 'itemTable' : undefined),
  (_, type) => (type === 'array' ? 'list' : undefined),
  (schema, type) => (type === 'object' || schema.properties ? 'object' : undefined),
  (schema) => (typeof schema.maxLength === 'number' && schema.maxLength > 200 ? 'longText' : undefined),
];

export function primaryType(schema: JsonSchema): string | undefined {
  const { type } = schema;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (typeof type === 'string') return type;
  const variant = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  return variant ? variant.map(primaryType).find((t) => t && t !== 'null') : undefined;
}

export function inferKind(schema: JsonSchema): FieldKind {
  const type = primaryType(schema);
  for (const rule of kindRules) {
    const kind = rule(schema, type);
    if (kind) return kind;
  }
  return 'text';
}
