/**
 * The GraphQL endpoints' hosts per environment, one per schema in schemas/graphql. Kept apart from
 * the environment so build scripts (the web server's Content-Security-Policy, scripts/serve) read
 * the same table the clients use.
 */
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
