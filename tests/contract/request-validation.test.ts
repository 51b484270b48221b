/**
 * Contract (c): for every operation with a request body, a body that breaks its schema (a missing
 * required field, text over its maximum length, a value outside its enum, or a wrong type) gets a
 * 400 from the mock that names the broken field. Bodies are built from the schemas, so a new
 * operation is covered as soon as it exists.
 */
import { describe, expect, it } from 'vitest';
import { ResponseError } from '@/api/errors';
import { callOperation, type OperationArgs } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { catalogEntry, operationKeys } from '@/mocks/core/catalog';
import { sampleFromSchema } from '@/mocks/core/sample';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import type { JsonSchema, OperationKey } from '@generated/operations';

interface Violation {
  readonly kind: 'required' | 'maxLength' | 'enum' | 'type';
  readonly field: string;
  readonly apply: (body: Record<string, unknown>) => void;
}

type Properties = Record<string, JsonSchema>;

/** The ways a body can break its schema at the top level, at most one of each kind. */
function violationsOf(schema: JsonSchema): Violation[] {
  const properties = (schema.properties ?? {}) as Properties;
  const required = (schema.required ?? []) as string[];
  const entries = Object.entries(properties).filter(([, prop]) => prop.readOnly !== true);
  const found: Violation[] = [];
  const firstRequired = required.find((name) => name in properties);
  if (firstRequired)
    found.push({ kind: 'required', field: firstRequired, apply: (body) => delete body[firstRequired] });
  const long = entries.find(([, prop]) => prop.type === 'string' && typeof prop.maxLength === 'number');
  if (long) {
    const [field, prop] = long;
    // Twice the schema's maximum: remote config never loosens a limit that far.
    const text = '가'.repeat((prop.maxLength as number) * 2 + 10);
    found.push({ kind: 'maxLength', field, apply: (body) => (body[field] = text) });
  }
  const enumerated = entries.find(([, prop]) => Array.isArray(prop.enum));
  if (enumerated) found.push({ kind: 'enum', field: enumerated[0], apply: (body) => (body[enumerated[0]] = '없는값') });
  const typed = entries.find(([, prop]) => typeof prop.type === 'string' && prop.type !== 'string');
  if (typed) found.push({ kind: 'type', field: typed[0], apply: (body) => (body[typed[0]] = '문자열') });
  return found;
}

/** Sampled parameters; the account's own (`x-bind: account`) are the account's, as the client fills them. */
async function argsFor(key: OperationKey): Promise<OperationArgs> {
  const entry = await catalogEntry(key);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const param of entry.detail.parameters) {
    if (param.in === 'path' && param.bind !== 'account') path[param.name] = sampleFromSchema(param.schema, param.name);
    if (param.in === 'query' && param.required) query[param.name] = sampleFromSchema(param.schema, param.name);
  }
  return { path, query, account: String(DEMO_ACCOUNT_IDS.active) };
}

async function rejection(key: OperationKey, args: OperationArgs): Promise<{ status: number; fields: string[] }> {
  try {
    await callOperation(key, args);
    return { status: 200, fields: [] };
  } catch (error) {
    if (!(error instanceof ResponseError)) throw error;
    const errors = (error.body as { errors?: { field: string }[] } | null)?.errors ?? [];
    return { status: error.status, fields: errors.map((issue) => issue.field) };
  }
}

const jsonBodyKeys = (
  await Promise.all(
    operationKeys.map(async (key) => {
      const entry = await catalogEntry(key);
      return entry.detail.body?.contentType === 'application/json' && entry.requestSchema ? key : undefined;
    }),
  )
).filter((key): key is OperationKey => key !== undefined);

describe('the mock rejects schema-breaking request bodies with a 400 naming the field', () => {
  it('finds operations with a JSON body', () => {
    expect(jsonBodyKeys.length).toBeGreaterThan(0);
  });

  it.each(jsonBodyKeys)('%s', async (key) => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const entry = await catalogEntry(key);
    const schema = entry.requestSchema!;
    const violations = violationsOf(schema);
    expect(violations.length, `${key}: its body schema has nothing to break`).toBeGreaterThan(0);
    const base = await argsFor(key);
    for (const violation of violations) {
      const body = structuredClone(sampleFromSchema(schema)) as Record<string, unknown>;
      violation.apply(body);
      const { status, fields } = await rejection(key, { ...base, body });
      expect(status, `${key} with ${violation.kind} ${violation.field}`).toBe(400);
      expect(
        fields.some((field) => field === violation.field || field.startsWith(`${violation.field}.`)),
        `${key}: the 400 for ${violation.kind} names ${violation.field} (got ${fields.join(', ')})`,
      ).toBe(true);
    }
  });
});
