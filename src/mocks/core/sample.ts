/**
 * A schema-valid value for any JSON Schema: the generic fallback that answers an operation no
 * hand-written handler implements yet. Deterministic, so tests can rely on it.
 */
import type { JsonSchema } from '@generated/operations';

const SAMPLE_INSTANT = '2026-11-21T10:00:00+09:00';

export function sampleFromSchema(schema: JsonSchema, name = ''): unknown {
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.oneOf)) return sampleFromSchema(schema.oneOf[0] as JsonSchema, name);
  if (Array.isArray(schema.anyOf)) return sampleFromSchema(schema.anyOf[0] as JsonSchema, name);

  const type = primaryType(schema.type);
  switch (type) {
    case 'object':
      return sampleObject(schema);
    case 'array':
      return sampleArray(schema, name);
    case 'integer':
    case 'number':
      return sampleNumber(schema, type);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema, name);
    default:
      return isObjectLike(schema) ? sampleObject(schema) : null;
  }
}

function primaryType(type: unknown): string | undefined {
  if (Array.isArray(type)) return (type.find((t) => t !== 'null') as string | undefined) ?? 'null';
  return typeof type === 'string' ? type : undefined;
}

function isObjectLike(schema: JsonSchema): boolean {
  return typeof schema.properties === 'object' && schema.properties !== null;
}

function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, child] of Object.entries(properties)) out[key] = sampleFromSchema(child, key);
  addBranchSample(schema, out);
  return out;
}

/** Fields a conditional adds for the sampled values (`if` on `const`s → `then`, else `else`). */
function addBranchSample(schema: JsonSchema, out: Record<string, unknown>): void {
  const condition = schema.if as JsonSchema | undefined;
  if (!condition) return;
  const consts = Object.entries((condition.properties ?? {}) as Record<string, JsonSchema>);
  const holds = consts.every(([key, child]) => !('const' in child) || out[key] === child.const);
  const branch = (holds ? schema.then : schema.else) as JsonSchema | undefined;
  if (!branch || typeof branch !== 'object') return;
  for (const [key, child] of Object.entries((branch.properties ?? {}) as Record<string, JsonSchema>))
    out[key] ??= sampleFromSchema(child, key);
  addBranchSample(branch, out);
}

function sampleArray(schema: JsonSchema, name: string): unknown[] {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const count = Math.min(Math.max(min, 1), max);
  const items = (schema.items ?? {}) as JsonSchema;
  return Array.from({ length: count }, (_, index) => {
    const value = sampleFromSchema(items, name);
    return typeof value === 'number' && schema.uniqueItems ? value + index : value;
  });
}

function sampleNumber(schema: JsonSchema, type: 'integer' | 'number'): number {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const exclusiveMinimum = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = minimum ?? exclusiveMinimum ?? 1;
  if (maximum !== undefined && value > maximum) value = maximum;
  return type === 'integer' ? Math.ceil(value) : value;
}

function sampleString(schema: JsonSchema, name: string): string {
  switch (schema.format) {
    case 'date-time':
      return SAMPLE_INSTANT;
    case 'date':
      return SAMPLE_INSTANT.slice(0, 10);
    case 'uri':
    case 'url':
      return 'https://images.dongnemarket.com/sample.png';
    case 'email':
      return 'owner@dongnemarket.com';
    default:
      break;
  }
  if (typeof schema.pattern === 'string' && /^\^\[0-9\]\{(\d+)\}\$$/.test(schema.pattern)) {
    return '1'.repeat(Number(/\{(\d+)\}/.exec(schema.pattern)![1]));
  }
  const base = typeof schema.title === 'string' ? schema.title : name || '예시';
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return base.padEnd(minLength, '가').slice(0, maxLength);
}
