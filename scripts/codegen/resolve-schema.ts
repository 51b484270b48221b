/**
 * Turns an OpenAPI schema node into a self-contained JSON Schema: local `$ref`s are inlined
 * (siblings of a `$ref` override the target, as OpenAPI 3.1 allows) and `allOf` lists of object
 * schemas are merged into one object schema, so rjsf, ajv and the engine see plain schemas.
 */
import { RULE_KEYWORD_NAMES } from '../../src/lib/rule-keyword-names';

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

export function resolveSchema(root: JsonObject, node: JsonValue, stack: string[] = []): JsonValue {
  if (Array.isArray(node)) return node.map((item) => resolveSchema(root, item, stack));
  if (!isObject(node)) return node;

  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (stack.includes(ref)) throw new Error(`Cyclic $ref: ${[...stack, ref].join(' → ')}`);
    const { $ref: _ignored, ...siblings } = node;
    const target = resolveSchema(root, pointer(root, ref), [...stack, ref]);
    const resolvedSiblings = resolveSchema(root, siblings, stack);
    return isObject(target) && isObject(resolvedSiblings) ? { ...target, ...resolvedSiblings } : target;
  }

  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = resolveSchema(root, value, stack);
  return Array.isArray(out.allOf) ? mergeAllOf(out) : out;
}

/**
 * Keywords that say what data may be. ajv applies every part of an `allOf`; the merge keeps one
 * value per keyword, so two parts that give one of these different values would lose a rule.
 */
const RULE_BEARING = new Set([
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'items',
  'if',
  'then',
  'else',
  'not',
  'oneOf',
  'anyOf',
  'additionalProperties',
  'x-limit',
  ...RULE_KEYWORD_NAMES,
]);

/**
 * Merges `allOf` parts into their parent; later parts and the parent's own keywords win where they
 * only describe (a title, help). A rule two parts state differently, or a property two parts declare
 * differently, is refused: after the merge one would be lost for the form and the mock alike, while
 * a validator of the written schema would apply both.
 */
export function mergeAllOf(schema: JsonObject): JsonObject {
  const { allOf, ...own } = schema;
  const parts = (allOf as JsonValue[]).map((part) =>
    isObject(part) && Array.isArray(part.allOf) ? mergeAllOf(part) : part,
  );
  const merged: JsonObject = {};
  const properties: JsonObject = {};
  const required: string[] = [];
  const clash = (what: string, before: JsonValue | undefined, after: JsonValue) => {
    if (before !== undefined && lostRule(before, after))
      throw new Error(`allOf parts disagree on ${what} (${text(before)} / ${text(after)}): one would be lost`);
  };
  for (const part of [...parts, own]) {
    if (!isObject(part)) throw new Error('allOf parts must be schema objects');
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObject(value)) {
        // A later part may restate a property with more rules (an inspection's minItems), never fewer.
        for (const [name, property] of Object.entries(value)) clash(`property ${name}`, properties[name], property);
        Object.assign(properties, value);
      } else if (key === 'required' && Array.isArray(value)) required.push(...(value as string[]));
      else {
        if (RULE_BEARING.has(key)) clash(key, merged[key], value);
        merged[key] = value;
      }
    }
  }
  if (Object.keys(properties).length > 0) {
    merged.type ??= 'object';
    merged.properties = properties;
  }
  if (required.length > 0) merged.required = [...new Set(required)];
  return merged;
}

/** Whether `after`, put in the place of `before`, drops or changes one of `before`'s rules. */
function lostRule(before: JsonValue, after: JsonValue): boolean {
  if (!isObject(before) || !isObject(after)) return JSON.stringify(before) !== JSON.stringify(after);
  return Object.entries(before).some(([key, value]) => {
    if (key === 'required' && Array.isArray(value))
      return !value.every((name) => Array.isArray(after.required) && after.required.includes(name));
    if (key === 'properties' && isObject(value))
      return Object.entries(value).some(([name, property]) => {
        const next = isObject(after.properties) ? after.properties[name] : undefined;
        return next === undefined || lostRule(property, next);
      });
    return RULE_BEARING.has(key) && JSON.stringify(value) !== JSON.stringify(after[key]);
  });
}

/** Drops `readOnly` properties (and their `required` entries) everywhere: what a request may send. */
export function writableOnly(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(writableOnly);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = writableOnly(value);
  if (isObject(out.properties)) {
    const readOnlyKeys = Object.entries(out.properties)
      .filter(([, prop]) => isObject(prop) && prop.readOnly === true)
      .map(([name]) => name);
    if (readOnlyKeys.length > 0) {
      out.properties = Object.fromEntries(
        Object.entries(out.properties).filter(([name]) => !readOnlyKeys.includes(name)),
      );
      if (Array.isArray(out.required))
        out.required = out.required.filter((name) => !readOnlyKeys.includes(name as string));
    }
  }
  return out;
}

/**
 * The typing view of a document: a property that only a conditional branch (`if` → `then`/`else`,
 * nested) declares is added to its object's own `properties` as optional, because
 * openapi-typescript ignores conditionals. Validation and forms keep the conditional schema.
 */
export function withBranchProperties(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(withBranchProperties);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = withBranchProperties(value);
  if (out.if === undefined) return out;
  const hoisted = branchProperties(out);
  if (Object.keys(hoisted).length === 0) return out;
  const own = isObject(out.properties) ? out.properties : {};
  const extra = Object.fromEntries(Object.entries(hoisted).filter(([name]) => !(name in own)));
  return { ...out, properties: { ...own, ...extra } };
}

/** Properties declared by the `then` and `else` branches of a schema, nested conditionals included. */
export function branchProperties(schema: JsonObject): JsonObject {
  const found: JsonObject = {};
  for (const branch of [schema.then, schema.else]) {
    if (!isObject(branch)) continue;
    if (isObject(branch.properties)) Object.assign(found, branch.properties);
    if (branch.if !== undefined) Object.assign(found, branchProperties(branch));
  }
  return found;
}

export function pointer(root: JsonObject, ref: string): JsonValue {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let current: JsonValue = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(current) || !(key in current)) throw new Error(`Unresolved $ref: ${ref}`);
    current = current[key]!;
  }
  return current;
}

/** A JSON value as text: strings as they are, anything else as JSON. */
export function text(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
