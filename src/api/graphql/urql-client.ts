/**
 * A standard GraphQL client (urql) for the GraphQL endpoints (see `client.ts` for the headers,
 * endpoints and error shapes). The console sends its documents with `request.ts`'s plain POST
 * (issue 42: urql cost 9.6 KB gzip on every account page and did nothing TanStack Query does not);
 * the mock's tests send theirs through this client, so the mock answers a stock client as well.
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
