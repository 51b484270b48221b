/**
 * uiSchema from the JSON Schema: each field's kind picks its widget from `formWidgetOf` (one row
 * per kind), enum labels come from `x-enum-labels`, positioned arrays hide the position field.
 */
import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '@/api/operations';
import { branchProperties } from '@/lib/schema-rules';
import type { FieldKind } from '../schema/field';
import { inferKind, visibleItemFields } from '../schema/infer-kind';

/** Widget name registered with rjsf for each kind; `undefined` keeps rjsf's own field. */
export const formWidgetOf: Record<FieldKind, string | undefined> = {
  text: 'CountedText',
  longText: 'CountedTextarea',
  url: 'CountedText',
  phone: 'CountedText',
  number: 'Number',
  percent: 'Number',
  money: 'Money',
  boolean: 'Switch',
  enum: 'EnumChoice',
  dateTime: 'KstDateTime',
  deadline: 'KstDateTime',
  date: 'KstDateTime',
  image: 'Image',
  imageList: 'Image',
  reference: 'Reference',
  referenceList: 'Reference',
  list: undefined,
  // Not a widget but the templates of a compact table (form/ItemTable.tsx), named in SchemaForm.
  itemTable: 'ItemTable',
  object: undefined,
};

/** `ui:options` of a list that its item boxes read (ArrayItemTemplates). */
export interface ListUiOptions {
  /** Items the list must keep: at this count, 삭제 is not offered. */
  readonly minItems?: number;
  /** Text of the add button, saying what it adds (옵션 추가); default 항목 추가. */
  readonly addText?: string;
}

/** `ui:options` of a list drawn as a compact table (form/ItemTable.tsx). */
export interface ItemTableUiOptions extends ListUiOptions {
  /** Items are ordered on screen (↑ ↓ in each row). */
  readonly orderable?: boolean;
  /** Column titles, in order, for the visible fields of an item. */
  readonly columnTitles: readonly string[];
  /** CSS grid columns of the cells: one per visible field (the item's `ui:options` carry it too). */
  readonly columns: string;
}

export function buildUiSchema(schema: JsonSchema, order: readonly string[] = []): UiSchema {
  return {
    ...fieldUi(schema),
    'ui:order': [...order, '*'],
    // An optional group (e.g. 메뉴 할인) starts collapsed behind an "입력하기" button.
    'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] },
  };
}

function fieldUi(schema: JsonSchema): UiSchema {
  const kind = inferKind(schema);
  const ui: UiSchema = {};
  const widget = formWidgetOf[kind];
  if (widget && kind !== 'itemTable') ui['ui:widget'] = widget;

  const labels = schema['x-enum-labels'] as Record<string, string> | undefined;
  if (Array.isArray(schema.enum) && labels)
    ui['ui:enumNames'] = schema.enum.map((value) => labels[String(value)] ?? String(value));

  const properties = objectProperties(schema);
  if (properties) for (const [name, child] of Object.entries(properties)) ui[name] = fieldUi(child);
  const conditional = branchProperties(schema) as Record<string, JsonSchema>;
  if (Object.keys(conditional).length > 0) {
    for (const [name, child] of Object.entries(conditional)) ui[name] ??= fieldUi(child);
    ui['ui:order'] = conditionalOrder(schema);
  }

  if (kind === 'list' || kind === 'itemTable') {
    const items = (schema.items ?? {}) as JsonSchema;
    const itemUi = fieldUi(items);
    const positionField = schema['x-position-field'];
    if (typeof positionField === 'string') itemUi[positionField] = { 'ui:widget': 'hidden' };
    // An item's own id (an existing item being edited) travels with it and is never typed.
    const idField = schema['x-id-field'];
    if (typeof idField === 'string') itemUi[idField] = { 'ui:widget': 'hidden' };
    // The list's title names its items; each item's box says "항목 1", "항목 2" instead of repeating it.
    if (objectProperties(items)) itemUi['ui:label'] = false;
    ui.items = itemUi;
    const listOptions: ListUiOptions = { minItems: typeof schema.minItems === 'number' ? schema.minItems : 0 };
    ui['ui:options'] = { orderable: typeof positionField === 'string', addable: true, removable: true, ...listOptions };
    if (kind === 'itemTable') {
      const table = itemTableUi(schema, itemUi);
      // Registry keys (SchemaForm's templates): rjsf looks a string up there; its types only say components.
      Object.assign(ui, {
        'ui:ArrayFieldTemplate': formWidgetOf.itemTable,
        'ui:ArrayFieldItemTemplate': 'ItemTableRow',
      });
      ui['ui:options'] = { ...(ui['ui:options'] as object), ...table };
    }
  }
  return ui;
}

