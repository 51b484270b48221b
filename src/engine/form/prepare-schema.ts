/**
 * The JSON Schema a form renders: the request body's schema, with remote-config limits applied and
 * the fields the resource always sends itself (`fixed`) or never sends (`omit`) taken out.
 */
import type { JsonSchema } from '@/api/operations';
import { applyLimits, branchProperties, propertiesOf, type Limits } from '@/lib/schema-rules';

export function prepareFormSchema(
  schema: JsonSchema,
  limits: Limits,
  fixed: Readonly<Record<string, unknown>> = {},
  omit: readonly string[] = [],
): JsonSchema {
  // The root title and description describe the request for developers; the page has its own title.
  const {
    $id: _id,
    $schema: _dialect,
    title: _title,
    description: _description,
    ...rest
  } = applyLimits(schema, limits);
  const fixedKeys = [...Object.keys(fixed), ...omit];
  if (fixedKeys.length === 0) return rest;
  const properties = Object.fromEntries(
    Object.entries((rest.properties ?? {}) as Record<string, unknown>).filter(([name]) => !fixedKeys.includes(name)),
  );
  const required = ((rest.required ?? []) as string[]).filter((name) => !fixedKeys.includes(name));
  return { ...rest, properties, required };
}

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
