/**
 * Checks what docs/schema-conventions.md promises and openapi-typescript cannot: enum labels,
 * paging paths, references between resources, remote-config limit keys, form field titles.
 * Returns human-readable problems; codegen fails when there is any.
 */
import { isObject, resolveSchema, text, type JsonObject, type JsonValue } from './resolve-schema';
import { collectOperations, schemaAtPath, type OperationModel, type ServiceDocument } from './load-openapi';
import { NORMALIZE, NORMALIZE_MODES } from '../../src/lib/normalize';
import { RULE_KEYWORDS } from '../../src/lib/rule-keywords';
import { merchantTextProblems } from '../../src/lib/merchant-words';

const ENVELOPES = ['data', 'data-status-message'];
/**
 * Every `x-` keyword a schema may write: the conventions of docs/schema-conventions.md and the
 * rule keywords of src/lib/rule-keywords.ts. Anything else is a typo or a rule nobody enforces.
 */
const X_KEYWORDS = new Set([
  'x-service',
  'x-envelope',
  'x-account-headers',
  'x-business-web-token',
  'x-environment',
  'x-gateway',
  'x-refs',
  'x-spec',
  'x-paging',
  'x-enum-labels',
  'x-unit',
  'x-ref',
  'x-kind',
  'x-bind',
  'x-limit',
  'x-messages',
  'x-position-field',
  'x-id-field',
  'x-item-name',
  'x-help',
  'x-roles',
  NORMALIZE,
  ...Object.keys(RULE_KEYWORDS),
]);
/** Standard keywords an `x-messages` entry may also word. */
const MESSAGE_KEYWORDS = new Set([
  'required',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'pattern',
  'format',
  'type',
  'enum',
  'const',
  ...Object.keys(RULE_KEYWORDS),
]);
/** Renderer hints of docs/schema-conventions.md. */
const X_KINDS = ['image', 'longtext', 'phone', 'percent', 'deadline'];
const PAGING_FIELDS: Record<string, string[]> = {
  page: ['pageParam', 'sizeParam', 'firstPage', 'items', 'total'],
  offset: ['offsetParam', 'limitParam', 'items', 'total'],
  cursor: ['cursorParam', 'cursorField', 'nextCursor', 'hasMore', 'sizeParam', 'items'],
  none: ['items'],
};

