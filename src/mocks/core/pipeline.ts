/**
 * The one msw handler for every REST service: find the operation, apply faults, validate the
 * request like a strict server, run the hand-written handler (or answer a schema-valid sample)
 * and persist what changed.
 */
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { services, type ServiceName } from '@generated/openapi';
import type { OperationKey } from '@generated/operations';
import type { AppEnv } from '@/config/env';
import { serviceForUrl } from '@/api/hosts';
import { headerNames } from '@/api/middleware';
import { messages } from '@/lib/messages';
import type { Limits } from '@/lib/schema-rules';
import { catalogEntry, operationInfoOf, type CatalogEntry } from './catalog';
import type { MockDatabase } from './database';
import { malformedResponse, type FaultInjector } from './faults';
import { answerCrud, crudPlaceOf, type GenericCrudState } from './generic-crud';
import { MockFile, MockHttpError, type AnyHandler } from './implement';
import { matchRoute, type RouteMatch } from './router';
import { sampleFromSchema } from './sample';
import { normalizeInput } from '@/lib/normalize';
import { mayCall, rolesOf } from '@/api/roles';
import { roleRefusal, type MembershipRole } from '@/lib/roles';
import { parseParameters, validateBody, type FieldIssue } from './validation';
import { redactForRole } from './redact';

/** What the pipeline needs of the state: the id sequence and the generic collections' records. */
type PipelineState = { sequence: number; generic?: GenericCrudState };

export interface PipelineOptions<State extends PipelineState> {
  readonly env: AppEnv;
  readonly db: MockDatabase<State>;
  readonly faults: FaultInjector;
  readonly handlers: ReadonlyMap<OperationKey, AnyHandler<State>>;
  /** Remote-config limits in force, so the server checks what the form checks. */
  readonly limits: (state: State) => Promise<Limits>;
  /** Business accounts the signed-in user may act for. */
  readonly accountIds: (state: State) => readonly number[];
  /** The signed-in user's role in an account (issue 39): a call the role may not make answers 403. */
  readonly roleIn?: (state: State, accountId: number) => MembershipRole | undefined;
  /** Wall clock for handlers (tests may pin it). */
  readonly now?: () => Date;
}

export function createRestHandler<State extends PipelineState>(options: PipelineOptions<State>) {
  return http.all(
    ({ request }) => serviceForUrl(request.url, options.env) !== undefined,
    async ({ request }) => withServerDate(await handle(request, options), options.now?.() ?? new Date()),
  );
}

/**
 * Every answer says the server's time, as a real server's does, and lets the page read it (the
 * gateways list `Date` in `Access-Control-Expose-Headers`): the board's clock is the server's.
 */
function withServerDate(response: Response, now: Date): Response {
  if (response.type === 'error') return response;
  response.headers.set('Date', now.toUTCString());
  response.headers.set('Access-Control-Expose-Headers', 'Date');
  return response;
}

async function handle<State extends PipelineState>(
  request: Request,
  options: PipelineOptions<State>,
): Promise<Response> {
  const url = new URL(request.url);
  const service = serviceForUrl(request.url, options.env)!;
  const match = matchRoute(service, request.method, url.pathname);
  if (!match) return errorResponse(404, `없는 API예요: ${request.method} ${url.pathname}`, 'NO_SUCH_OPERATION');
  const entry = await catalogEntry(match.key);

  const fault = options.faults.take(service, match.key);
  if (fault.heldUntil) await fault.heldUntil;
  if (fault.latencyMs > 0) await delay(fault.latencyMs);
  if (fault.offline) return HttpResponse.error();
  if (fault.malformed) return malformedResponse(fault.malformed);
  if (fault.status !== undefined) return errorResponse(fault.status, messages.errors.server, 'INJECTED_FAULT');
  // One call at a time over the newest state of every tab (database.ts), as one server would answer.
  return options.db.transaction((state) => answer(request, url, service, match, entry, state, options));
}

async function answer<State extends PipelineState>(
  request: Request,
  url: URL,
  service: ServiceName,
  match: RouteMatch,
  entry: CatalogEntry,
  state: State,
  options: PipelineOptions<State>,
): Promise<Response> {
  // Who may ask comes before what was asked (a server checks its permissions first).
  const account = checkAccount(service, request, options.accountIds(state), entry.detail.accountOptional);
  if (account instanceof Response) return account;
  const bound = checkBoundAccount(operationInfoOf(match.key).accountParams, match.pathParams, account);
  if (bound) return bound;
  const role = account === undefined ? undefined : options.roleIn?.(state, account);
  if (role && !mayCall(role, match.key))
    return errorResponse(
      403,
      roleRefusal(role, rolesOf(match.key), entry.detail.summary, request.method === 'GET'),
      'FORBIDDEN_ROLE',
    );

  const limits = await options.limits(state);
  const params = parseParameters(entry, match.pathParams, url.searchParams);
  const read = await readBody(request, entry);
  // The server reads what the merchant typed as the form does (full-width digits, numbers typed as printed).
  const body = entry.requestSchema ? { ...read, value: normalizeInput(entry.requestSchema, read.value) } : read;
  const issues: FieldIssue[] = [...params.issues];
  if (body.issue) issues.push(body.issue);
  else if (entry.detail.body)
    issues.push(...validateBody(entry, withoutFiles(body.value), limits, JSON.stringify(limits)));
  if (issues.length > 0) return errorResponse(400, messages.errors.invalidInput, 'INVALID_REQUEST', issues);

  const own = options.handlers.get(match.key);
  const download = entry.detail.download;
  if (!own && download) return fileResponse(new MockFile('샘플 파일\n', `${entry.detail.operationId}.txt`, download));
  const handler = own ?? (await genericCrudHandler<State>(match.key, entry));
  if (!handler) return HttpResponse.json(sampleFromSchema(entry.detail.responses['200'] ?? {}) as JsonBodyType);

  const collections = Object.keys(state.generic ?? {}).length;
  try {
    const result = await handler({
      path: params.path,
      query: params.query,
      body: body.value,
      accountId: account ?? 0,
      state,
      now: options.now?.() ?? new Date(),
      nextId: () => ++state.sequence,
      request,
    } as Parameters<AnyHandler<State>>[0]);
    // A change is kept, and so is a generic collection seeded by its first read.
    if (request.method !== 'GET' || Object.keys(state.generic ?? {}).length !== collections) options.db.persist();
    if (result instanceof MockFile) return fileResponse(result);
    const answered = role ? redactForRole(entry.detail.responses['200'], result, role) : result;
    return HttpResponse.json(answered as JsonBodyType, { status: 200 });
  } catch (error) {
    if (error instanceof MockHttpError) return errorResponse(error.status, error.message, error.code, error.errors);
    throw error;
  }
}

