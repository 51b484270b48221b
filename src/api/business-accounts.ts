import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { MembershipRole } from '@/lib/roles';
import type { components } from '@generated/openapi/auth';
import { client } from './clients';
import { operationQueryKey } from './data/keys';

export type BusinessAccount = components['schemas']['BusinessAccount'];

/** The signed-in business user's accounts, with role (GET /api/v2/business_accounts?includeRole=true). */
export const businessAccountsQuery = () => ({
  // Its own view: this query keeps the list alone, the engine's list of the same call the whole
  // answer; one key always holds one shape.
  queryKey: operationQueryKey('auth.listMyBusinessAccounts', { query: { includeRole: true } }, 'accounts'),
  queryFn: async (): Promise<BusinessAccount[]> => {
    const { data } = await client('auth').GET('/api/v2/business_accounts', {
      params: { query: { includeRole: true } },
    });
    return data?.data.businessAccounts ?? [];
  },
  staleTime: 5 * 60_000,
});

export function useBusinessAccounts() {
  return useQuery(businessAccountsQuery());
}

/** The person's role in an account, from the account list already read (undefined before it is). */
export function cachedRoleIn(queryClient: QueryClient, account: string): MembershipRole | undefined {
  const accounts = queryClient.getQueryData<BusinessAccount[]>(businessAccountsQuery().queryKey);
  return accounts?.find((candidate) => String(candidate.id) === account)?.role;
}
