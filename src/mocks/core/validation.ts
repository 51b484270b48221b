/**
 * Validates requests like a strict server would (400 naming each failing field, in the same Korean
 * the forms use) and responses against their schemas (contract tests).
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonSchema, OperationKey } from '@generated/operations';
import {
  applyLimits,
  describeIssue,
  fieldPathOf,
  issueFieldSchema,
  referencedTitle,
  type Limits,
  type SchemaNode,
} from '@/lib/schema-rules';
import { ajvRuleKeywords } from '@/lib/rule-keywords';
import { catalogEntry, type CatalogEntry } from './catalog';

export interface FieldIssue {
  readonly field: string;
  readonly reason: string;
}

const ajv = createAjv(false);
const coercingAjv = createAjv('array');
/** Request bodies also follow the console's rule keywords (src/lib/rule-keywords.ts), as the forms do. */
const requestAjv = ajvRuleKeywords().reduce((instance, keyword) => instance.addKeyword(keyword), createAjv(false));

/**
 * The schemas are linted and generated ahead (npm run lint:schemas, codegen): checking each one
 * against the JSON Schema meta-schema again would compile that meta-schema on every page load.
 */
function createAjv(coerceTypes: false | 'array') {
  const instance = new Ajv2020({
    allErrors: true,
    strict: false,
    coerceTypes,
    validateFormats: true,
    validateSchema: false,
  });
  addFormats(instance);
  return instance;
}

const compiled = new Map<string, ValidateFunction>();

function compile(
  cacheKey: string,
  schema: JsonSchema,
  use: 'coerce' | 'request' | 'plain' = 'plain',
): ValidateFunction {
  let validate = compiled.get(cacheKey);
  if (!validate) {
    const { $id: _id, $schema: _dialect, ...rest } = schema;
    validate = (use === 'coerce' ? coercingAjv : use === 'request' ? requestAjv : ajv).compile(rest);
    compiled.set(cacheKey, validate);
  }
  return validate;
}

export interface ParsedParameters {
  readonly path: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly issues: FieldIssue[];
}

/** Coerces path and query strings to their schema types and reports what is missing or wrong. */
export function parseParameters(
  entry: CatalogEntry,
  pathParams: Record<string, string>,
  search: URLSearchParams,
): ParsedParameters {
  const issues: FieldIssue[] = [];
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const param of entry.detail.parameters) {
    if (param.in === 'header') continue;
    const target = param.in === 'path' ? path : query;
    const raw = param.in === 'path' ? pathParams[param.name] : readQuery(search, param.name, param.schema);
    if (raw === undefined) {
      if (param.required) issues.push({ field: param.name, reason: describeIssue('required', {}) });
      continue;
    }
    const holder = { value: raw };
    const validate = compile(`${entry.key}:param:${param.in}:${param.name}`, wrapValue(param.schema), 'coerce');
    if (validate(holder)) target[param.name] = holder.value;
    else issues.push(...toIssues(validate.errors, param.schema, param.name));
  }
  return { path, query, issues };
}

function readQuery(search: URLSearchParams, name: string, schema: JsonSchema): unknown {
  if (!search.has(name)) return undefined;
  if (schema.type === 'array') return search.getAll(name).flatMap((value) => value.split(','));
  const value = search.get(name)!;
  return value === '' ? undefined : value;
}

function wrapValue(schema: JsonSchema): JsonSchema {
  return { type: 'object', properties: { value: schema }, required: ['value'] };
}

/** Body problems, with remote-config limits applied exactly as the form applies them. */
export function validateBody(entry: CatalogEntry, body: unknown, limits: Limits, limitsVersion: string): FieldIssue[] {
  if (!entry.requestSchema) return [];
  const schema: JsonSchema = applyLimits(entry.requestSchema, limits);
  const validate = compile(`${entry.key}:body:${limitsVersion}`, schema, 'request');
  return validate(body) ? [] : toIssues(validate.errors, schema);
}

function toIssues(errors: ErrorObject[] | null | undefined, schema: SchemaNode, prefix = ''): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  const meaningful = (errors ?? []).filter((error) => !['anyOf', 'oneOf', 'if'].includes(error.keyword));
  for (const error of meaningful) {
    const path = fieldPathOf(
      prefix ? error.instancePath.replace(/^\/value/, '') : error.instancePath,
      error.keyword,
      error.params,
    );
    const field = [prefix, path].filter(Boolean).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const fieldSchema = prefix
      ? schema
      : (issueFieldSchema(schema, path, error.schemaPath, error.keyword, error.params) ?? {});
    const otherTitle = prefix ? undefined : referencedTitle(schema, path, error.params);
    issues.push({
      field: field || 'body',
      reason: describeIssue(error.keyword, error.params, fieldSchema, otherTitle),
    });
  }
  return issues;
}

/**
 * Problems of a GraphQL mutation's variables against their generated JSON Schema (the forms' own
 * schema), field paths from the variables' root (`input.salePrice`).
 */
export function validateVariables(key: string, schema: JsonSchema, variables: unknown): FieldIssue[] {
  // An input object is checked as the root of its own (the form's body): a rule's `/stock` names
  // the input's stock, as it does in the form.
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const inputs = Object.keys(properties).filter((name) => properties[name]!.type === 'object');
  const shell: JsonSchema = {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, child]) => [name, inputs.includes(name) ? { type: 'object' } : child]),
    ),
  };
  const validate = compile(`${key}:variables`, shell, 'request');
  const issues = validate(variables) ? [] : toIssues(validate.errors, shell);
  const values = (variables ?? {}) as Record<string, unknown>;
  for (const name of inputs) {
    const value = values[name];
    if (typeof value !== 'object' || value === null) continue;
    const check = compile(`${key}:variables:${name}`, properties[name]!, 'request');
    if (check(value)) continue;
    for (const issue of toIssues(check.errors, properties[name]!))
      issues.push({ ...issue, field: issue.field === 'body' ? name : `${name}.${issue.field}` });
  }
  return issues;
}

/** Problems of a response body against the schema of its status (empty when valid). */
export async function validateResponse(key: OperationKey, status: number, body: unknown): Promise<string[]> {
  const entry = await catalogEntry(key);
  const schema = entry.detail.responses[String(status)];
  if (!schema) return [`${key} documents no ${status} response`];
  if (entry.detail.download && status === 200) return validateFile(entry, body);
  const validate = compile(`${key}:response:${status}`, schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
}

/** A file answer is valid when it is a non-empty file of the documented media type. */
function validateFile(entry: CatalogEntry, body: unknown): string[] {
  if (!(body instanceof Blob)) return [`${entry.key} should answer a file, not ${typeof body}`];
  if (body.size === 0) return [`${entry.key} answered an empty file`];
  const expected = entry.detail.download!.split(';')[0];
  const actual = body.type.split(';')[0];
  return actual === expected ? [] : [`${entry.key} answered ${actual || 'no media type'}, documented ${expected}`];
}
