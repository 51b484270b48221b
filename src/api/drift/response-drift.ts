/**
 * Where an answer of the backend departs from its operation's schema ("drift"): one finding per
 * JSON pointer, naming what the schema expects and what arrived. Shared by the alpha/development
 * drift report (the console's own answers) and `npm run contract:live` (a live host's answers), so
 * both judge a body alike. Loads ajv and the operation's schemas, so production code must reach
 * this module only through a dynamic import behind the environment check.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { interpretedCheck, type SchemaCheck } from '@/lib/interpreted-check';
import { getOperationDetail, type AnyOperationKey, type JsonSchema } from '../operations';

export interface Drift {
  readonly operation: string;
  readonly status: number;
  /** JSON pointer into the body (`/data/content/0/price`); '' for the body itself. */
  readonly pointer: string;
  readonly expected: string;
  readonly received: string;
}

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true, validateSchema: false });
addFormats(ajv);
const compiled = new Map<string, SchemaCheck>();
// In the browser (alpha's drift report) the schemas are read by a check that generates no code:
// alpha's CSP has no 'unsafe-eval' (issue 38). contract:live, in Node, compiles them with ajv, and
// turns to reading too should compiling ever be refused.
let evalRefused = typeof document !== 'undefined';

/** The findings for one answer; empty when the body matches the schema of its status. */
export async function responseDrift(key: AnyOperationKey, status: number, body: unknown): Promise<Drift[]> {
  const detail = await getOperationDetail(key);
  const schema = detail.responses[String(status)];
  if (!schema) {
    const documented = Object.keys(detail.responses).join(', ');
    return [
      {
        operation: key,
        status,
        pointer: '',
        expected: `a documented status (${documented})`,
        received: String(status),
      },
    ];
  }
  if (detail.download && status === 200) return [];
  return schemaDrift(key, status, schema, body);
}

/** The findings for a body against a given schema (a GraphQL document's result, say). */
export function schemaDrift(operation: string, status: number, schema: JsonSchema, body: unknown): Drift[] {
  const validate = validatorOf(`${operation}:${status}`, schema);
  if (validate(body)) return [];
  return uniqueByPointer((validate.errors ?? []).map((error) => driftOf(operation, status, body, error)));
}

function validatorOf(cacheKey: string, schema: JsonSchema): SchemaCheck {
  let validate = compiled.get(cacheKey);
  if (!validate) {
    const { $id: _id, $schema: _dialect, ...rest } = schema;
    validate = evalRefused ? interpretedCheck(rest) : compileOrRead(rest);
    compiled.set(cacheKey, validate);
  }
  return validate;
}

function compileOrRead(schema: object): SchemaCheck {
  try {
    return ajv.compile(schema);
  } catch (error) {
    if (!(error instanceof EvalError)) throw error;
    evalRefused = true;
    return interpretedCheck(schema);
  }
}

function driftOf(operation: string, status: number, body: unknown, error: ErrorObject): Drift {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const pointer = `${error.instancePath}/${String(params.missingProperty)}`;
    return { operation, status, pointer, expected: 'present', received: 'missing' };
  }
  if (error.keyword === 'additionalProperties') {
    const pointer = `${error.instancePath}/${String(params.additionalProperty)}`;
    return { operation, status, pointer, expected: 'no such field', received: kindOf(valueAt(body, pointer)) };
  }
  const value = valueAt(body, error.instancePath);
  const expected =
    error.keyword === 'type'
      ? String(params.type)
      : error.keyword === 'enum'
        ? `one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(' | ')}`
        : error.keyword === 'format'
          ? `${String(params.format)} string`
          : (error.message ?? error.keyword);
  const received = error.keyword === 'enum' || error.keyword === 'const' ? JSON.stringify(value) : kindOf(value);
  return { operation, status, pointer: error.instancePath, expected, received };
}

/** `null`, `array`, `integer`, `number`, `string`, …: the JSON kind of a received value. */
export function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string')
    return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return typeof value;
}

/** The value a JSON pointer names in a body (undefined where there is none). */
export function valueAt(body: unknown, pointer: string): unknown {
  if (!pointer) return body;
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      body,
    );
}

/** One finding per pointer: a union's branches each report the same place. */
function uniqueByPointer(drifts: Drift[]): Drift[] {
  const seen = new Set<string>();
  return drifts.filter((drift) => {
    if (seen.has(drift.pointer)) return false;
    seen.add(drift.pointer);
    return true;
  });
}