export function lintServiceDocuments(documents: ServiceDocument[]): string[] {
  const problems: string[] = [];
  const refTargets = new Set(documents.flatMap(({ doc }) => Object.keys((doc['x-refs'] ?? {}) as JsonObject)));
  const limitKeys = collectLimitKeys(documents);
  const seenIds = new Map<string, string>();

  for (const service of documents) {
    const where = `${service.name}.yaml`;
    const info = (service.doc.info ?? {}) as JsonObject;
    if (service.doc.openapi !== '3.1.0') problems.push(`${where}: openapi must be 3.1.0`);
    if (info['x-service'] !== service.name) problems.push(`${where}: info.x-service must be "${service.name}"`);
    if (!ENVELOPES.includes(text(info['x-envelope'])))
      problems.push(`${where}: info.x-envelope must be one of ${ENVELOPES.join(', ')}`);
    const environments = ((service.doc.servers ?? []) as JsonObject[]).map((server) => server['x-environment']);
    for (const env of ['production', 'alpha'])
      if (!environments.includes(env)) problems.push(`${where}: servers need an ${env} entry`);

    walkSchemas(service.doc, (node, at) => {
      if (Array.isArray(node.enum) && node.enum.length > 0) {
        const labels = (node['x-enum-labels'] ?? {}) as JsonObject;
        const missing = node.enum.filter(
          (value): value is string => typeof value === 'string' && typeof labels[value] !== 'string',
        );
        if (missing.length > 0)
          problems.push(`${where} ${at}: enum values without x-enum-labels: ${missing.join(', ')}`);
      }
      const ref = node['x-ref'];
      if (ref !== undefined && !refTargets.has(text(ref)))
        problems.push(`${where} ${at}: x-ref "${text(ref)}" is not declared in any x-refs`);
      const limit = node['x-limit'];
      if (limit !== undefined && limitKeys.size > 0 && !limitKeys.has(text(limit)))
        problems.push(`${where} ${at}: x-limit "${text(limit)}" is not a remote-config limit key`);
      const kind = node['x-kind'];
      if (kind !== undefined && !X_KINDS.includes(text(kind)))
        problems.push(`${where} ${at}: x-kind "${text(kind)}" is not one of ${X_KINDS.join(', ')}`);
      if (kind === 'deadline' && node.format !== 'date-time')
        problems.push(`${where} ${at}: x-kind deadline needs format: date-time`);
      problems.push(...lintRuleKeywords(node).map((problem) => `${where} ${at}: ${problem}`));
      problems.push(...helpProblems(node['x-help']).map((problem) => `${where} ${at}: x-help ${problem}`));
      if (node['x-spec'] !== undefined && node['x-spec'] !== 'designed')
        problems.push(`${where} ${at}: x-spec may only be "designed"`);
    });

    for (const [key, target] of Object.entries((service.doc['x-refs'] ?? {}) as JsonObject)) {
      if (!key.startsWith(`${service.name}.`))
        problems.push(`${where}: x-refs key "${key}" must start with "${service.name}."`);
      if (!isObject(target) || !target.operationId || !target.value || !target.label)
        problems.push(`${where}: x-refs "${key}" needs operationId, value and label`);
    }

    for (const op of collectOperations(service)) {
      const id = `${where} ${op.method.toUpperCase()} ${op.path}`;
      if (!/^[a-z][A-Za-z0-9]*$/.test(op.operationId))
        problems.push(`${id}: operationId "${op.operationId}" must be camelCase`);
      const previous = seenIds.get(`${op.service}.${op.operationId}`);
      if (previous) problems.push(`${id}: operationId "${op.operationId}" already used by ${previous}`);
      seenIds.set(`${op.service}.${op.operationId}`, id);
      if (!op.summary) problems.push(`${id}: summary (Korean) is required`);
      if (!op.responses['200']) problems.push(`${id}: a '200' response is required`);
      problems.push(...lintPaging(id, op), ...lintFormTitles(id, op), ...lintAccountBinding(id, op));
    }
  }
  return problems;
}

/** Unknown `x-` keywords, rule keywords with a value they cannot take, `x-messages` for nothing. */
export function lintRuleKeywords(node: JsonObject): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (!key.startsWith('x-')) continue;
    if (!X_KEYWORDS.has(key)) {
      problems.push(`unknown keyword ${key} (known: docs/schema-conventions.md, src/lib/rule-keywords.ts)`);
      continue;
    }
    if (key === NORMALIZE && !(NORMALIZE_MODES as readonly unknown[]).includes(value))
      problems.push(`${key} must be one of ${NORMALIZE_MODES.join(', ')}`);
    if (key === 'x-item-name' && !(isObject(node.properties) && typeof value === 'string' && value in node.properties))
      problems.push(`${key} must name one of the object's own properties`);
    const problem = RULE_KEYWORDS[key]?.valueCheck(value, node);
    if (problem) problems.push(`${key} ${problem}`);
  }
  const worded = node['x-messages'];
  if (isObject(worded))
    for (const keyword of Object.keys(worded))
      if (!MESSAGE_KEYWORDS.has(keyword)) problems.push(`x-messages.${keyword} words no keyword a schema can fail`);
  return problems;
}

export function lintPaging(id: string, op: OperationModel): string[] {
  if (!op.paging) return [];
  const kind = text(op.paging.kind);
  const fields = PAGING_FIELDS[kind];
  if (!fields) return [`${id}: x-paging.kind must be one of ${Object.keys(PAGING_FIELDS).join(', ')}`];
  const problems = fields
    .filter((field) => op.paging![field] === undefined)
    .map((field) => `${id}: x-paging.${field} is required for kind ${kind}`);
  for (const field of ['items', 'total', 'nextCursor', 'hasMore']) {
    const dotted = op.paging[field];
    if (typeof dotted !== 'string') continue;
    const target = schemaAtPath(op.responses['200'] ?? {}, dotted);
    if (!target) problems.push(`${id}: x-paging.${field} "${dotted}" is not in the 200 response`);
    else if (field === 'items' && target.type !== 'array')
      problems.push(`${id}: x-paging.items "${dotted}" must be an array`);
  }
  const cursorField = op.paging.cursorField;
  if (typeof cursorField === 'string') {
    const item = schemaAtPath(op.responses['200'] ?? {}, text(op.paging.items))?.items;
    if (!isObject(item) || !isObject(item.properties) || !(cursorField in item.properties))
      problems.push(`${id}: x-paging.cursorField "${cursorField}" is not a field of the listed items`);
  }
  for (const param of ['pageParam', 'sizeParam', 'offsetParam', 'limitParam', 'cursorParam']) {
    const name = op.paging[param];
    if (typeof name === 'string' && !op.parameters.some((p) => p.name === name))
      problems.push(`${id}: x-paging.${param} "${name}" is not a parameter`);
  }
  return problems;
}

