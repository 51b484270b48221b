/**
 * GraphQL documents as operations of the one operation table (docs/decisions/commerce-engine.md):
 * a registered document answers what the engine asks of any operation — its light info (bound
 * variables as path parameters, paging), a call with the REST result and error shapes, its detail
 * (parameters, the 200 answer's schema) and its form schema — from the JSON Schemas `npm run
 * codegen` writes for every document (`generated/graphql-operations/`).
 *
 * The answer is the root field's value (or the whole `data` when the document selects several),
 * wrapped as `{ data: … }`, the envelope the engine reads.
 */
import { loadGraphqlOperationSchemas } from '@generated/graphql-operations';
import type { JsonSchema, OperationDetail, OperationInfo, PagingInfo, ParameterDetail } from '@generated/operations';
import { fieldErrorsOf, ResponseError } from '../errors';
import type { GraphqlSchemaName } from './endpoints';
import { isMutation, operationNameOf, rootFieldOf, type GraphqlDocument } from './document';
import { graphqlRequest } from './request';

/** `commerce.UpdateMinConditionPrice`: the schema and the document's operation name. */
export type GraphqlOperationKey = `${GraphqlSchemaName}.${string}`;

export interface GraphqlOperationSpec {
  readonly schema: GraphqlSchemaName;
  // The table holds documents of any result and variables; each declaration is typed where it is made.
  readonly document: GraphqlDocument<unknown, never>;
  /** Variables the engine fills like path parameters (the account, a route parameter, the record id). */
  readonly pathVariables: readonly string[];
  /** Those of them that take the page's business account. */
  readonly accountVariables: readonly string[];
  /** The variable holding the body (`input`); without it, the body's fields are variables. */
  readonly bodyVariable?: string | undefined;
  readonly paging?: PagingInfo | null | undefined;
  /** A typed error (a union member `…Error`) → the body field it is about. */
  readonly errorFields?: Readonly<Record<string, string>> | undefined;
  /** A `BAD_USER_INPUT` sentence naming a field (its Korean name) → that field. */
  readonly messageFields?: readonly (readonly [label: string, field: string])[] | undefined;
}

export interface GraphqlOperationSchemas {
  readonly kind: 'query' | 'mutation';
  readonly name: string;
  readonly rootField: string | null;
  readonly variables: JsonSchema;
  readonly result: JsonSchema;
}

