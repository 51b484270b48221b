/**
 * Rules the console and the mock server share about JSON Schemas: how a failed keyword reads in
 * Korean, where the failing field is, and how remote-config limits replace schema limits.
 */
import { formatNumber } from './format';
import { messages } from './messages';
import { describeRule, RULE_KEYWORDS, ruleIssues, type DataPlace, type SchemaNode } from './rule-keywords';

export type { SchemaNode };

/** A remote-config limit: JSON-Schema keywords plus an optional message for the maximum. */
export interface LimitRule {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxItems?: number;
  readonly message?: string;
}

export type Limits = Readonly<Record<string, LimitRule | undefined>>;

const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems'] as const;

/** A copy of `schema` where every node with `x-limit: key` takes the keywords of `limits[key]`. */
export function applyLimits<T extends SchemaNode>(schema: T, limits: Limits): T {
  return mapSchema(schema, (node) => {
    const key = node['x-limit'];
    const rule = typeof key === 'string' ? limits[key] : undefined;
    if (!rule) return node;
    const next: Record<string, unknown> = { ...node };
    for (const keyword of LIMIT_KEYWORDS) if (typeof rule[keyword] === 'number') next[keyword] = rule[keyword];
    if (rule.message) next['x-messages'] = { ...(node['x-messages'] as object | undefined), maximum: rule.message };
    return next;
  });
}

/**
 * The schema a validator compiles: on every node with `x-limit`, the limit keywords (and their
 * messages) taken out, since a limit can change at run time (remote config) while a validator is
 * compiled once, at codegen. `limitIssues` checks those keywords at run time from the schema the
 * form shows, with the limits it shows.
 */
export function withoutLimits<T extends SchemaNode>(schema: T): T {
  return mapSchema(schema, (node) => {
    if (typeof node['x-limit'] !== 'string') return node;
    const next: Record<string, unknown> = { ...node };
    for (const keyword of LIMIT_KEYWORDS) delete next[keyword];
    delete next['x-messages'];
    return next;
  });
}

