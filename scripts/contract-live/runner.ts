/**
 * The read-only part of the contract, run against a live host: every GET operation of a service
 * whose parameters can be filled (the business account, the schema's example or default, or an
 * earlier answer: a list's items give its detail's id, an `x-ref` names the list, a field of the
 * same name gives a value), each answer judged by the drift validator the alpha drift report uses.
 * Skipped operations say which parameter was missing.
 *
 * Runs in Node with no browser code: the operation details and the validator are handed in (see
 * load.ts), so a test can hand in the same ones through vitest.
 */
import type { JsonSchema, OperationDetail, ParameterDetail } from '../../generated/operations/types';

/** One finding of `responseDrift` (src/api/drift/response-drift.ts), typed here for Node. */
export interface DriftFinding {
  readonly operation: string;
  readonly status: number;
  readonly pointer: string;
  readonly expected: string;
  readonly received: string;
}

export type DriftCheck = (key: string, status: number, body: unknown) => Promise<readonly DriftFinding[]>;

export interface LiveService {
  readonly name: string;
  /** Sends `Account-Type` and `Account-Id` (the service's `x-account-headers`). */
  readonly accountHeaders: boolean;
}

export interface LiveOptions {
  /** Base URL the operation paths are appended to (`https://coupon.biz-gateway.alpha…`, or with a path prefix). */
  readonly host: string;
  /** The business account: `Account-Id` and every `x-bind: account` parameter. */
  readonly account?: string | undefined;
  /** Access token, sent as the console sends it (`x-auth-token`). */
  readonly token?: string | undefined;
  /** Any further request headers (`--header name:value`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** `YYYY-MM-DD` used for required date parameters that have no example (default: today in Seoul). */
  readonly today?: string;
  readonly fetch?: typeof fetch;
  /**
   * Answers shared between the services of one run: read for values named by field, and this
   * service's answers are added (run `all`, and the customer's id comes from the statistics).
   */
  readonly earlier?: Answered[];
  readonly refs?: Readonly<Record<string, RefTarget>>;
  /** Milliseconds before one call is given up (default 15 s). */
  readonly timeoutMs?: number;
}

/** Header names the console sends (src/api/middleware.ts `headerNames`). */
export const LIVE_HEADERS = {
  accountType: 'Account-Type',
  accountId: 'Account-Id',
  authToken: 'x-auth-token',
  accountTypeValue: 'BUSINESS_PROFILE',
} as const;

export type Outcome =
  | { readonly kind: 'ok'; readonly key: string; readonly path: string; readonly status: number; readonly url: string }
  | {
      readonly kind: 'drifted';
      readonly key: string;
      readonly path: string;
      readonly status: number;
      readonly url: string;
      readonly drifts: readonly DriftFinding[];
    }
  | {
      readonly kind: 'error';
      readonly key: string;
      readonly path: string;
      readonly status: number | null;
      readonly url: string;
      readonly message: string;
      /** A documented error status whose body departs from its schema (the console reads its message). */
      readonly drifts?: readonly DriftFinding[];
    }
  | { readonly kind: 'skipped'; readonly key: string; readonly path: string; readonly reason: string };

export interface ServiceReport {
  readonly service: string;
  readonly host: string;
  readonly outcomes: readonly Outcome[];
}

export interface CallValues {
  readonly path: Readonly<Record<string, string>>;
  readonly query: readonly (readonly [string, string])[];
}

/** A filled call (its first values, then the further ones to try), or why it cannot be made, or a wait for an operation that may still give a value. */
export type Fill =
  | ({ readonly kind: 'call'; readonly tries: readonly CallValues[] } & CallValues)
  | { readonly kind: 'skip'; readonly reason: string }
  | { readonly kind: 'wait'; readonly on: string };

