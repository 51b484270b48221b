/**
 * GraphQL mock: executes each request against the SDL in schemas/graphql with resolvers that read
 * the same mock database as the REST handlers.
 */
import { buildSchema, graphql as execute, type GraphQLSchema } from 'graphql';
import { http, HttpResponse } from 'msw';

const sources = import.meta.glob<string>('/schemas/graphql/*.graphql', {
  eager: true,
  query: '?raw',
  import: 'default',
});

let schema: GraphQLSchema | undefined;
function loadSchema(): GraphQLSchema {
  schema ??= buildSchema(Object.values(sources).join('\n'));
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
    const result = await execute({
      schema: loadSchema(),
      source: query,
      rootValue: root(),
      variableValues: variables ?? null,
      operationName: operationName ?? null,
    });
    return HttpResponse.json(result as Record<string, unknown>);
  });
}
