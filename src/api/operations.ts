/**
 * Generic access to any operation by its key (`coupon.listCouponBoxes`): the engine's way in.
 * Typed code (resources, hooks) names operations by method and path instead; see `typing.ts`.
 */
import {
  loadFormSchema,
  loadOperationDetail,
  operations,
  type JsonSchema,
  type OperationDetail,
  type OperationInfo,
  type OperationKey as OpenApiOperationKey,
} from '@generated/operations';
import type { OperationKeys, ServiceName, ServicePaths } from '@generated/openapi';
import type { OkOf } from './operation-types';
import { services as serviceTable } from '@generated/openapi';
import { plainText } from '@/lib/format';
import { client } from './clients';
import {
  callGraphqlOperation,
  graphqlFormSchema,
  graphqlOperationDetail,
  graphqlOperationInfo,
  isGraphqlOperation,
  type GraphqlOperationKey,
} from './graphql/operations';
import { headerNames } from './middleware';
import { fetchWithUploadProgress } from './upload-progress';

/**
 * An operation of a REST service (`coupon.listCouponBoxes`) or a registered GraphQL document
 * (`commerce.StoreInfo`, api/graphql/operations.ts): the engine treats both alike.
 */
export type AnyOperationKey = OpenApiOperationKey | GraphqlOperationKey;
export type { GraphqlOperationKey, OpenApiOperationKey, OpenApiOperationKey as OperationKey };
export type { JsonSchema, OperationDetail, OperationInfo, PagingInfo, ParameterDetail } from '@generated/operations';
export {
  refs,
  services,
  type OperationKeys,
  type RefKey,
  type ServiceName,
  type ServicePaths,
} from '@generated/openapi';

/** The type of the generated operation table (for type-level lookups of paging paths). */
export type OperationTable = typeof operations;

export interface OperationArgs {
  /**
   * The business account the call acts for (the route's `baId`): it fills the operation's
   * account-bound path parameters (`x-bind: account`) and the `Account-Id` header. Without it the
   * header falls back to the last account chosen (api/middleware.ts).
   */
  readonly account?: string | undefined;
  readonly path?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Called with the share of the request body sent so far (0–1): a photo's upload progress. */
  readonly onUploadProgress?: (sent: number) => void;
}

export interface OperationResult<T = unknown> {
  /** HTTP status; only 200 may update what the user sees (spec 000 §5). */
  readonly status: number;
  readonly data: T;
  /** A download's file name, from its `Content-Disposition` (UTF-8 `filename*` first). */
  readonly fileName?: string;
}

/** Every operation of every service (the light table; no schemas). */
export function allOperations(): OperationInfo[] {
  return Object.values(operations);
}

export function operationInfo(key: AnyOperationKey): OperationInfo {
  return isGraphqlOperation(key) ? graphqlOperationInfo(key) : operations[key as OpenApiOperationKey];
}

/** Finds the key of the operation at `method path` of a service (runtime twin of `OperationKeys`). */
export function operationKeyOf(service: ServiceName, method: string, path: string): OpenApiOperationKey {
  const key = (Object.keys(operations) as OpenApiOperationKey[]).find((candidate) => {
    const info: OperationInfo = operations[candidate];
    return info.service === service && info.method === method && info.path === path;
  });
  if (!key) throw new Error(`No operation ${method.toUpperCase()} ${path} in ${service}`);
  return key;
}

export type KeyOf<
  S extends ServiceName,
  P extends keyof OperationKeys[S],
  M extends keyof OperationKeys[S][P],
> = OperationKeys[S][P][M] & OpenApiOperationKey;

/** `T[K]` where K may not be a key of T (then `never`): type-level lookups through the tables. */
type Lookup<T, K> = K extends keyof T ? T[K] : never;

/** The generated type of an operation (`ServicePaths[S][P][M]`), found from its key. */
export type OperationOf<K extends OpenApiOperationKey> = Lookup<
  Lookup<ServicePaths[OperationTable[K]['service']], OperationTable[K]['path']>,
  OperationTable[K]['method']
>;

type ParametersOf<Op> = Op extends { parameters: infer P } ? P : Record<never, never>;

