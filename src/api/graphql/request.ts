/**
 * One GraphQL operation as a promise, for TanStack Query (reads) and mutations alike: the same
 * headers as the urql client, the account the page acts for as `Account-Id`, and the REST error
 * shapes. A GraphQL error (`errors[].extensions.code`) becomes a `ResponseError` with the status
 * its code stands for, so screens show it like a REST failure (`errorMessage`, `ErrorState`) and
 * the server's Korean sentence on a 4xx (`serverMessageOf`).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Client, fetchExchange, type AnyVariables } from '@urql/core';
import { ResponseError } from '../errors';
import { headerNames } from '../middleware';
import { graphqlFetch, graphqlHeaders, graphqlUrl, type GraphqlSchemaName } from './client';

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

export interface GraphqlRequestOptions {
  /** The business account the call acts for (`Account-Id`); the stored one when omitted. */
  readonly account?: string | undefined;
  readonly schema?: GraphqlSchemaName;
}

let client: Client | undefined;

function graphqlClient(): Client {
  client ??= new Client({ url: graphqlUrl(), exchanges: [fetchExchange], preferGetMethod: false, fetch: graphqlFetch });
  return client;
}

function isMutation(document: TypedDocumentNode<unknown, never>): boolean {
  return document.definitions.some(
    (definition) => 'operation' in definition && String(definition.operation) === 'mutation',
  );
}

/** The operation's name (`ProductDetail`), for query keys and the mock's fault log. */
export function operationNameOf(document: TypedDocumentNode<unknown, never>): string {
  for (const definition of document.definitions)
    if ('operation' in definition && definition.name) return definition.name.value;
  return 'anonymous';
}

/**
 * Runs a query or mutation and answers its data, or rejects with a `ResponseError` / `FetchError`.
 *
 * @example
 * const info = await graphqlRequest(StoreInfoDocument, { baId }, { account: baId });
 */
export async function graphqlRequest<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: GraphqlRequestOptions = {},
): Promise<Data> {
  const headers = graphqlHeaders();
  if (options.account) headers[headerNames.accountId] = options.account;
  const context = {
    url: graphqlUrl(options.schema),
    requestPolicy: 'network-only' as const,
    fetchOptions: { credentials: 'include' as const, headers },
  };
  const run = isMutation(document)
    ? graphqlClient().mutation(document, variables, context)
    : graphqlClient().query(document, variables, context);
  const result = await run.toPromise();
  if (result.error?.networkError) throw result.error.networkError;
  const first = result.error?.graphQLErrors[0];
  if (first) {
    const code = first.extensions['code'];
    throw new ResponseError(statusOfGraphqlCode(code), { message: first.message, code });
  }
  if (result.data === undefined) throw new ResponseError(500, null);
  return result.data;
}

/** A read's query key: schema, operation, account and variables. */
export function graphqlQueryKey(
  document: TypedDocumentNode<unknown, never>,
  variables: Readonly<Record<string, unknown>>,
  account: string | undefined,
) {
  return ['graphql', operationNameOf(document), { account: account ?? null, variables }] as const;
}
