/**
 * Field kind of a schema: a list of small rules, first match wins. Adding a kind is adding a rule
 * here and a row in the renderer tables (fields/display.tsx, form/widgets.tsx).
 */
import type { JsonSchema } from '@/api/operations';
import type { FieldKind } from './field';

type Rule = (schema: JsonSchema, type: string | undefined) => FieldKind | undefined;

const itemsOf = (schema: JsonSchema): JsonSchema => (schema.items ?? {}) as JsonSchema;

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
