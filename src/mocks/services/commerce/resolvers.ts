import type { GraphqlContext, RootResolvers } from '../../core/graphql';
import type { MockState } from '../../state';
import { orderResolvers } from './order-resolvers';
import { productResolvers } from './product-resolvers';
import { requestResolvers } from './request-resolvers';
import { storeResolvers } from './store-resolvers';

/** Root resolvers of the commerce GraphQL schema over the mock database (state.commerce). */
export function commerceResolvers(state: MockState, context: GraphqlContext): RootResolvers {
  return {
    ...storeResolvers(state, context),
    ...requestResolvers(state, context),
    ...productResolvers(state, context),
    ...orderResolvers(state, context),
  };
}
