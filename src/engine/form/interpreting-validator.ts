/**
 * Checks of a schema only known at run time (the inspection's input nodes, a category's attributes,
 * a page's own form), by a validator that reads the schema instead of generating code
 * (@cfworker/json-schema): the console runs under a CSP without 'unsafe-eval'. Its issues are
 * turned into ajv's shape (keyword, instance path, params) so they read as the same Korean
 * sentences as the compiled checks' (translate-errors.ts).
 */
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '@/api/operations';
import { withoutLimits } from '@/lib/schema-rules';
import type { CheckSource, CompiledCheck } from './validator';

/** Keywords whose issue only says that an issue below it exists (ajv reports the one below alone). */
const WRAPPERS = new Set([
  '$ref',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'allOf',
  'then',
  'else',
  'dependentSchemas',
]);

export function interpretingSource(): CheckSource {
  const checks = new Map<string, CompiledCheck>();
  return (key, schema) => {
    let check = checks.get(key);
    if (!check) {
      check = interpretedCheck(withoutLimits(schema));
      checks.set(key, check);
    }
    return check;
  };
}

/** A check with a compiled check's face: returns validity and leaves ajv-shaped `errors`. */
export function interpretedCheck(schema: JsonSchema): CompiledCheck {
  const validator = new Validator(schema, '2020-12', false);
  const check: CompiledCheck = (data) => {
    // No value at all fails every type, as in ajv; the validator reads no `undefined`.
    const { valid, errors } = validator.validate(withoutUndefined(data === undefined ? null : data));
    check.errors = valid
      ? null
      : errors.filter((unit) => !WRAPPERS.has(unit.keyword)).map((unit) => asAjv(unit, schema));
    return valid;
  };
  return check;
}

function asAjv(unit: OutputUnit, root: JsonSchema): ErrorObject {
  const value = atPointer(root, unit.keywordLocation);
  return {
    keyword: unit.keyword,
    instancePath: pointerPath(unit.instanceLocation),
    schemaPath: unit.keywordLocation,
    params: paramsOf(unit, value),
    message: unit.error,
  };
}

function paramsOf(unit: OutputUnit, value: unknown): Record<string, unknown> {
  switch (unit.keyword) {
    case 'required':
    case 'dependentRequired':
      return { missingProperty: /property "(.*)"/.exec(unit.error)?.[1] ?? '' };
    case 'type':
      return { type: Array.isArray(value) ? value.join(',') : value };
    case 'format':
      return { format: value };
    case 'pattern':
      return { pattern: value };
    case 'enum':
      return { allowedValues: value };
    case 'const':
      return { allowedValue: value };
    default:
      return typeof value === 'number' ? { limit: value } : {};
  }
}

/** `#/a/0/b` (URI-encoded JSON pointer) → ajv's `/a/0/b`. */
function pointerPath(location: string): string {
  return segments(location)
    .map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}

function segments(location: string): string[] {
  return decodeURI(location.replace(/^#/, ''))
    .replace(/%23/g, '#')
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function atPointer(root: unknown, location: string): unknown {
  let node = root;
  for (const part of segments(location)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The data as JSON holds it: a field left undefined is a field not there (as ajv reads it). */
function withoutUndefined(data: unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => (item === undefined ? null : withoutUndefined(item)));
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, withoutUndefined(value)]),
  );
}
