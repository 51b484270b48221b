import type { GraphqlContext, RootResolvers } from '../../core/graphql';
import type { MockState } from '../../state';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

/** Root resolvers of the commerce GraphQL schema over the mock database. */
export function commerceResolvers(state: MockState, _context: GraphqlContext): RootResolvers {
  return {
    experimentGroup: ({ businessId }) => ({
      businessId,
      group: Number(businessId) === DEMO_ACCOUNT_IDS.active ? 'TREATMENT' : 'UNASSIGNED',
    }),
    storePreview: ({ baId }) => {
      const account = state.auth.businessAccounts.find((candidate) => candidate.id === Number(baId));
      return account && Number(baId) === DEMO_ACCOUNT_IDS.active
        ? { id: `store-${account.id}`, name: account.name, status: 'ACTIVE' }
        : null;
    },
  };
}