interface CallArgs {
  readonly account?: string | undefined;
  readonly path?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

const registry = new Map<string, { readonly spec: GraphqlOperationSpec; readonly info: OperationInfo }>();

/**
 * Adds a document to the operation table and answers its key. The same document may be declared
 * twice only with the same bindings (one key, one meaning).
 */
export function registerGraphqlOperation(spec: GraphqlOperationSpec): GraphqlOperationKey {
  const name = operationNameOf(spec.document);
  const key: GraphqlOperationKey = `${spec.schema}.${name}`;
  const known = registry.get(key);
  if (known) {
    const same = (a: GraphqlOperationSpec, b: GraphqlOperationSpec) =>
      JSON.stringify([a.pathVariables, a.accountVariables, a.bodyVariable, a.paging]) ===
      JSON.stringify([b.pathVariables, b.accountVariables, b.bodyVariable, b.paging]);
    if (!same(known.spec, spec)) throw new Error(`${key} is declared twice with different bindings`);
    return key;
  }
  const mutation = isMutation(spec.document);
  registry.set(key, {
    spec,
    info: {
      service: spec.schema,
      operationId: name,
      method: mutation ? 'post' : 'get',
      path: `graphql ${name}`,
      pathParams: spec.pathVariables,
      accountParams: spec.accountVariables,
      requiredQuery: [],
      body: mutation ? { contentType: 'application/json', required: true } : null,
      download: null,
      paging: spec.paging ?? null,
    },
  });
  return key;
}

export function isGraphqlOperation(key: string): key is GraphqlOperationKey {
  return registry.has(key);
}

function entry(key: GraphqlOperationKey) {
  const found = registry.get(key);
  if (!found) throw new Error(`No GraphQL operation ${key}`);
  return found;
}

export function graphqlOperationInfo(key: GraphqlOperationKey): OperationInfo {
  return entry(key).info;
}

/** The variables of a call: bound values (the account where not given), query values, the body. */
export function variablesOf(spec: GraphqlOperationSpec, args: CallArgs): Record<string, unknown> {
  const path: Record<string, unknown> = { ...args.path };
  for (const name of spec.accountVariables) path[name] ??= args.account;
  const body =
    args.body === undefined
      ? {}
      : spec.bodyVariable
        ? { [spec.bodyVariable]: args.body }
        : (args.body as Record<string, unknown>);
  return { ...args.query, ...body, ...path };
}

/** The answer of one call: the root field's value (or `data`), or the error it stands for. */
export function answerOf(spec: GraphqlOperationSpec, data: unknown): unknown {
  const root = rootFieldOf(spec.document);
  const answer = root === undefined ? data : (data as Record<string, unknown>)[root];
  const typename = (answer as { __typename?: unknown } | null)?.__typename;
  if (typeof typename === 'string' && typename.endsWith('Error')) {
    const message = (answer as { message?: unknown }).message;
    const reason = typeof message === 'string' ? message : typename;
    const field = spec.errorFields?.[typename];
    throw new ResponseError(409, {
      message: reason,
      code: typename,
      ...(field ? { errors: [{ field, reason }] } : {}),
    });
  }
  return answer;
}

/**
 * A 400 on the body's fields: field issues the server listed (paths from the variables' root, so
 * `input.salePrice` → `salePrice` for a form whose body is `input`), else its one sentence put on
 * the field it names (`messageFields`); any other error as it is.
 */
export function withMessageField(spec: GraphqlOperationSpec, error: unknown): unknown {
  if (!(error instanceof ResponseError) || error.status !== 400) return error;
  const listed = fieldErrorsOf(error);
  if (listed.length > 0) {
    const prefix = spec.bodyVariable ? `${spec.bodyVariable}.` : '';
    const errors = listed.map(({ field, reason }) => ({
      field: prefix && field.startsWith(prefix) ? field.slice(prefix.length) : field,
      reason,
    }));
    return new ResponseError(400, { ...(error.body as object), errors });
  }
  if (!spec.messageFields) return error;
  const body = (error.body ?? {}) as { message?: unknown };
  const message = typeof body.message === 'string' ? body.message : undefined;
  if (!message) return error;
  const field = fieldOfMessage(message, spec.messageFields);
  return field === undefined ? error : new ResponseError(400, { ...body, errors: [{ field, reason: message }] });
}

/**
 * The field a server sentence is about: the first whose Korean name the sentence starts with, else
 * the first it mentions ("무료 배송 조건 금액을 …" → freeConditionPrice).
 */
export function fieldOfMessage<F>(
  message: string,
  fields: readonly (readonly [label: string, field: F])[],
): F | undefined {
  return (fields.find(([label]) => message.startsWith(label)) ??
    fields.find(([label]) => message.includes(label)))?.[1];
}

export async function callGraphqlOperation(
  key: GraphqlOperationKey,
  args: CallArgs,
): Promise<{ status: number; data: unknown }> {
  const { spec } = entry(key);
  try {
    const data = await graphqlRequest(spec.document, variablesOf(spec, args) as never, {
      account: args.account,
      schema: spec.schema,
      ...(args.signal ? { signal: args.signal } : {}),
    });
    return { status: 200, data: { data: answerOf(spec, data) } };
  } catch (error) {
    throw withMessageField(spec, error);
  }
}

const schemasCache = new Map<string, Promise<GraphqlOperationSchemas>>();

export function graphqlOperationSchemas(key: GraphqlOperationKey): Promise<GraphqlOperationSchemas> {
  let pending = schemasCache.get(key);
  if (!pending) {
    const loader = loadGraphqlOperationSchemas[key];
    if (!loader) return Promise.reject(new Error(`No schemas of ${key}: run npm run codegen`));
    pending = loader().then((module) => module.default as GraphqlOperationSchemas);
    schemasCache.set(key, pending);
    // A failed chunk is forgotten, so 다시 시도 loads it again.
    pending.catch(() => {
      if (schemasCache.get(key) === pending) schemasCache.delete(key);
    });
  }
  return pending;
}

/** Parameters (bound variables as path, the rest as query) and the 200 answer's schema. */
export function detailOf(
  info: OperationInfo,
  spec: GraphqlOperationSpec,
  schemas: GraphqlOperationSchemas,
): OperationDetail {
  const properties = (schemas.variables.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schemas.variables.required ?? []) as string[];
  const parameters: ParameterDetail[] = Object.entries(properties)
    .filter(([name]) => name !== spec.bodyVariable)
    .map(([name, schema]) => ({
      name,
      in: spec.pathVariables.includes(name) ? 'path' : 'query',
      required: required.includes(name),
      schema,
      ...(spec.accountVariables.includes(name) ? { bind: 'account' as const } : {}),
    }));
  return {
    ...info,
    accountOptional: false,
    summary: schemas.name,
    designed: false,
    parameters,
    responses: { '200': { type: 'object', properties: { data: schemas.result } } },
  };
}

/** The form's schema: the body variable's input type, or the variables the engine does not fill. */
export function formSchemaOf(spec: GraphqlOperationSpec, schemas: GraphqlOperationSchemas): JsonSchema {
  const properties = (schemas.variables.properties ?? {}) as Record<string, JsonSchema>;
  if (spec.bodyVariable) {
    const body = properties[spec.bodyVariable];
    if (!body) throw new Error(`${schemas.name} has no variable $${spec.bodyVariable}`);
    return body;
  }
  const free = Object.keys(properties).filter((name) => !spec.pathVariables.includes(name));
  return {
    type: 'object',
    required: ((schemas.variables.required ?? []) as string[]).filter((name) => free.includes(name)),
    properties: Object.fromEntries(free.map((name) => [name, properties[name]])),
  };
}

export async function graphqlOperationDetail(key: GraphqlOperationKey): Promise<OperationDetail> {
  const { spec, info } = entry(key);
  return detailOf(info, spec, await graphqlOperationSchemas(key));
}

export async function graphqlFormSchema(key: GraphqlOperationKey): Promise<JsonSchema> {
  return formSchemaOf(entry(key).spec, await graphqlOperationSchemas(key));
}

/** The form's schema from the operation's generated schemas (codegen compiles the forms' checks from it). */
export function graphqlFormSchemaFrom(key: GraphqlOperationKey, schemas: GraphqlOperationSchemas): JsonSchema {
  return formSchemaOf(entry(key).spec, schemas);
}
