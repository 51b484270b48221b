/**
 * A JSON Schema check that reads the schema instead of generating code (@cfworker/json-schema), for
 * pages under a CSP without 'unsafe-eval'. It has a compiled ajv check's face: it returns validity
 * and leaves ajv-shaped `errors` (keyword, instance path, params), so code written for ajv's issues
 * (the forms' Korean sentences, the drift report) reads them alike.
 */
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import type { ErrorObject } from 'ajv';

/** A check of one schema with ajv's face. */
export type SchemaCheck = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

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

/** A check with a compiled check's face: returns validity and leaves ajv-shaped `errors`. */
export function interpretedCheck(schema: object): SchemaCheck {
  const validator = new Validator(schema, '2020-12', false);
  const check: SchemaCheck = (data) => {
    // No value at all fails every type, as in ajv; the validator reads no `undefined`.
    const { valid, errors } = validator.validate(withoutUndefined(data === undefined ? null : data));
    check.errors = valid ? null : errors.filter((unit) => !ignored(unit)).map((unit) => asAjv(unit, schema));
    return valid;
  };
  return check;
}

/** A wrapper's issue, or the `false` schema under `additionalProperties` (ajv names the property instead). */
function ignored(unit: OutputUnit): boolean {
  return (
    WRAPPERS.has(unit.keyword) || (unit.keyword === 'false' && unit.keywordLocation.endsWith('/additionalProperties'))
  );
}

function asAjv(unit: OutputUnit, root: object): ErrorObject {
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
    case 'additionalProperties':
      return { additionalProperty: /Property "(.*)"/.exec(unit.error)?.[1] ?? '' };
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
