/**
 * What the GraphQL calls share (commerce by default; expert and local-profile through
 * `graphqlContext`): the endpoint, the same headers as the REST business calls and the same error
 * shapes: a non-2xx answer is a `ResponseError`, a network failure a `FetchError`, both found on
 * `CombinedError.networkError`. The urql client itself is `urql-client.ts`, loaded with the first call.
 */
import { checkReadableAnswer, FetchError, ResponseError } from '../errors';
import { ACCOUNT_TYPE_BUSINESS_PROFILE, headerNames } from '../middleware';
import { cookieNames, currentBusinessAccountId, readCookie } from '../session';
import { graphqlUrl, type GraphqlSchemaName } from './endpoints';

export { graphqlUrl, graphqlSchemaNames, type GraphqlSchemaName } from './endpoints';

/**
 * The operation context that sends a query or mutation to another schema's endpoint.
 *
 * @example
 * useQuery({ query: ServiceFieldsDocument, variables, context: graphqlContext('expert') })
 */
export function graphqlContext(schema: GraphqlSchemaName): { url: string } {
  return { url: graphqlUrl(schema) };
}

export function graphqlHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [headerNames.accountType]: ACCOUNT_TYPE_BUSINESS_PROFILE };
  const accountId = currentBusinessAccountId();
  if (accountId) headers[headerNames.accountId] = accountId;
  const token = readCookie(cookieNames.accessToken);
  if (token) headers[headerNames.authToken] = token;
  return headers;
}

/** fetch that rejects like the REST clients do, so urql surfaces our error types. */
export async function graphqlFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await globalThis.fetch(input, init);
  } catch (error) {
    throw new FetchError(error);
  }
  if (!response.ok) {
    const text = await response.clone().text();
    let body: unknown = text || null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    throw new ResponseError(response.status, body);
  }
  // An empty or non-JSON answer fails like a REST one (UnreadableAnswerError), not as urql's guess.
  await checkReadableAnswer(response);
  return response;
}
