import type { LocalProfileFilter } from '@generated/graphql/local-profile/schema';
import type { RootResolvers } from '../../core/graphql';
import type { MockState } from '../../state';

const DEFAULT_PAGE = 20;

/** Root resolvers of the local-profile GraphQL schema: a cursor-paged, filtered directory. */
export function localProfileDirectoryResolvers(state: MockState): RootResolvers {
  return {
    localProfiles: ({ filter, first, after }) => {
      const { keyword, hasCommerce, hasReservation, hasServiceField } = (filter ?? {}) as LocalProfileFilter;
      const matches = state.localProfileDirectory.filter(
        (profile) =>
          (!keyword?.trim() || profile.name.includes(keyword.trim())) &&
          (hasCommerce == null || profile.hasCommerce === hasCommerce) &&
          (hasReservation == null || profile.hasReservation === hasReservation) &&
          (hasServiceField == null || profile.hasServiceField === hasServiceField),
      );
      const size = Math.max(1, Math.min(100, typeof first === 'number' ? first : DEFAULT_PAGE));
      const start = typeof after === 'string' ? Math.max(0, matches.findIndex((p) => p.id === after) + 1) : 0;
      const nodes = matches.slice(start, start + size);
      const hasNextPage = start + size < matches.length;
      return {
        nodes,
        pageInfo: { hasNextPage, endCursor: nodes.at(-1)?.id ?? null },
        totalCount: matches.length,
      };
    },
  };
}
