/**
 * The GraphQL endpoints (`POST <host>/graphql`), one per schema in schemas/graphql. Hosts switch
 * with the environment and can be overridden like the REST hosts (`VITE_HOST_<NAME>`).
 */
import { env } from '@/config/env';

export const GRAPHQL_HOSTS = {
  commerce: {
    production: 'https://commerce.dongnemarket.com',
    alpha: 'https://commerce.alpha.dongnemarket.com',
  },
  expert: {
    production: 'https://expert.biz-gateway.dongnemarket.com',
    alpha: 'https://expert.biz-gateway.alpha.dongnemarket.com',
  },
  'local-profile': {
    production: 'https://local-profile.biz-gateway.dongnemarket.com',
    alpha: 'https://local-profile.biz-gateway.alpha.dongnemarket.com',
  },
} as const;

export type GraphqlSchemaName = keyof typeof GRAPHQL_HOSTS;

export const graphqlSchemaNames = Object.keys(GRAPHQL_HOSTS) as GraphqlSchemaName[];

export function graphqlUrl(schema: GraphqlSchemaName = 'commerce'): string {
  return `${env.hostOverrides[schema] ?? GRAPHQL_HOSTS[schema][env.environment]}/graphql`;
}
