/** The store's origin and nutrition (GET/PUT /api/v1/stores/ingredients), read by the page and its loader. */
import type { QueryClient } from '@tanstack/react-query';
import { startEarly } from '@/api/early-query';
import type { PayloadAt } from '@/api/operations';
import { operationQueryKey } from '@/api/data/keys';
import { readPayload as readData } from '@/api/data/read';

type Account = string | undefined;

export type StoreIngredients = PayloadAt<'pickup.getStoreIngredients'>;

export function ingredientsQuery(queryClient: QueryClient, account: Account) {
  const queryKey = operationQueryKey('pickup.getStoreIngredients', { account });
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readData(queryClient, 'pickup.getStoreIngredients', { account, signal, queryKey }),
  };
}

export function prefetchIngredients(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, ingredientsQuery(queryClient, account));
  return null;
}