/** What earlier calls answered (2xx, drifted or not): the source of ids for later ones. */
export interface Answered {
  readonly key: string;
  readonly detail: OperationDetail;
  readonly path: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export interface FillContext {
  readonly account?: string | undefined;
  /** The service takes `Account-Id`: an operation that is not account-optional needs one. */
  readonly accountHeaders: boolean;
  readonly today: string;
  /** Every GET operation of the service, in table order. */
  readonly operations: readonly OperationDetail[];
  readonly answered: ReadonlyMap<string, Answered>;
  /** Answers of services run before this one: they may name a value by its field (`userId`). */
  readonly earlier: readonly Answered[];
  /** `x-refs` of the schemas (generated/openapi `refs`): a parameter's `x-ref` names the list its ids come from. */
  readonly refs: Readonly<Record<string, RefTarget>>;
  /** Operations skipped for want of a parameter (so the ones they would have given say so). */
  readonly skipped: ReadonlySet<string>;
  /** Operations not run or skipped yet: a provider among them is waited for. */
  readonly pending: ReadonlySet<string>;
}

export interface RefTarget {
  readonly service: string;
  readonly operationId: string;
  readonly value: string;
}

export const keyOf = (detail: OperationDetail): string => `${detail.service}.${detail.operationId}`;

/** Values tried for one operation at most (a list's first page): a 404 on one id tries the next item. */
export const MAX_TRIES = 10;

/**
 * Fills the parameters of one operation, or says why it cannot (or not yet). Where a parameter has
 * several candidates (the items of a list, the fields of earlier answers), the call is tried with
 * the next one when the host answers 4xx: not every post has a survey, not every user a profile.
 */
export function fillParameters(detail: OperationDetail, context: FillContext): Fill {
  const ordered = [...detail.parameters].sort(
    (a, b) => detail.path.indexOf(`{${a.name}}`) - detail.path.indexOf(`{${b.name}}`),
  );
  const chosen: { readonly param: ParameterDetail; readonly candidates: readonly Candidate[] }[] = [];
  const firstPath: Record<string, string> = {};
  for (const param of ordered) {
    if (param.in === 'header') continue;
    if (param.in === 'query' && !param.required) continue;
    if (param.bind === 'account') {
      if (context.account === undefined)
        return { kind: 'skip', reason: `parameter ${param.name} is the business account: pass --account` };
      chosen.push({ param, candidates: [{ value: context.account, inherited: {} }] });
      firstPath[param.name] = context.account;
      continue;
    }
    const found = candidatesFor(detail, param, context, firstPath);
    if (found.kind === 'wait') return found;
    if (found.kind === 'none') return { kind: 'skip', reason: found.reason };
    chosen.push({ param, candidates: found.candidates });
    if (param.in === 'path') Object.assign(firstPath, found.candidates[0]!.inherited, { [param.name]: '' });
  }
  if (context.accountHeaders && !detail.accountOptional && context.account === undefined)
    return { kind: 'skip', reason: 'needs the Account-Id header: pass --account' };
  // The first candidate of every parameter, then each further candidate of one parameter at a time.
  const picks: number[][] = [chosen.map(() => 0)];
  chosen.forEach(({ candidates }, index) => {
    for (let next = 1; next < candidates.length; next += 1)
      picks.push(chosen.map((_, other) => (other === index ? next : 0)));
  });
  const tries = picks.slice(0, MAX_TRIES).map((pick) => {
    const path: Record<string, string> = {};
    const query: [string, string][] = [];
    chosen.forEach(({ param, candidates }, index) => {
      const { value, inherited } = candidates[pick[index]!]!;
      if (param.in === 'path') {
        for (const [name, inheritedValue] of Object.entries(inherited)) path[name] ??= inheritedValue;
        path[param.name] = String(value);
      } else {
        for (const item of Array.isArray(value) ? value : [value]) query.push([param.name, String(item)]);
      }
    });
    return { path, query };
  });
  return { kind: 'call', ...tries[0]!, tries };
}

interface Candidate {
  readonly value: unknown;
  /** Path values of the list that gave it: the detail sits under the same parents. */
  readonly inherited: Readonly<Record<string, string>>;
}

type Found =
  | { readonly kind: 'values'; readonly candidates: readonly Candidate[] }
  | { readonly kind: 'wait'; readonly on: string }
  | { readonly kind: 'none'; readonly reason: string };

function candidatesFor(
  detail: OperationDetail,
  param: ParameterDetail,
  context: FillContext,
  filled: Readonly<Record<string, string>>,
): Found {
  const schema = param.schema;
  const ref = typeof schema['x-ref'] === 'string' ? context.refs[schema['x-ref']] : undefined;
  if (ref) {
    // `x-ref: customer.follower`: the ids are the `value` field of that list's items.
    const key = `${ref.service}.${ref.operationId}`;
    if (context.pending.has(key)) return { kind: 'wait', on: key };
    const answer = context.answered.get(key) ?? context.earlier.find((row) => row.key === key);
    const values = answer
      ? distinct(itemsOf(answer).map((item) => fieldsOf(item, [ref.value], schema, false, 1)[0]))
      : [];
    if (values.length > 0) return { kind: 'values', candidates: values.map((value) => ({ value, inherited: {} })) };
    const why = answer
      ? `${key} (x-ref ${String(schema['x-ref'])}) gave no item`
      : ref.service === detail.service
        ? `${key} (x-ref ${String(schema['x-ref'])}) did not answer`
        : `it takes ${key} (x-ref ${String(schema['x-ref'])}): run that service first (--service all --host alpha)`;
    return { kind: 'none', reason: `parameter ${param.name}: ${why}` };
  }
  const provider = param.in === 'path' ? providerOf(detail, param.name, context.operations) : undefined;
  if (provider) {
    const key = keyOf(provider);
    if (context.pending.has(key)) return { kind: 'wait', on: key };
    const answer = context.answered.get(key);
    if (answer) {
      const inherited = Object.fromEntries(Object.entries(answer.path).filter(([name]) => !(name in filled)));
      const values = distinct(
        itemsOf(answer).map((item) => fieldsOf(item, [...namesOf(param.name), 'id'], schema, false, 1)[0]),
      );
      if (values.length > 0) return { kind: 'values', candidates: values.map((value) => ({ value, inherited })) };
    }
  }
  const example = exampleOf(schema);
  if (example !== undefined) return { kind: 'values', candidates: [{ value: example, inherited: {} }] };
  const names = lookupNamesOf(detail, param);
  if (names.length > 0) {
    const values = distinct(
      [...context.answered.values(), ...context.earlier].flatMap((answer) =>
        fieldsOf(answer.body, names, schema, true, MAX_TRIES),
      ),
    );
    if (values.length > 0) return { kind: 'values', candidates: values.map((value) => ({ value, inherited: {} })) };
  }
  if (schema.format === 'date') {
    // A range's start a month back, so the range holds something (the console's settlement default).
    const start = /^(start|from|begin)/i.test(param.name);
    return {
      kind: 'values',
      candidates: [{ value: start ? shiftDays(context.today, -30) : context.today, inherited: {} }],
    };
  }
  const listed = provider ? keyOf(provider) : undefined;
  const why = (key: string) =>
    context.answered.has(key) ? 'gave no item' : context.skipped.has(key) ? 'was skipped' : 'did not answer';
  const from = listed ? ` (${listed} ${why(listed)})` : '';
  return { kind: 'none', reason: `parameter ${param.name} has no example and no earlier answer gave it${from}` };
}

function distinct(values: readonly unknown[]): unknown[] {
  return [...new Set(values.filter((value) => value !== undefined))].slice(0, MAX_TRIES);
}

/**
 * The list that gives a path parameter: the GET at the path before `{name}` (`/coupon_boxes` for
 * `/coupon_boxes/{id}/business`), else a list of the same service under the same collection
 * segment (`/posts/offset` for `/posts/{id}`), the one sharing most of the path first.
 */
export function providerOf(
  detail: OperationDetail,
  name: string,
  operations: readonly OperationDetail[],
): OperationDetail | undefined {
  const at = detail.path.indexOf(`/{${name}}`);
  if (at < 0) return undefined;
  const prefix = detail.path.slice(0, at);
  const own = (row: OperationDetail) => row.service === detail.service && row.method === 'get' && row !== detail;
  const exact = operations.find((row) => own(row) && row.path === prefix);
  if (exact) return exact;
  const segment = collectionOf(detail.path, name);
  if (!segment) return undefined;
  const lists = operations.filter(
    (row) =>
      own(row) && row.paging !== null && !row.path.includes(`{${name}}`) && row.path.split('/').includes(segment),
  );
  const rank = (row: OperationDetail) => (row.path.endsWith(`/${segment}`) ? 1000 : 0) + sharedLength(row.path, prefix);
  return lists.sort((a, b) => rank(b) - rank(a))[0];
}

/** `posts` for `{id}` in `/api/v1/posts/{id}/results`: the static segment the parameter is an item of. */
function collectionOf(path: string, name: string): string | undefined {
  const segments = path.split('/');
  const segment = segments[segments.indexOf(`{${name}}`) - 1];
  return segment && /^[A-Za-z_-]+$/.test(segment) ? segment : undefined;
}

function sharedLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}

