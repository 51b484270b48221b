/**
 * The JSON Schema a form renders: the request body's schema, with remote-config limits applied and
 * the fields the resource always sends itself (`fixed`) or never sends (`omit`) taken out.
 */
import type { JsonSchema } from '@/api/operations';
import { applyLimits, branchProperties, propertiesOf, type Limits } from '@/lib/schema-rules';
import type { BranchesDef } from '../resource/types';

export function prepareFormSchema(
  schema: JsonSchema,
  limits: Limits,
  fixed: Readonly<Record<string, unknown>> = {},
  omit: readonly string[] = [],
  require: readonly string[] = [],
  branches?: BranchesDef | readonly BranchesDef[],
): JsonSchema {
  // The root title and description describe the request for developers; the page has its own title.
  const {
    $id: _id,
    $schema: _dialect,
    title: _title,
    description: _description,
    ...rest
  } = applyLimits(schema, limits);
  let prepared: JsonSchema = merchantHelp(rest);
  for (const path of [...Object.keys(fixed), ...omit]) prepared = atPath(prepared, path, dropField);
  for (const path of require) prepared = atPath(prepared, path, requireField);
  return branches ? withBranches(prepared, branches) : prepared;
}

/** Keywords whose value is one schema, a list of schemas, or a map of named schemas. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'if', 'then', 'else', 'not', 'contains', 'propertyNames'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/**
 * What the form says under each field is the schema's `x-help`, written for merchants
 * (docs/schema-conventions.md): a `description` is a note for developers and is never shown, so
 * rjsf, which draws `description`, gets the help text in its place and nothing where there is none.
 */
export function merchantHelp(schema: JsonSchema): JsonSchema {
  const { description: _note, 'x-help': help, ...rest } = schema;
  const out: Record<string, unknown> = typeof help === 'string' ? { ...rest, description: help } : rest;
  for (const key of ONE_SCHEMA) if (isSchema(out[key])) out[key] = merchantHelp(out[key] as JsonSchema);
  for (const key of SCHEMA_LISTS)
    if (Array.isArray(out[key]))
      out[key] = (out[key] as unknown[]).map((item) => (isSchema(item) ? merchantHelp(item as JsonSchema) : item));
  for (const key of SCHEMA_MAPS)
    if (isSchema(out[key]))
      out[key] = Object.fromEntries(
        Object.entries(out[key] as Record<string, unknown>).map(([name, child]) => [
          name,
          isSchema(child) ? merchantHelp(child as JsonSchema) : child,
        ]),
      );
  return out;
}

function isSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Moves the fields `branches` names under an `if`/`then`/`else` chain on its choice field, one
 * link per value of the choice (an enum's values, a boolean's true and false): each value's `then`
 * holds the fields shown for it. Several choices (a product's type, and whether its stock is
 * limited) nest: the next choice's chain sits in every branch of the one before, and in its last
 * `else`, so each choice shows its fields whatever the others hold.
 */
export function withBranches(schema: JsonSchema, branches: BranchesDef | readonly BranchesDef[]): JsonSchema {
  const list = (Array.isArray(branches) ? branches : [branches]) as readonly BranchesDef[];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const moved = new Set(list.flatMap((branch) => Object.keys(branch.fields).filter((name) => properties[name])));
  const nested = list.reduceRight<JsonSchema | undefined>(
    (inner, branch) => branchChain(branch, properties, inner),
    undefined,
  );
  const base: JsonSchema = {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !moved.has(name))),
    ...(Array.isArray(schema.required)
      ? { required: (schema.required as string[]).filter((name) => !moved.has(name)) }
      : {}),
  };
  if (!nested) return base;
  if (schema.if === undefined) return { ...base, ...nested };
  // A condition the schema declares itself (stock required unless sold without a limit) keeps its
  // place; the branches' chain sits in both of its branches.
  const declared = (branch: unknown) => ({ ...((branch ?? {}) as JsonSchema), ...nested });
  return { ...base, then: declared(schema.then), else: declared(schema.else) };
}

/** One choice's chain; `inner` (the next choices' chains) goes in each branch and in the last `else`. */
function branchChain(
  branches: BranchesDef,
  properties: Readonly<Record<string, JsonSchema>>,
  inner: JsonSchema | undefined,
): JsonSchema | undefined {
  const choice = properties[branches.field];
  const values = (choice?.enum ?? (choice?.type === 'boolean' ? [true, false] : [])) as readonly (
    string | number | boolean
  )[];
  const names = Object.keys(branches.fields).filter((name) => properties[name]);
  return values.reduceRight<JsonSchema | undefined>((otherwise, value) => {
    const shown = names.filter((name) => branches.fields[name]!.includes(value));
    return {
      if: { required: [branches.field], properties: { [branches.field]: { const: value } } },
      then: {
        properties: Object.fromEntries(shown.map((name) => [name, properties[name]])),
        ...(branches.require && shown.length > 0 ? { required: shown } : {}),
        ...(inner ?? {}),
      },
      ...(otherwise ? { else: otherwise } : {}),
    };
  }, inner);
}