function checkAccount(
  service: ServiceName,
  request: Request,
  allowed: readonly number[],
  optional: boolean,
): number | undefined | Response {
  if (!services[service].accountHeaders) return undefined;
  const raw = request.headers.get(headerNames.accountId);
  if (!raw && optional) return undefined;
  if (!raw)
    return errorResponse(400, messages.errors.invalidInput, 'ACCOUNT_ID_REQUIRED', [
      { field: headerNames.accountId, reason: messages.validation.required },
    ]);
  const accountId = Number(raw);
  if (!allowed.includes(accountId)) return errorResponse(403, messages.errors.forbidden, 'FORBIDDEN_ACCOUNT');
  return accountId;
}

/**
 * A path parameter bound to the account (`x-bind: account`) names the account the call acts for,
 * which is the `Account-Id` header's: another account in the path is refused as a foreign account
 * is, before anything in the request is read. A service without the header checks its own.
 */
function checkBoundAccount(
  accountParams: readonly string[],
  pathParams: Readonly<Record<string, string>>,
  account: number | undefined,
): Response | undefined {
  if (account === undefined) return undefined;
  const foreign = accountParams.some((name) => Number(pathParams[name]) !== account);
  return foreign ? errorResponse(403, messages.errors.forbidden, 'FORBIDDEN_ACCOUNT') : undefined;
}

interface ParsedBody {
  readonly value: unknown;
  readonly issue?: FieldIssue;
}

async function readBody(request: Request, entry: CatalogEntry): Promise<ParsedBody> {
  const declared = entry.detail.body;
  if (!declared) return { value: undefined };
  if (declared.contentType === 'multipart/form-data') {
    const form = await request.formData().catch(() => null);
    if (!form) return { value: undefined, issue: { field: 'body', reason: messages.validation.required } };
    return {
      value: Object.fromEntries([...form.keys()].map((key) => [key, multipartValue(form.get(key), entry, key)])),
    };
  }
  const text = await request.text();
  if (!text)
    return declared.required
      ? { value: undefined, issue: { field: 'body', reason: messages.validation.required } }
      : { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { value: undefined, issue: { field: 'body', reason: '올바른 JSON이 아니에요.' } };
  }
}

/** Files are checked for presence only; the schema describes them as binary strings. */
function withoutFiles(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, item instanceof Blob ? 'binary' : item]));
}

/** Multipart fields arrive as strings: give numbers their schema type; keep files as Blobs. */
function multipartValue(value: FormDataEntryValue | null, entry: CatalogEntry, key: string): unknown {
  if (value === null || typeof value !== 'string') return value;
  const type = (entry.requestSchema?.properties as Record<string, { type?: unknown }> | undefined)?.[key]?.type;
  return type === 'integer' || type === 'number' ? Number(value) : value;
}

function fileResponse(file: MockFile): Response {
  return new HttpResponse(new Blob([file.content], { type: file.contentType }), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    },
  });
}

export function errorResponse(
  status: number,
  message: string,
  code?: string,
  errors?: readonly FieldIssue[],
): Response {
  return HttpResponse.json({ status, message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) }, { status });
}

/**
 * A CRUD resource without a hand-written handler answers from its schema and keeps what is created,
 * edited and deleted (generic-crud.ts); any other operation has none (it answers a sample).
 */
async function genericCrudHandler<State extends PipelineState>(
  key: OperationKey,
  entry: CatalogEntry,
): Promise<AnyHandler<State> | undefined> {
  const place = crudPlaceOf(operationInfoOf(key));
  if (!place) return undefined;
  const list = await catalogEntry(`${place.list.service}.${place.list.operationId}` as OperationKey);
  return ({ path, query, body, accountId, state, now }) =>
    answerCrud({
      place,
      info: entry.detail,
      response: entry.detail.responses['200'] ?? {},
      listResponse: list.detail.responses['200'] ?? {},
      listParameters: list.detail.parameters,
      request: entry.requestSchema,
      path,
      query,
      body,
      accountId,
      state,
      now,
    });
}
