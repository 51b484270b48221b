/**
 * The user-side post routes (/user/post/new, /detail/{postId}, /update/{postId}): the post
 * resource's screens under `UserPostLayout`. Their loaders start the screen's calls for the
 * account the address names, as an account page's loaders do for its `baId`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ACCOUNT_ROUTE_PARAM } from '@/api/current-account';
import { currentBusinessAccountId } from '@/api/session';
import { resourceRoutes } from '@/engine/routes';
import { userPostResource } from '@/resources/post/post.resource';
import { UserPostLayout } from './UserPostLayout';

/** The route's parameters with the account of its address, for the loaders' bindings. */
function withAccount(args: LoaderFunctionArgs): LoaderFunctionArgs {
  const account = currentBusinessAccountId(new URL(args.request.url).search, '');
  return account ? { ...args, params: { ...args.params, [ACCOUNT_ROUTE_PARAM]: account } } : args;
}

export function userPostRoutes(queryClient: QueryClient): RouteObject[] {
  const screens = resourceRoutes(userPostResource, queryClient).map((screen) => {
    const loader = screen.loader;
    return typeof loader === 'function'
      ? { ...screen, loader: (args: LoaderFunctionArgs) => loader(withAccount(args)) }
      : screen;
  });
  return [{ Component: UserPostLayout, children: screens }];
}