type FieldEdit = (object: JsonSchema, name: string) => JsonSchema;

/** Edits the object schema holding the last field of a dotted path (`additional_data.survey`). */
function atPath(schema: JsonSchema, path: string, edit: FieldEdit): JsonSchema {
  const [head, ...rest] = path.split('.');
  if (!head) return schema;
  if (rest.length === 0) return edit(schema, head);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const child = properties[head];
  if (!child) return schema;
  return { ...schema, properties: { ...properties, [head]: atPath(child, rest.join('.'), edit) } };
}

const dropField: FieldEdit = (object, name) => ({
  ...object,
  properties: Object.fromEntries(
    Object.entries((object.properties ?? {}) as Record<string, unknown>).filter(([key]) => key !== name),
  ),
  ...(Array.isArray(object.required) ? { required: (object.required as string[]).filter((key) => key !== name) } : {}),
});

const requireField: FieldEdit = (object, name) => ({
  ...object,
  required: [...new Set([...((object.required ?? []) as string[]), name])],
});

/**
 * Arrays marked `x-position-field` carry each item's position (1-based) in that field; the user
 * orders items on screen and never types positions.
 */
export function fillPositions(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) {
    const items = (schema.items ?? {}) as JsonSchema;
    const positionField = schema['x-position-field'];
    return value.map((item, index) => {
      const filled = fillPositions(item, items);
      return typeof positionField === 'string' && typeof filled === 'object' && filled !== null
        ? { ...filled, [positionField]: index + 1 }
        : filled;
    });
  }
  if (typeof value === 'object' && value !== null && schema.properties) {
    const properties = schema.properties as Record<string, JsonSchema>;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        properties[key] ? fillPositions(child, properties[key]) : child,
      ]),
    );
  }
  return value;
}

/** Whether a value meets a schema's `if` (the form's validator answers it). */
export type ConditionCheck = (condition: JsonSchema, value: unknown) => boolean;

/**
 * Drops the values of fields whose condition does not hold any more: 할인 금액 typed before the
 * merchant switched to 비율 할인 is not sent.
 */
export function dropInactiveBranches(value: unknown, schema: JsonSchema, holds: ConditionCheck): unknown {
  if (Array.isArray(value))
    return value.map((item) => dropInactiveBranches(item, (schema.items ?? {}) as JsonSchema, holds));
  if (typeof value !== 'object' || value === null) return value;
  const properties = propertiesOf(schema) as Record<string, JsonSchema>;
  const kept = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      properties[key] ? dropInactiveBranches(child, properties[key], holds) : child,
    ]),
  );
  if (schema.if === undefined) return kept;
  const inactive = new Set(Object.keys(branchProperties(schema)));
  for (const name of activeBranchFields(schema, kept, holds)) inactive.delete(name);
  for (const name of Object.keys(schema.properties ?? {})) inactive.delete(name);
  return Object.fromEntries(Object.entries(kept).filter(([key]) => !inactive.has(key)));
}

function activeBranchFields(schema: JsonSchema, value: unknown, holds: ConditionCheck): string[] {
  if (schema.if === undefined) return [];
  const branch = (holds(schema.if as JsonSchema, value) ? schema.then : schema.else) as JsonSchema | undefined;
  if (!branch || typeof branch !== 'object') return [];
  return [...Object.keys(branch.properties ?? {}), ...activeBranchFields(branch, value, holds)];
}

/**
 * The body sent: the form's data with positions filled, fields of conditions that do not hold
 * left out, and the fixed values added.
 */
export function toRequestBody(
  formData: unknown,
  schema: JsonSchema,
  fixed: Readonly<Record<string, unknown>> = {},
  holds?: ConditionCheck,
): unknown {
  const filled = fillPositions(formData, schema);
  const sent = holds ? dropInactiveBranches(filled, schema, holds) : filled;
  return { ...(sent as object), ...fixed };
}

/** Form data for a loaded record: the record's values of the fields the form has (conditional ones too). */
export function pickFormFields(record: unknown, schema: JsonSchema): Record<string, unknown> {
  const properties = propertiesOf(schema) as Record<string, JsonSchema>;
  const source = (record ?? {}) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(properties)) {
    const value = source[name];
    if (value === undefined) continue;
    picked[name] =
      child.properties && typeof value === 'object' && value !== null ? pickFormFields(value, child) : value;
  }
  return picked;
}

/** `body` with the record's values at the dotted paths put back (fields the form does not show). */
export function withPreserved(body: unknown, record: unknown, paths: readonly string[] = []): unknown {
  let next = body;
  for (const path of paths) {
    const keys = path.split('.');
    let value: unknown = record;
    for (const key of keys) value = (value as Record<string, unknown> | null | undefined)?.[key];
    if (value !== undefined) next = setAt(next, keys, value);
  }
  return next;
}

function setAt(target: unknown, keys: readonly string[], value: unknown): unknown {
  const [head, ...rest] = keys;
  if (!head) return value;
  const object = (typeof target === 'object' && target !== null ? target : {}) as Record<string, unknown>;
  return { ...object, [head]: rest.length === 0 ? value : setAt(object[head], rest, value) };
}
