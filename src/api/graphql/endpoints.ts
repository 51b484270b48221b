/**
 * The GraphQL endpoints (`POST <host>/graphql`), one per schema in schemas/graphql. Hosts switch
 * with the environment and can be overridden like the REST hosts (`VITE_HOST_<NAME>`).
 */
import { env } from '@/config/env';
import { GRAPHQL_HOSTS } from './hosts';

export { GRAPHQL_HOSTS };

export type GraphqlSchemaName = keyof typeof GRAPHQL_HOSTS;

export const graphqlSchemaNames = Object.keys(GRAPHQL_HOSTS) as GraphqlSchemaName[];

export function graphqlUrl(schema: GraphqlSchemaName = 'commerce'): string {
  return `${env.hostOverrides[schema] ?? GRAPHQL_HOSTS[schema][env.environment]}/graphql`;
}
