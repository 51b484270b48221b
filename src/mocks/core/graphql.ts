/**
 * GraphQL mock: executes each request against the SDL in schemas/graphql with resolvers that read
 * the same mock database as the REST handlers.
 */
import type { GraphQLSchema } from 'graphql';
import { http, HttpResponse } from 'msw';

const sources = import.meta.glob<string>('/schemas/graphql/*.graphql', {
  eager: true,
  query: '?raw',
  import: 'default',
});

// graphql-js loads with the first GraphQL request, not with the demo's first page.
const graphqlJs = () => import('graphql');

let schema: GraphQLSchema | undefined;
async function loadSchema(): Promise<GraphQLSchema> {
  schema ??= (await graphqlJs()).buildSchema(Object.values(sources).join('\n'));
  return schema;
}

export type RootResolvers = Record<string, (args: Record<string, unknown>) => unknown>;

export function createGraphqlHandler(url: string, root: () => RootResolvers) {
  return http.post(url, async ({ request }) => {
    const { query, variables, operationName } = (await request.json()) as {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    };
    const { graphql: execute } = await graphqlJs();
    const result = await execute({
      schema: await loadSchema(),
      source: query,
      rootValue: root(),
      variableValues: variables ?? null,
      operationName: operationName ?? null,
    });
    return HttpResponse.json(result as Record<string, unknown>);
  });
}