/** Field names an earlier answer may give a parameter by: `id` of `/posts/{id}` is also `postId`. */
function lookupNamesOf(detail: OperationDetail, param: ParameterDetail): string[] {
  if (param.name !== 'id') return namesOf(param.name);
  const segment = param.in === 'path' ? collectionOf(detail.path, param.name) : undefined;
  if (!segment) return [];
  const singular = segment.replace(/-/g, '_').replace(/ies$/, 'y').replace(/s$/, '');
  return namesOf(`${singular}_id`);
}

/** `issuer_id` → also `issuerId`; `menuId` → also `menu_id`. */
function namesOf(name: string): string[] {
  const camel = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const snake = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return [...new Set([name, camel, snake])];
}

/** The schema's own example, default, constant or first enum value (an array: one such item). */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    const item = exampleOf(schema.items as JsonSchema);
    return item === undefined ? undefined : [item];
  }
  return undefined;
}

/** The items of a list answer: its paging's items, else the first array, else the one object it is. */
function itemsOf(answer: Answered): unknown[] {
  const paging = answer.detail.paging;
  const items = paging ? at(answer.body, paging.items) : firstArray(answer.body, 4);
  if (Array.isArray(items)) return items;
  const data = isObject(answer.body) ? answer.body.data : undefined;
  return isObject(data) ? [data] : [];
}