/**
 * A form's own additions to the uiSchema: per field (dotted for nested ones) its `ui:help`,
 * `ui:options`, … and placeholder texts (`ui:placeholder`) by field.
 */
export function withFieldUi(
  ui: UiSchema,
  fieldUi: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {},
  placeholders: Readonly<Record<string, string>> = {},
): UiSchema {
  let next = ui;
  for (const [path, extra] of Object.entries(fieldUi)) next = mergeAt(next, path.split('.'), extra);
  for (const [path, text] of Object.entries(placeholders))
    if (text) next = mergeAt(next, path.split('.'), { 'ui:placeholder': text });
  return next;
}

function mergeAt(ui: UiSchema, path: readonly string[], extra: Readonly<Record<string, unknown>>): UiSchema {
  const [head, ...rest] = path;
  if (!head) return ui;
  const child = (ui[head] ?? {}) as UiSchema;
  if (rest.length > 0) return { ...ui, [head]: mergeAt(child, rest, extra) };
  const options = { ...(child['ui:options'] as object), ...(extra['ui:options'] as object) };
  return { ...ui, [head]: { ...child, ...extra, 'ui:options': options } };
}

/** Grid width of a cell by the kind of its field: names get room, switches little. */
const CELL_WIDTH: Partial<Record<FieldKind, string>> = {
  text: 'minmax(0, 2fr)',
  boolean: 'max-content',
  enum: 'minmax(96px, 1fr)',
};

/** One list as a compact table: its cells' template, its columns, its enum cells as compact pickers. */
function itemTableUi(schema: JsonSchema, itemUi: UiSchema): Pick<ItemTableUiOptions, 'columnTitles' | 'columns'> {
  const fields = visibleItemFields(schema);
  Object.assign(itemUi, { 'ui:ObjectFieldTemplate': 'ItemTableCells' });
  for (const [name] of fields) {
    const cell = (itemUi[name] ?? {}) as UiSchema;
    itemUi[name] = { ...cell, 'ui:options': { ...(cell['ui:options'] as object), compact: true } };
  }
  const columns = fields.map(([, field]) => CELL_WIDTH[inferKind(field)] ?? 'minmax(0, 1fr)').join(' ');
  itemUi['ui:options'] = { ...(itemUi['ui:options'] as object), columns };
  return {
    columnTitles: fields.map(([name, field]) => (typeof field.title === 'string' ? field.title : name)),
    columns,
  };
}

/**
 * A field that a condition adds comes right after the field the condition reads: 혜택 종류, then
 * 할인 금액 or 할인율, then the rest.
 */
export function conditionalOrder(schema: JsonSchema): string[] {
  const order = Object.keys(schema.properties ?? {});
  const place = (node: JsonSchema) => {
    const condition = node.if as JsonSchema | undefined;
    if (!condition) return;
    const anchor = Object.keys(condition.properties ?? {})
      .filter((name) => order.includes(name))
      .at(-1);
    for (const branch of [node.then, node.else] as (JsonSchema | undefined)[]) {
      if (!branch || typeof branch !== 'object') continue;
      const added = Object.keys(branch.properties ?? {}).filter((name) => !order.includes(name));
      order.splice(anchor ? order.indexOf(anchor) + 1 : order.length, 0, ...added);
      place(branch);
    }
  };
  place(schema);
  return [...order, '*'];
}

function objectProperties(schema: JsonSchema): Record<string, JsonSchema> | undefined {
  if (schema.properties) return schema.properties as Record<string, JsonSchema>;
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  return variants?.find((variant) => variant.properties)?.properties as Record<string, JsonSchema> | undefined;
}
