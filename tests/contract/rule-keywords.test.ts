/**
 * Contract: every rule keyword a request schema declares (src/lib/rule-keywords.ts, REST bodies and
 * GraphQL mutation variables) gets a violating and a passing case, generated from the catalogue.
 * The form's validator and the mock server's check must both refuse the violating body on the same
 * field with the same sentence, and both accept the passing one. A new rule in a schema is covered
 * as soon as codegen writes it.
 */
import { describe, expect, it } from 'vitest';
import { translateErrors } from '@/engine/form/translate-errors';
import { compilingValidator } from '@/engine/form/compiling-validator';
import { RULE_KEYWORDS, type CaseInput } from '@/lib/rule-keywords';
import { catalogEntry, operationKeys } from '@/mocks/core/catalog';
import { sampleFromSchema } from '@/mocks/core/sample';
import { validateBody, validateVariables } from '@/mocks/core/validation';
import { loadGraphqlOperationSchemas } from '@generated/graphql-operations';
import type { JsonSchema } from '@generated/operations';

type Json = Record<string, unknown>;

/** One use of a keyword: the property path to the field (`[]` steps into items) and its conditions. */
interface RuleUse {
  readonly path: readonly string[];
  readonly keyword: string;
  readonly value: unknown;
  readonly fieldSchema: Json;
  /** Values that make the conditional branch holding the field apply (`if` consts on the way). */
  readonly conditions: readonly { readonly path: readonly string[]; readonly value: unknown }[];
}

/**
 * The standard JSON Schema keywords that state a rule (not a plain range, which
 * request-validation.test.ts covers): a violating and a passing value of the field.
 */
const STANDARD: Readonly<
  Record<
    string,
    { violate: (value: unknown, schema: Json) => unknown; satisfy: (value: unknown, schema: Json) => unknown }
  >
> = {
  minItems: {
    violate: (_value, schema) =>
      Array.from({ length: Number(schema.minItems) - 1 }, (_, index) => itemOf(schema, index)),
    satisfy: (_value, schema) => Array.from({ length: Number(schema.minItems) }, (_, index) => itemOf(schema, index)),
  },
  uniqueItems: {
    violate: (_value, schema) => [itemOf(schema, 0), itemOf(schema, 0)],
    satisfy: (_value, schema) => [itemOf(schema, 0), itemOf(schema, 1)],
  },
  exclusiveMinimum: {
    violate: (_value, schema) => schema.exclusiveMinimum,
    satisfy: (_value, schema) => Number(schema.exclusiveMinimum) + 1,
  },
  multipleOf: {
    violate: (_value, schema) => Number(schema.multipleOf) * 10 + Number(schema.multipleOf) / 2,
    satisfy: (_value, schema) => Number(schema.multipleOf) * 10,
  },
};

/** A schema-valid item, different for each index where the item is text. */
function itemOf(schema: Json, index: number): unknown {
  const items = (schema.items ?? {}) as Json;
  const sample = sampleFromSchema(items);
  if (typeof sample === 'string' && items.format === undefined && items.pattern === undefined)
    return `${sample}${index}`;
  if (typeof sample === 'number' && !Array.isArray(items.enum)) return sample + index;
  if (Array.isArray(items.enum)) return items.enum[index % items.enum.length];
  return sample;
}

function usesOf(schema: Json, path: string[] = [], conditions: RuleUse['conditions'] = []): RuleUse[] {
  const found: RuleUse[] = [];
  for (const [keyword, value] of Object.entries(schema))
    if (RULE_KEYWORDS[keyword] || (STANDARD[keyword] && path.length > 0 && !(keyword === 'minItems' && value === 0)))
      found.push({ path, keyword, value, fieldSchema: schema, conditions });
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  for (const [name, child] of Object.entries(properties))
    if (child.readOnly !== true) found.push(...usesOf(child, [...path, name], conditions));
  if (isJson(schema.items)) found.push(...usesOf(schema.items, [...path, '[]'], conditions));
  if (isJson(schema.if)) {
    const when = constsOf(schema.if).map(([name, value]) => ({ path: [...path, name], value }));
    if (isJson(schema.then))
      found.push(
        ...usesOf({ ...schema.then, properties: schema.then.properties ?? {} }, path, [...conditions, ...when]),
      );
    if (isJson(schema.else)) found.push(...usesOf(schema.else, path, conditions));
  }
  return found;
}