function at(body: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), body);
}

function firstArray(node: unknown, depth: number): unknown[] | undefined {
  if (Array.isArray(node)) return node as unknown[];
  if (!isObject(node) || depth === 0) return undefined;
  for (const value of Object.values(node)) {
    const found = firstArray(value, depth - 1);
    if (found) return found;
  }
  return undefined;
}

/** Scalar fields named one of `names` that fit the parameter's schema (searched in depth when asked). */
function fieldsOf(
  node: unknown,
  names: readonly string[],
  schema: JsonSchema,
  deep: boolean,
  limit: number,
): unknown[] {
  const found: unknown[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (found.length >= limit || depth > 8) return;
    if (Array.isArray(value)) {
      if (deep) for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    const own = names.map((name) => value[name]).find((field) => fits(schema, field));
    if (own !== undefined) found.push(own);
    if (deep) for (const field of Object.values(value)) if (typeof field === 'object') visit(field, depth + 1);
  };
  visit(node, 0);
  return found;
}

/** Whether a received value is a valid parameter value (type, enum, bounds, length, pattern). */
export function fits(schema: JsonSchema, value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'object') return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return false;
      if (schema.type === 'integer' && !Number.isInteger(number)) return false;
      if (typeof schema.minimum === 'number' && number < schema.minimum) return false;
      if (typeof schema.maximum === 'number' && number > schema.maximum) return false;
      return true;
    }
    case 'string': {
      if (typeof value !== 'string') return false;
      if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
      if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
      if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
      return true;
    }
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return true;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shiftDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `2026-11-27`: today in Seoul, the console's time zone. */
export function seoulToday(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** Runs every GET operation of one service against the host, in an order that lets lists give ids. */
export async function runService(
  service: LiveService,
  operations: readonly OperationDetail[],
  drift: DriftCheck,
  options: LiveOptions,
): Promise<ServiceReport> {
  const gets = operations.filter((row) => row.service === service.name && row.method === 'get');
  const pending = new Map(gets.map((row) => [keyOf(row), row]));
  const answered = new Map<string, Answered>();
  const outcomes = new Map<string, Outcome>();
  const today = options.today ?? seoulToday();
  while (pending.size > 0) {
    let progressed = false;
    for (const [key, detail] of pending) {
      const fill = fillParameters(detail, {
        account: options.account,
        accountHeaders: service.accountHeaders,
        today,
        operations: gets,
        answered,
        earlier: options.earlier ?? [],
        refs: options.refs ?? {},
        pending: new Set(pending.keys()),
        skipped: new Set([...outcomes.values()].filter((row) => row.kind === 'skipped').map((row) => row.key)),
      });
      if (fill.kind === 'wait') continue;
      pending.delete(key);
      progressed = true;
      if (fill.kind === 'skip') {
        outcomes.set(key, { kind: 'skipped', key, path: detail.path, reason: fill.reason });
        continue;
      }
      for (const [index, values] of fill.tries.entries()) {
        const { outcome, body } = await call(service, detail, values, drift, options);
        outcomes.set(key, outcome);
        if (outcome.kind === 'ok' || outcome.kind === 'drifted')
          answered.set(key, { key, detail, path: values.path, body });
        const another = outcome.kind === 'error' && isRetryable(outcome.status) && index < fill.tries.length - 1;
        if (!another) break;
      }
    }
    if (!progressed) {
      // A provider that waits on its own detail (a cycle): give up on the first one.
      const [key, detail] = pending.entries().next().value!;
      pending.delete(key);
      outcomes.set(key, { kind: 'skipped', key, path: detail.path, reason: 'its parameters wait on each other' });
    }
  }
  options.earlier?.push(...answered.values());
  return { service: service.name, host: options.host, outcomes: gets.map((row) => outcomes.get(keyOf(row))!) };
}

/**
 * Services in an order that runs the list an `x-ref` parameter takes before the service that takes
 * it (customer before reservation), otherwise as given.
 */
export function orderServices(
  names: readonly string[],
  operations: readonly OperationDetail[],
  refs: Readonly<Record<string, RefTarget>>,
): string[] {
  const needs = new Map(names.map((name) => [name, new Set<string>()]));
  for (const detail of operations) {
    for (const param of detail.parameters) {
      const ref = typeof param.schema['x-ref'] === 'string' ? refs[param.schema['x-ref']] : undefined;
      if (ref && ref.service !== detail.service && needs.has(ref.service)) needs.get(detail.service)?.add(ref.service);
    }
  }
  const ordered: string[] = [];
  const visit = (name: string, path: readonly string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const need of needs.get(name) ?? []) visit(need, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

/** `https://host/base` + `/api/v1/coupon_boxes/{id}` with the values filled in. */
/** A 4xx that another id may not meet (not found, not a survey, …); 401 and 429 are the host's, not the id's. */
function isRetryable(status: number | null): boolean {
  return status !== null && status >= 400 && status < 500 && status !== 401 && status !== 429;
}

export function urlOf(host: string, detail: OperationDetail, fill: CallValues): string {
  const path = detail.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(fill.path[name] ?? ''));
  const url = new URL(host.replace(/\/+$/, '') + path);
  for (const [name, value] of fill.query) url.searchParams.append(name, value);
  return url.toString();
}

async function call(
  service: LiveService,
  detail: OperationDetail,
  fill: CallValues,
  drift: DriftCheck,
  options: LiveOptions,
): Promise<{ outcome: Outcome; body: unknown }> {
  const key = keyOf(detail);
  const url = urlOf(options.host, detail, fill);
  const headers = new Headers({ accept: detail.download ? '*/*' : 'application/json', ...options.headers });
  if (options.token) headers.set(LIVE_HEADERS.authToken, options.token);
  if (service.accountHeaders && options.account) {
    headers.set(LIVE_HEADERS.accountType, LIVE_HEADERS.accountTypeValue);
    headers.set(LIVE_HEADERS.accountId, options.account);
  }
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    const message = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return { outcome: { kind: 'error', key, path: detail.path, status: null, url, message }, body: undefined };
  }
  const { status } = response;
  if (detail.download && status === 200) {
    await response.arrayBuffer();
    return { outcome: { kind: 'ok', key, path: detail.path, status, url }, body: undefined };
  }
  const text = await response.text();
  const parsed = parseJson(text);
  if (status < 200 || status >= 300) {
    const message = parsed.ok ? messageOf(parsed.value) : describeText(response, text);
    const documented = parsed.ok && detail.responses[String(status)] !== undefined;
    const drifts = documented ? await drift(key, status, parsed.value) : [];
    const outcome: Outcome = { kind: 'error', key, path: detail.path, status, url, message };
    return { outcome: drifts.length > 0 ? { ...outcome, drifts } : outcome, body: undefined };
  }
  if (!parsed.ok) {
    const finding = {
      operation: key,
      status,
      pointer: '',
      expected: 'a JSON body',
      received: describeText(response, text),
    };
    return { outcome: { kind: 'drifted', key, path: detail.path, status, url, drifts: [finding] }, body: undefined };
  }
  const drifts = await drift(key, status, parsed.value);
  const outcome: Outcome =
    drifts.length === 0
      ? { kind: 'ok', key, path: detail.path, status, url }
      : { kind: 'drifted', key, path: detail.path, status, url, drifts };
  return { outcome, body: parsed.value };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function describeText(response: Response, text: string): string {
  if (text.trim() === '') return 'an empty body';
  const type = response.headers.get('content-type')?.split(';')[0] ?? 'no content type';
  return `${type} (${text.length} characters)`;
}

function messageOf(body: unknown): string {
  if (isObject(body)) {
    const { message, code } = body;
    if (typeof message === 'string') return typeof code === 'string' ? `${code}: ${message}` : message;
  }
  return JSON.stringify(body).slice(0, 120);
}

/**
 * Non-zero when any operation drifted (an error body too), or errored unless errors are allowed, or when nothing could
 * be called at all (a run that checked nothing must not pass: a missing --account skips everything).
 */
export function exitCodeOf(reports: readonly ServiceReport[], allowErrors = false): number {
  const outcomes = reports.flatMap((report) => report.outcomes);
  const failed = outcomes.some(
    (row) => row.kind === 'drifted' || (row.kind === 'error' && (!allowErrors || (row.drifts?.length ?? 0) > 0)),
  );
  return failed || outcomes.every((row) => row.kind === 'skipped') ? 1 : 0;
}
