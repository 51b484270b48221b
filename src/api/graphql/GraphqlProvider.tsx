/**
 * urql for the screens that use GraphQL (commerce). Wrap those screens (or their layout) in it;
 * list screens that never call GraphQL do not download urql.
 *
 * @example
 * <GraphqlProvider><StoreScreen /></GraphqlProvider>
 */
import { useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { createGraphqlClient } from './client';

export function GraphqlProvider({ children }: { readonly children: ReactNode }) {
  const [client] = useState(createGraphqlClient);
  return <Provider value={client}>{children}</Provider>;
}