/** Absent (`?: never`), optional or required, as the operation declares the slot. */
type Slot<Name extends string, Holder, Key extends PropertyKey> = Key extends keyof Holder
  ? [NonNullable<Holder[Key]>] extends [never]
    ? { readonly [N in Name]?: never }
    : Record<never, never> extends Pick<Holder, Key>
      ? { readonly [N in Name]?: NonNullable<Holder[Key]> }
      : { readonly [N in Name]: NonNullable<Holder[Key]> }
  : { readonly [N in Name]?: never };

/** Path parameters a call names; those bound to the account (`x-bind: account`) it may leave to `account`. */
type PathSlot<K extends OpenApiOperationKey> =
  ParametersOf<OperationOf<K>> extends { path: infer P }
    ? [NonNullable<P>] extends [never]
      ? { readonly path?: never }
      : PathValues<NonNullable<P>, OperationTable[K]['accountParams'][number]>
    : { readonly path?: never };

type PathValues<P, Bound extends PropertyKey> = [Exclude<keyof P, Bound>] extends [never]
  ? { readonly path?: Readonly<Partial<P>> }
  : { readonly path: Readonly<Omit<P, Bound> & Partial<Pick<P, Bound & keyof P>>> };

/** The request body: JSON, or the fields of a multipart form (files as `Blob`). */
type BodySlot<Op> = Op extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? { readonly body?: never }
    : Record<never, never> extends Pick<Op, 'requestBody' & keyof Op>
      ? { readonly body?: ContentOf<NonNullable<R>> }
      : { readonly body: ContentOf<NonNullable<R>> }
  : { readonly body?: never };

type ContentOf<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer F }
      ? F
      : never
  : never;

/**
 * What a call of operation K sends: its path parameters (less the account-bound ones, which the
 * account fills), its query and its body, each as the schema declares it (required, optional, or
 * none at all).
 */
export type CallArgs<K extends OpenApiOperationKey> = Omit<OperationArgs, 'path' | 'query' | 'body'> &
  PathSlot<K> &
  Slot<'query', ParametersOf<OperationOf<K>>, 'query'> &
  BodySlot<OperationOf<K>>;

/** The answer of operation K: a file (`Blob`) for a download, else its 200's JSON body as the schema says. */
export type CallData<K extends OpenApiOperationKey> = OperationTable[K]['download'] extends string
  ? Blob
  : OkOf<OperationOf<K>> extends infer Ok
    ? [Ok] extends [never]
      ? undefined
      : Ok
    : never;

/** The request body of operation K (JSON, or a multipart form's fields). */
export type BodyAt<K extends OpenApiOperationKey> =
  OperationOf<K> extends { requestBody?: infer R } ? ContentOf<NonNullable<R>> : never;

/** The payload of K's answer (`data` in either envelope). */
export type PayloadAt<K extends OpenApiOperationKey> = CallData<K> extends { data: infer D } ? D : never;

/** Operations a call may make without arguments: no required path parameter, query or body. */
export type KeyWithoutArgs = {
  [K in OpenApiOperationKey]: Record<never, never> extends CallArgs<K> ? K : never;
}[OpenApiOperationKey];

/** Operations that answer a file (`Blob`): the downloads. */
export type DownloadKey = {
  [K in OpenApiOperationKey]: OperationTable[K]['download'] extends string ? K : never;
}[OpenApiOperationKey];

/**
 * The typed face of an operation call, for hand-written code: the key decides what the call sends
 * and what it answers, from the generated types of the schemas, so a renamed response field or a
 * changed parameter breaks the build at the line that uses it. (The schemas declare 200 as the one
 * success; any other status is reported as drift in alpha, and `status` is there to check.)
 * The engine, which knows its operations only at run time, keeps `callOperation`.
 */
export function callApi<K extends KeyWithoutArgs>(key: K, args?: CallArgs<K>): Promise<OperationResult<CallData<K>>>;
export function callApi<K extends OpenApiOperationKey>(
  key: K,
  args: CallArgs<K>,
): Promise<OperationResult<CallData<K>>>;
export function callApi(key: OpenApiOperationKey, args?: OperationArgs): Promise<OperationResult<unknown>> {
  return callOperation(key, args);
}