function constsOf(condition: Json): [string, unknown][] {
  const properties = (condition.properties ?? {}) as Record<string, Json>;
  return Object.entries(properties).flatMap(([name, prop]): [string, unknown][] =>
    'const' in prop ? [[name, prop.const]] : Array.isArray(prop.enum) ? [[name, prop.enum[0]]] : [],
  );
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `path` (items: the first, made when missing), creating objects on the way. */
function holderAt(root: Json, path: readonly string[], schema: Json): Json {
  let node: Json = root;
  let nodeSchema = schema;
  for (const [index, part] of path.entries()) {
    const next = path[index + 1];
    const childSchema =
      part === '[]'
        ? ((nodeSchema.items ?? {}) as Json)
        : ((nodeSchema.properties as Record<string, Json>)[part] ?? {});
    if (part === '[]') continue;
    if (next === '[]') {
      const items = Array.isArray(node[part]) ? (node[part] as unknown[]) : [];
      if (items.length === 0) items.push(sampleFromSchema((childSchema.items ?? {}) as JsonSchema));
      node[part] = items;
      node = items[0] as Json;
      nodeSchema = (childSchema.items ?? {}) as Json;
    } else {
      if (!isJson(node[part])) node[part] = sampleFromSchema(childSchema) ?? {};
      node = node[part] as Json;
      nodeSchema = childSchema;
    }
  }
  return node;
}

function setAt(root: Json, path: readonly string[], value: unknown, schema: Json) {
  const holder = holderAt(root, path.slice(0, -1), schema);
  holder[path[path.length - 1]!] = value;
}

/** The body with one case applied, and the dotted field its issue must sit on. */
function bodyFor(schema: Json, use: RuleUse, kind: 'violate' | 'satisfy'): { body: Json; field: string } {
  const body = structuredClone(sampleFromSchema(schema)) as Json;
  for (const condition of use.conditions) setAt(body, condition.path, condition.value, schema);
  const name = use.path[use.path.length - 1]!;
  const holder = holderAt(body, use.path.slice(0, -1), schema);
  const input: CaseInput = {
    keywordValue: use.value,
    schema: use.fieldSchema,
    holder: Object.assign(holder, { __value: holder[name] }),
    root: body,
    now: new Date(),
  };
  const standard = STANDARD[use.keyword];
  if (standard) input.holder.__value = standard[kind](input.holder.__value, use.fieldSchema);
  else RULE_KEYWORDS[use.keyword]![kind](input);
  holder[name] = holder.__value;
  delete holder.__value;
  const dotted = use.path.map((part) => (part === '[]' ? '0' : part));
  const field = use.keyword === 'x-unique-by' ? [...dotted, '1', String(use.value)].join('.') : dotted.join('.');
  return { body, field };
}

interface Target {
  readonly name: string;
  readonly schema: Json;
  readonly server: (body: Json) => { field: string; reason: string }[];
}

function formIssues(schema: Json, body: Json): { field: string; reason: string }[] {
  const { errors } = compilingValidator(schema).validateFormData(body, schema);
  return translateErrors(errors, schema).map((error) => ({
    field: (error.property ?? '').replace(/^\./, ''),
    reason: error.message ?? '',
  }));
}

async function targets(): Promise<Target[]> {
  const found: Target[] = [];
  for (const key of operationKeys) {
    const entry = await catalogEntry(key);
    if (!entry.requestSchema) continue;
    found.push({
      name: key,
      schema: entry.requestSchema,
      server: (body) => validateBody(entry, body, {}, 'rule-contract'),
    });
  }
  for (const [key, load] of Object.entries(loadGraphqlOperationSchemas)) {
    const operation = (await load()).default as { kind: string; variables: Json };
    if (operation.kind !== 'mutation') continue;
    // A form edits one input object as its body (its rules' `/field` name that object's fields).
    const variables = operation.variables;
    const properties = (variables.properties ?? {}) as Record<string, Json>;
    for (const [name, input] of Object.entries(properties)) {
      if (input.type !== 'object') continue;
      const others = sampleFromSchema(variables) as Json;
      found.push({
        name: `${key} ${name}`,
        schema: input,
        server: (body) =>
          validateVariables(key, variables, { ...others, [name]: body })
            .filter((issue) => issue.field.startsWith(`${name}.`))
            .map((issue) => ({ ...issue, field: issue.field.slice(name.length + 1) })),
      });
    }
  }
  return found;
}

const all = await targets();
const cases = all.flatMap((target) => usesOf(target.schema).map((use) => ({ target, use })));

describe('rule keywords: the form and the server refuse the same, with the same sentence', () => {
  it('finds the rules declared in the schemas', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(
    cases.map(({ target, use }) => [`${target.name} ${use.path.join('.')} ${use.keyword}`, target, use] as const),
  )('%s', (_name, target, use) => {
    const violating = bodyFor(target.schema, use, 'violate');
    const serverIssue = target.server(violating.body).find((issue) => issue.field === violating.field);
    const formIssue = formIssues(target.schema, violating.body).find((issue) => issue.field === violating.field);
    expect(serverIssue, `the server refuses ${violating.field}`).toBeDefined();
    expect(formIssue?.reason, 'the form says what the server says').toBe(serverIssue?.reason);

    const passing = bodyFor(target.schema, use, 'satisfy');
    expect(target.server(passing.body).filter((issue) => issue.field === passing.field)).toEqual([]);
    expect(formIssues(target.schema, passing.body).filter((issue) => issue.field === passing.field)).toEqual([]);
  });
});
