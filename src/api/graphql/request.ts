/**
 * The one way to run a GraphQL document (the engine's GraphQL operations and the hand-written
 * commerce pages alike): a promise for TanStack Query reads and for mutations, with the same
 * headers as the urql client, the account the page acts for as `Account-Id`, and the REST error
 * shapes. A GraphQL error (`errors[].extensions.code`) becomes a `ResponseError` with the status
 * its code stands for, so screens show it like a REST failure (`errorMessage`, `ErrorState`) and
 * the server's Korean sentence on a 4xx (`serverMessageOf`).
 */
import type { AnyVariables, Client } from '@urql/core';
import { noteAnswer } from '../drift/drift-watch';
import { ResponseError } from '../errors';
import { headerNames } from '../middleware';
import { graphqlHeaders, graphqlUrl, type GraphqlSchemaName } from './client';
import { documentText, isMutation, operationNameOf, type GraphqlDocument } from './document';
import { documentQueryKey } from '../data/scope';

export { operationNameOf } from './document';

const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/** The HTTP status a GraphQL error code stands for (500 for an unknown code). */
export function statusOfGraphqlCode(code: unknown): number {
  return (typeof code === 'string' ? STATUS_OF_CODE[code] : undefined) ?? 500;
}

/**
 * The server refused the operation (HTTP 200 with `errors`): a `ResponseError` with the status its
 * code stands for and the server's sentence as the body's `message`, so it is shown like a REST
 * failure; `code` tells a refusal (`CONFLICT`, `NOT_FOUND`) from a transport failure.
 */
export class GraphqlError extends ResponseError {
  constructor(
    status: number,
    readonly code: string | undefined,
    message: string,
    /** Field issues a refused input carries (`extensions.errors`, paths from the variables' root). */
    errors?: unknown,
  ) {
    super(status, { message, code, ...(Array.isArray(errors) ? { errors } : {}) });
  }
}

/** The server's code when the call was refused by GraphQL (`errors[].extensions.code`), else undefined. */
export function graphqlErrorCode(error: unknown): string | undefined {
  return error instanceof GraphqlError ? error.code : undefined;
}

export interface GraphqlRequestOptions {
  /**
   * The business account the call acts for (`Account-Id`), always named by the caller (a call
   * without it does not compile): never the one read from the address or storage when it is sent,
   * which may be another account by then (a switch while an action was on its way). `undefined`
   * only for a call made outside any account's pages.
   */
  readonly account: string | undefined;
  readonly schema?: GraphqlSchemaName;
  /** Cancels the request (a query that is no longer wanted). */
  readonly signal?: AbortSignal;
}

let client: Promise<Client> | undefined;

/** urql, loaded with the first GraphQL call: screens that never call GraphQL do not download it. */
function graphqlClient(): Promise<Client> {
  client ??= import('./urql-client').then(({ createGraphqlClient }) => createGraphqlClient());
  return client;
}

/**
 * Runs a query or mutation and answers its data, or rejects with a `ResponseError` / `FetchError`.
 *
 * @example
 * const info = await graphqlRequest(StoreInfoDocument, { baId }, { account: baId });
 */
export async function graphqlRequest<Data, Variables extends AnyVariables>(
  document: GraphqlDocument<Data, Variables>,
  variables: Variables,
  options: GraphqlRequestOptions,
): Promise<Data> {
  const headers = graphqlHeaders();
  if (options.account) headers[headerNames.accountId] = options.account;
  const context = {
    url: graphqlUrl(options.schema),
    requestPolicy: 'network-only' as const,
    fetchOptions: {
      credentials: 'include' as const,
      headers,
      ...(options.signal ? { signal: options.signal } : {}),
    },
  };
  const urql = await graphqlClient();
  const text = documentText(document);
  const run = isMutation(document)
    ? urql.mutation<Data, Variables>(text, variables, context)
    : urql.query<Data, Variables>(text, variables, context);
  const result = await run.toPromise();
  if (result.error?.networkError) throw result.error.networkError;
  const first = result.error?.graphQLErrors[0];
  if (first) {
    const code = first.extensions['code'];
    throw new GraphqlError(
      statusOfGraphqlCode(code),
      typeof code === 'string' ? code : undefined,
      first.message,
      first.extensions['errors'],
    );
  }
  if (result.data === undefined) throw new ResponseError(500, null);
  // Spelled out, not `driftCheckBuild`: see api/clients.ts.
  if (import.meta.env.DEV || import.meta.env.VITE_ENVIRONMENT !== 'production') {
    noteAnswer({
      kind: 'graphql',
      key: `${options.schema ?? 'commerce'}.${operationNameOf(document)}`,
      data: result.data,
    });
  }
  return result.data;
}

/**
 * A read's query key: schema, operation, account and variables. It starts with the schema's name,
 * as the engine's keys of GraphQL operations do (`operationQueryKey`), so a save through either
 * refreshes both (`invalidateQueries({ queryKey: ['commerce'] })`).
 */
export function graphqlQueryKey(
  document: GraphqlDocument<unknown, never>,
  variables: Readonly<Record<string, unknown>>,
  account: string | undefined,
  schema: GraphqlSchemaName = 'commerce',
) {
  return documentQueryKey(schema, operationNameOf(document), account, variables);
}

/**
 * A read as a TanStack Query definition (key and function), for a screen and its route's loader:
 * `pick` takes the part of the answer the screen reads.
 *
 * @example
 * useQuery(graphqlQuery(StoreInfoDocument, { baId }, baId, (data) => data.storeInfo))
 */
export function graphqlQuery<Data, Variables extends AnyVariables & Readonly<Record<string, unknown>>, Picked>(
  document: GraphqlDocument<Data, Variables>,
  variables: Variables,
  account: string | undefined,
  pick: (data: Data) => Picked,
) {
  return {
    queryKey: graphqlQueryKey(document, variables, account),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      graphqlRequest(document, variables, { account, ...(signal ? { signal } : {}) }).then(pick),
  };
}