/**
 * The run-time face: any operation, REST or GraphQL, with untyped arguments and an asserted answer.
 * Only the engine (and tests and mocks) may use it; hand-written code calls `callApi`.
 */
export async function callOperation<T = unknown>(
  key: AnyOperationKey,
  args: OperationArgs = {},
): Promise<OperationResult<T>> {
  if (isGraphqlOperation(key)) return (await callGraphqlOperation(key, args)) as OperationResult<T>;
  const info: OperationInfo = operations[key as OpenApiOperationKey];
  // The generic engine calls operations it only knows at run time, so it uses the untyped face of
  // the typed client; resources and hooks keep the typed one.
  const untyped = client(info.service as ServiceName) as unknown as UntypedClient;
  const multipart = info.body?.contentType === 'multipart/form-data';
  const { data, response } = await untyped.request(info.method.toUpperCase(), info.path, {
    params: { path: withAccountParams(info, args.path, args.account), query: args.query ?? {} },
    ...(args.account && serviceTable[info.service as ServiceName].accountHeaders
      ? { headers: { [headerNames.accountId]: args.account } }
      : {}),
    ...(args.body !== undefined ? { body: args.body } : {}),
    ...(multipart ? { bodySerializer: toFormData } : {}),
    ...(info.download ? { parseAs: 'blob' } : {}),
    ...(args.signal ? { signal: args.signal } : {}),
    ...(args.onUploadProgress ? { fetch: fetchWithUploadProgress(args.onUploadProgress) } : {}),
  });
  const fileName = info.download ? fileNameOf(response.headers.get('content-disposition')) : undefined;
  return { status: response.status, data: data as T, ...(fileName ? { fileName } : {}) };
}

/** `attachment; filename*=UTF-8''%EB%8B%A8%EA%B3%A8.csv` → "단골.csv" (plain `filename=` as the fallback). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding falls back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim();
}

/** The path values of a call: the account-bound parameters take the account unless given. */
export function withAccountParams(
  info: OperationInfo,
  path: Readonly<Record<string, unknown>> = {},
  account: string | undefined,
): Readonly<Record<string, unknown>> {
  if (account === undefined || info.accountParams.every((name) => path[name] !== undefined)) return path;
  return { ...Object.fromEntries(info.accountParams.map((name) => [name, account])), ...path };
}

interface UntypedClient {
  request(method: string, path: string, init: Record<string, unknown>): Promise<{ data?: unknown; response: Response }>;
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : plainText(value));
  }
  return form;
}

const detailCache = new Map<OpenApiOperationKey, Promise<OperationDetail>>();
const formCache = new Map<OpenApiOperationKey, Promise<JsonSchema>>();

/** Keeps a chunk's load; one that failed is forgotten, so 다시 시도 loads it again. */
function forgetOnFailure<K, V>(cache: Map<K, Promise<V>>, key: K, pending: Promise<V>): void {
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
}

/** Parameters and response schemas of an operation (lazy JSON chunk, loaded once). */
export function getOperationDetail(key: AnyOperationKey): Promise<OperationDetail> {
  if (isGraphqlOperation(key)) return graphqlOperationDetail(key);
  let pending = detailCache.get(key);
  if (!pending) {
    pending = loadOperationDetail[key]().then((module) => (module as { default: OperationDetail }).default);
    forgetOnFailure(detailCache, key, pending);
  }
  return pending;
}

/** The request-body JSON Schema of an operation (lazy JSON chunk, loaded once). */
export function getFormSchema(key: AnyOperationKey): Promise<JsonSchema> {
  if (isGraphqlOperation(key)) return graphqlFormSchema(key);
  let pending = formCache.get(key);
  if (!pending) {
    const loader = loadFormSchema[key];
    if (!loader) return Promise.reject(new Error(`${key} has no request body`));
    pending = loader().then((module) => (module as { default: JsonSchema }).default);
    forgetOnFailure(formCache, key, pending);
  }
  return pending;
}
