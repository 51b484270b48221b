/**
 * The urql client for the GraphQL endpoints (see `client.ts` for the headers, endpoints and error
 * shapes). Its own module so that `request.ts` loads urql with the first GraphQL call only.
 */
import { Client, cacheExchange, fetchExchange } from '@urql/core';
import { graphqlFetch, graphqlHeaders, graphqlUrl } from './client';

export function createGraphqlClient(): Client {
  return new Client({
    url: graphqlUrl(),
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetch: graphqlFetch,
    fetchOptions: () => ({ credentials: 'include', headers: graphqlHeaders() }),
  });
}
