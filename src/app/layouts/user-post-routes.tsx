/**
 * The user-side post routes (/user/post/new, /detail/{postId}, /update/{postId}): the post
 * resource's screens under `UserPostLayout`. Their loaders start the screen's calls for the
 * account the address names, as an account page's loaders do for its `baId`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { currentBusinessAccountId } from '@/api/session';
import { resourceRoutes } from '@/engine/routes';
import { userPostResource } from '@/resources/post/post.resource';
import { withQueryAccount } from './query-account';
import { UserPostLayout } from './UserPostLayout';

export function userPostRoutes(queryClient: QueryClient): RouteObject[] {
  const screens = withQueryAccount(resourceRoutes(userPostResource, queryClient), (url) =>
    currentBusinessAccountId(url.search, ''),
  );
  return [{ Component: UserPostLayout, children: screens }];
}