/** A failed keyword where ajv would report it: the data's JSON pointer, the keyword and its params. */
export interface KeywordIssue {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** Where the keyword sits in the schema (ajv's `schemaPath`: `#/then/properties/price/x-below`). */
  readonly schemaPath?: string;
}

/** Whether a value meets a schema's `if` (the validator answers it). */
export type ConditionHolds = (condition: SchemaNode, value: unknown) => boolean;

/** A value met in the data, with where it sits (ajv's data context). */
export interface DataVisit extends DataPlace {
  readonly instancePath: string;
  /** The ruling node's place in the schema (`#/then/properties/price`), as ajv's `schemaPath` starts. */
  readonly schemaPath?: string;
}

/**
 * Visits every value of `data` with the schema node that rules it: object properties, list items,
 * and the active branch of an `if` (as a validator would: the inactive branch is not checked).
 */
export function visitData(
  schema: SchemaNode,
  data: unknown,
  holds: ConditionHolds,
  visit: (node: SchemaNode, value: unknown, place: DataVisit) => void,
  place: DataVisit = { instancePath: '', parentData: undefined, rootData: data, schemaPath: '#' },
): void {
  visit(schema, data, place);
  const child = (pointer: string, schemaPointer: string): DataVisit => ({
    instancePath: `${place.instancePath}/${pointer}`,
    parentData: data,
    rootData: place.rootData,
    schemaPath: `${place.schemaPath ?? '#'}/${schemaPointer}`,
  });
  if (Array.isArray(data) && isNode(schema.items))
    for (const [index, item] of data.entries())
      visitData(schema.items, item, holds, visit, child(String(index), 'items'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const values = data as Record<string, unknown>;
  if (isNode(schema.properties))
    for (const [name, node] of Object.entries(schema.properties))
      if (isNode(node) && values[name] !== undefined)
        visitData(node, values[name], holds, visit, child(escapePointer(name), `properties/${escapePointer(name)}`));
  if (isNode(schema.if)) {
    const taken = holds(schema.if, data) ? 'then' : 'else';
    const branch = schema[taken];
    if (isNode(branch))
      visitData(branch, data, holds, visit, { ...place, schemaPath: `${place.schemaPath ?? '#'}/${taken}` });
  }
}

/**
 * What a compiled validator leaves to run time, with ajv's keywords and params so they read as any
 * other failure (`describeIssue`): the limits of `x-limit` nodes (remote config or the schema's
 * own; see `withoutLimits`) and the catalogue's rule keywords (src/lib/rule-keywords.ts).
 */
export function runtimeIssues(
  schema: SchemaNode,
  data: unknown,
  holds: ConditionHolds,
  now = new Date(),
): KeywordIssue[] {
  const issues: KeywordIssue[] = [];
  visitData(schema, data, holds, (node, value, place) => {
    const at = (issue: KeywordIssue): KeywordIssue => ({
      ...issue,
      schemaPath: `${place.schemaPath}/${issue.keyword}`,
    });
    if (typeof node['x-limit'] === 'string') issues.push(...nodeLimitIssues(node, value, place.instancePath).map(at));
    issues.push(...ruleIssues(node, value, place, now).map(at));
  });
  return issues;
}

function nodeLimitIssues(node: SchemaNode, data: unknown, at: string): KeywordIssue[] {
  const issue = (keyword: string, params: Record<string, unknown>) => ({ instancePath: at, keyword, params });
  const issues: KeywordIssue[] = [];
  const limit = (keyword: (typeof LIMIT_KEYWORDS)[number]) =>
    typeof node[keyword] === 'number' ? node[keyword] : undefined;
  if (typeof data === 'string') {
    const length = [...data].length;
    const max = limit('maxLength');
    const min = limit('minLength');
    if (max !== undefined && length > max) issues.push(issue('maxLength', { limit: max }));
    if (min !== undefined && length < min) issues.push(issue('minLength', { limit: min }));
  } else if (typeof data === 'number') {
    const max = limit('maximum');
    const min = limit('minimum');
    if (max !== undefined && data > max) issues.push(issue('maximum', { comparison: '<=', limit: max }));
    if (min !== undefined && data < min) issues.push(issue('minimum', { comparison: '>=', limit: min }));
  } else if (Array.isArray(data)) {
    const max = limit('maxItems');
    if (max !== undefined && data.length > max) issues.push(issue('maxItems', { limit: max }));
  }
  return issues;
}

function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The Korean sentence for one failed keyword of `schema` (the failing field's own schema). A
 * catalogue keyword that names another field (`x-not-above: price`) reads that field's title from
 * `otherTitle`.
 */
export function describeIssue(
  keyword: string,
  params: Readonly<Record<string, unknown>>,
  schema: SchemaNode = {},
  otherTitle?: string,
): string {
  const custom = (schema['x-messages'] as Record<string, string> | undefined)?.[keyword];
  if (custom) return custom;
  const title = typeof schema.title === 'string' ? schema.title : '';
  const rule = describeRule(keyword, params, { schema, title, ...(otherTitle ? { otherTitle } : {}) });
  if (rule) return rule;
  const limit = Number(params.limit);
  const unit = schema['x-unit'] === 'WON' ? '원' : schema['x-kind'] === 'percent' ? '%' : '';
  const amount = (n: number) => `${formatNumber(n)}${unit}`;
  switch (keyword) {
    case 'required':
      return messages.validation.required;
    case 'minLength':
      return limit === 1 ? messages.validation.required : messages.validation.minLength(limit);
    case 'maxLength':
      return messages.validation.maxLength(limit);
    case 'minimum':
    case 'exclusiveMinimum':
      return messages.validation.minimum(amount(keyword === 'minimum' ? limit : limit + 1));
    case 'maximum':
    case 'exclusiveMaximum':
      return messages.validation.maximum(amount(keyword === 'maximum' ? limit : limit - 1));
    case 'minItems':
      return messages.validation.minItems(limit);
    case 'maxItems':
      return messages.validation.maxItems(limit);
    case 'uniqueItems':
      return messages.validation.uniqueItems;
    case 'enum':
    case 'const':
      return messages.validation.enum;
    case 'pattern':
      return messages.validation.pattern;
    case 'format':
      return formatMessage(String(params.format));
    case 'type':
      return schema['x-unit'] === 'WON' && String(params.type).includes('integer')
        ? messages.validation.wholeWon
        : typeMessage(params.type);
    default:
      return messages.validation.type;
  }
}

function formatMessage(format: string): string {
  if (format === 'date-time' || format === 'date') return messages.validation.dateTime;
  if (format === 'uri' || format === 'url') return messages.validation.uri;
  if (format === 'email') return messages.validation.email;
  return messages.validation.pattern;
}

function typeMessage(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  if (types.includes('integer')) return messages.validation.integer;
  if (types.includes('number')) return messages.validation.number;
  return messages.validation.type;
}

/**
 * Dotted field path of an ajv error: `/benefit_request/description` → `benefit_request.description`;
 * a `required` error points at the missing property itself.
 */
export function fieldPathOf(instancePath: string, keyword: string, params: Readonly<Record<string, unknown>>): string {
  const parts = instancePath.split('/').filter(Boolean).map(unescapePointer);
  if (keyword === 'required' && typeof params.missingProperty === 'string') parts.push(params.missingProperty);
  return parts.join('.');
}

/**
 * The sub-schema at a dotted field path (array indexes step into `items`); a field that a
 * conditional branch declares (`then`/`else`) is found too.
 */
export function schemaAtField(schema: SchemaNode, field: string): SchemaNode | undefined {
  let current: SchemaNode | undefined = schema;
  for (const part of field.split('.').filter(Boolean)) {
    if (!current) return undefined;
    if (/^\d+$/.test(part)) current = current.items as SchemaNode | undefined;
    else current = propertiesOf(current)[part];
  }
  return current;
}

/**
 * The schema node that ruled a failed keyword, found by ajv's `schemaPath`
 * (`#/properties/info/else/then/required`), when it lies in a conditional branch: the field as that
 * branch declares it (영양 정보 사진 while 사진으로 등록 is chosen), where `schemaAtField` gives the
 * object's own declaration. Undefined outside a branch, or when the path does not resolve.
 */
export function branchFieldSchema(
  root: SchemaNode,
  schemaPath: string | undefined,
  keyword: string,
  params: Readonly<Record<string, unknown>>,
): SchemaNode | undefined {
  const parts = (schemaPath ?? '').replace(/^#\/?/, '').split('/').filter(Boolean).map(unescapePointer);
  if (!parts.includes('then') && !parts.includes('else')) return undefined;
  let node: unknown = root;
  for (const part of parts.slice(0, -1)) node = isNode(node) ? node[part] : undefined;
  if (!isNode(node)) return undefined;
  if (keyword !== 'required') return node;
  const properties = node.properties;
  const missing = params.missingProperty;
  return isNode(properties) && typeof missing === 'string' && isNode(properties[missing])
    ? properties[missing]
    : undefined;
}

/**
 * The schema a failed keyword's sentence reads (its title, unit, `x-messages`): the field as the
 * object declares it, overlaid with the conditional branch that ruled the failure, if any (see
 * `branchFieldSchema`). The form and the mock both read it, so they say the same.
 */
export function issueFieldSchema(
  root: SchemaNode,
  field: string,
  schemaPath: string | undefined,
  keyword: string,
  params: Readonly<Record<string, unknown>>,
): SchemaNode | undefined {
  const declared = field ? schemaAtField(root, field) : root;
  const branch = branchFieldSchema(root, schemaPath, keyword, params);
  if (!branch || !declared) return branch ?? declared;
  const worded = { ...asNode(declared['x-messages']), ...asNode(branch['x-messages']) };
  return { ...declared, ...branch, ...(Object.keys(worded).length > 0 ? { 'x-messages': worded } : {}) };
}

const asNode = (value: unknown): SchemaNode => (isNode(value) ? value : {});

/**
 * How the summary names a field: its title, preceded by the name of each list item on the way when
 * the item schema says which of its properties names it (`x-item-name: weekday` → "화요일 여는 시간").
 * An enum value reads as its `x-enum-labels` label. Without data or an item name, the title alone.
 */
export function fieldTitle(schema: SchemaNode, field: string, data?: unknown): string | undefined {
  const names: string[] = [];
  let node: SchemaNode | undefined = schema;
  let value: unknown = data;
  for (const part of field.split('.').filter(Boolean)) {
    if (!node) return undefined;
    const item = /^\d+$/.test(part);
    node = item ? (node.items as SchemaNode | undefined) : propertiesOf(node)[part];
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
    const nameField = item && node ? node['x-item-name'] : undefined;
    if (typeof nameField === 'string' && node) {
      const name = itemName(propertiesOf(node)[nameField], (value as Record<string, unknown> | undefined)?.[nameField]);
      if (name) names.push(name);
    }
  }
  const title = typeof node?.title === 'string' ? node.title : undefined;
  return title === undefined ? undefined : [...names, title].join(' ');
}

function itemName(property: SchemaNode | undefined, value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const labels = property?.['x-enum-labels'];
  const label = isNode(labels) ? labels[String(value)] : undefined;
  return typeof label === 'string' ? label : String(value);
}

/** An object schema's own properties followed by those its conditional branches declare. */
export function propertiesOf(schema: SchemaNode): Readonly<Record<string, SchemaNode>> {
  const own = (isNode(schema.properties) ? schema.properties : {}) as Record<string, SchemaNode>;
  return { ...branchProperties(schema), ...own };
}

/**
 * Properties declared only under a condition: in the `then` or `else` of the schema's `if`
 * (nested `if`s included). A form shows such a field while its condition holds.
 */
export function branchProperties(schema: SchemaNode): Readonly<Record<string, SchemaNode>> {
  if (schema.if === undefined) return {};
  const found: Record<string, SchemaNode> = {};
  for (const branch of [schema.then, schema.else]) {
    if (!isNode(branch)) continue;
    Object.assign(found, branchProperties(branch), branch.properties);
  }
  return found;
}

/**
 * `x-not-past: true` on a date-time: what is sent must not lie in the past (a coupon's expiry).
 * It rules requests only (forms, the mock's request check); answers may carry past instants.
 */
export const NOT_PAST = 'x-not-past';

/** Whether an ISO instant lies before `now`; text that is not an instant is left to `format`. */
export function isPastInstant(value: unknown, now: Date = new Date()): boolean {
  if (typeof value !== 'string') return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && time < now.getTime();
}

/**
 * The title of the field a catalogue keyword names, seen from the failing field at `field` (dotted):
 * `price` is its sibling, `/stock` a field of the body's root.
 */
export function referencedTitle(
  root: SchemaNode,
  field: string,
  params: Readonly<Record<string, unknown>>,
): string | undefined {
  if (typeof params.field !== 'string') return undefined;
  const reference = params.field;
  const parent = field.split('.').slice(0, -1);
  const path = reference.startsWith('/') ? reference.slice(1).split('/') : [...parent, ...reference.split('/')];
  const target = schemaAtField(root, path.join('.'));
  return typeof target?.title === 'string' ? target.title : undefined;
}

function unescapePointer(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Where `visitData` and `mapSchema` step into a schema: an object's `properties`, a list's `items`
 * and the branches of an `if`. A rule keyword or an `x-limit` anywhere else (under `allOf`,
 * `oneOf`, `anyOf`, `not`, an `if` condition, `prefixItems`, …) is checked by the mock's ajv but not
 * by the form, so codegen refuses it there (`rulesOutOfReach`).
 */
const WALKED_NODES = ['items', 'then', 'else'] as const;

/** Keywords whose value holds schemas ajv applies and the walker does not step into. */
const UNWALKED_NODES = [
  'if',
  'not',
  'contains',
  'propertyNames',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
];
const UNWALKED_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const UNWALKED_MAPS = ['patternProperties', 'dependentSchemas', '$defs', 'definitions'];

/** Whether a keyword states a rule the form checks at run time (the catalogue's, or a remote-config limit). */
const isRunTimeRule = (keyword: string) => keyword === 'x-limit' || RULE_KEYWORDS[keyword] !== undefined;

/**
 * The rule keywords and `x-limit`s of a request schema that the run-time walker cannot see, as
 * `<JSON pointer>: <keyword>` (`/properties/discount/oneOf/1: x-not-above`); empty when the form
 * checks every rule the mock checks. A `$ref` left in the schema hides its target's rules too.
 */
export function rulesOutOfReach(schema: SchemaNode): string[] {
  const found: string[] = [];
  const walk = (node: SchemaNode, pointer: string, seen: boolean) => {
    for (const [keyword, value] of Object.entries(node)) {
      if ((!seen && isRunTimeRule(keyword)) || keyword === '$ref') found.push(`${pointer || '/'}: ${keyword}`);
      const at = `${pointer}/${escapePointer(keyword)}`;
      if (keyword === 'properties' && isNode(value)) {
        for (const [name, child] of Object.entries(value))
          if (isNode(child)) walk(child, `${at}/${escapePointer(name)}`, seen);
      } else if ((WALKED_NODES as readonly string[]).includes(keyword) && isNode(value)) {
        walk(value, at, seen);
      } else if (UNWALKED_NODES.includes(keyword) && isNode(value)) {
        walk(value, at, false);
      } else if ((UNWALKED_LISTS.includes(keyword) || keyword === 'items') && Array.isArray(value)) {
        value.forEach((child, index) => isNode(child) && walk(child, `${at}/${index}`, false));
      } else if (UNWALKED_MAPS.includes(keyword) && isNode(value)) {
        for (const [name, child] of Object.entries(value))
          if (isNode(child)) walk(child, `${at}/${escapePointer(name)}`, false);
      }
    }
  };
  walk(schema, '', true);
  return found;
}

function mapSchema<T extends SchemaNode>(node: T, visit: (node: SchemaNode) => SchemaNode): T {
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isNode(value)) {
      mapped[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, isNode(child) ? mapSchema(child, visit) : child]),
      );
    } else if ((WALKED_NODES as readonly string[]).includes(key) && isNode(value)) {
      mapped[key] = mapSchema(value, visit);
    } else {
      mapped[key] = value;
    }
  }
  return visit(mapped) as T;
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
