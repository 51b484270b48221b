/**
 * Rules the console and the mock server share about JSON Schemas: how a failed keyword reads in
 * Korean, where the failing field is, and how remote-config limits replace schema limits.
 */
import { formatNumber } from './format';
import { messages } from './messages';

export interface SchemaNode {
  readonly [keyword: string]: unknown;
}

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

/** The Korean sentence for one failed keyword of `schema` (the failing field's own schema). */
export function describeIssue(
  keyword: string,
  params: Readonly<Record<string, unknown>>,
  schema: SchemaNode = {},
): string {
  const custom = (schema['x-messages'] as Record<string, string> | undefined)?.[keyword];
  if (custom) return custom;
  const limit = Number(params.limit);
  const won = schema['x-unit'] === 'WON';
  const amount = (n: number) => (won ? `${formatNumber(n)}원` : formatNumber(n));
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
      return typeMessage(params.type);
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

/** The sub-schema at a dotted field path (array indexes step into `items`). */
export function schemaAtField(schema: SchemaNode, field: string): SchemaNode | undefined {
  let current: SchemaNode | undefined = schema;
  for (const part of field.split('.').filter(Boolean)) {
    if (!current) return undefined;
    if (/^\d+$/.test(part)) current = current.items as SchemaNode | undefined;
    else current = (current.properties as Record<string, SchemaNode> | undefined)?.[part];
  }
  return current;
}

function unescapePointer(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

function mapSchema<T extends SchemaNode>(node: T, visit: (node: SchemaNode) => SchemaNode): T {
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isNode(value)) {
      mapped[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, isNode(child) ? mapSchema(child, visit) : child]),
      );
    } else if (key === 'items' && isNode(value)) {
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