/** Path parameter names that always mean a business account. */
const ACCOUNT_PARAM_NAMES = new Set(['baId', 'businessAccountId']);

/**
 * A path parameter that names the business account (`/business_accounts/{id}`, `{baId}`,
 * `{businessAccountId}`) is filled by the client from the current account, so it must be the
 * shared parameter component that says so (`x-bind: account`); `x-bind` means nothing elsewhere.
 * The server refuses any other account there with a 403, so the operation documents one.
 */
export function lintAccountBinding(id: string, op: OperationModel): string[] {
  const problems: string[] = [];
  const segments = op.path.split('/');
  for (const param of op.parameters) {
    if (param.bind && param.in !== 'path') problems.push(`${id}: x-bind on ${param.in} parameter ${param.name}`);
    if (param.in !== 'path') continue;
    const before = segments[segments.indexOf(`{${param.name}}`) - 1];
    const accountScoped = ACCOUNT_PARAM_NAMES.has(param.name) || before === 'business_accounts';
    if (accountScoped && (param.bind !== 'account' || !param.component))
      problems.push(
        `${id}: path parameter {${param.name}} is the business account: use a shared parameter component with x-bind: account (e.g. $ref: '#/components/parameters/AccountId')`,
      );
    if (param.bind === 'account' && op.responses['403'] === undefined)
      problems.push(
        `${id}: {${param.name}} is the account: a call naming another account than its own is a 403, document it`,
      );
  }
  return problems;
}

function lintFormTitles(id: string, op: OperationModel): string[] {
  if (!op.body) return [];
  const problems: string[] = [];
  const visit = (schema: JsonValue, at: string) => {
    if (!isObject(schema)) return;
    if (isObject(schema.properties)) {
      for (const [name, prop] of Object.entries(schema.properties)) {
        if (isObject(prop) && typeof prop.title !== 'string')
          problems.push(`${id}: request field ${at}${name} needs a Korean title`);
        visit(prop, `${at}${name}.`);
      }
    }
    if (isObject(schema.items)) visit(schema.items, `${at}[].`);
    // Fields a conditional adds (`then`/`else`) are form fields like any other.
    for (const branch of [schema.then, schema.else]) visit(branch ?? null, at);
  };
  visit(op.body.schema, '');
  return problems;
}

function collectLimitKeys(documents: ServiceDocument[]): Set<string> {
  const config = documents.find((d) => d.name === 'config');
  if (!config) return new Set();
  const limits = resolveSchema(config.doc, { $ref: '#/components/schemas/RemoteConfigLimits' }) as JsonObject;
  return new Set(Object.keys((limits.properties ?? {}) as JsonObject));
}

/** Calls `visit` for every schema-like object in the document, with a readable location. */
function walkSchemas(node: JsonValue, visit: (node: JsonObject, at: string) => void, at = '#'): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walkSchemas(item, visit, `${at}/${index}`));
    return;
  }
  if (!isObject(node)) return;
  visit(node, at);
  for (const [key, value] of Object.entries(node)) {
    // Values, not schemas: labels, sentences (`x-messages` may word a rule keyword), examples.
    if (['x-enum-labels', 'x-refs', 'x-messages', 'examples', 'default'].includes(key)) continue;
    walkSchemas(value, visit, `${at}/${key}`);
  }
}

/**
 * `x-help` is what a merchant reads under a field (a `description` is a developer note and never
 * shown): Korean 해요체 without developer words (src/lib/merchant-words.ts).
 */
export function helpProblems(help: JsonValue | undefined): string[] {
  if (help === undefined) return [];
  if (typeof help !== 'string' || help.trim() === '') return ['must be a sentence'];
  return merchantTextProblems(help);
}
