/**
 * Routes outside an account's layout whose account is named by the address's query (`?baId=…`):
 * their loaders bind it as an account page's loaders bind the route's `baId`.
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ACCOUNT_ROUTE_PARAM } from '@/api/current-account';

/** The routes with loaders that see the account `accountOf` reads from the address. */
export function withQueryAccount(
  routes: readonly RouteObject[],
  accountOf: (url: URL) => string | undefined,
): RouteObject[] {
  return routes.map((route) => {
    const loader = route.loader;
    if (typeof loader !== 'function') return route;
    return {
      ...route,
      loader: (args: LoaderFunctionArgs) => {
        const account = accountOf(new URL(args.request.url));
        return loader(account ? { ...args, params: { ...args.params, [ACCOUNT_ROUTE_PARAM]: account } } : args);
      },
    };
  });
}
