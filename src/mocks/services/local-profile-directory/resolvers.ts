import type { LocalProfileFilter } from '@generated/graphql/local-profile/schema';
import type { RootResolvers } from '../../core/graphql';
import { sliceAfterId } from '../../core/paging';
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
      // A cursor naming no profile starts from the top; the end cursor is the last node's id even on the last page.
      const page = sliceAfterId(matches, typeof after === 'string' ? after : undefined, size);
      return {
        nodes: page.items,
        pageInfo: { hasNextPage: page.hasMore, endCursor: page.items.at(-1)?.id ?? null },
        totalCount: page.totalCount,
      };
    },
  };
}
