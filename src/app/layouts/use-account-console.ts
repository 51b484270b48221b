/** The account's console from the services' own answers (cached: the gates and pages share them). */
import { useQuery } from '@tanstack/react-query';
import type { BusinessAccount } from '@/api/business-accounts';
import { payloadOf } from '@/api/envelope';
import { applicationQuery, type PickupOnboardingStatus } from '@/api/pickup-membership';
import { storeInfoQuery } from '@/api/commerce/store-queries';
import { accountConsoleOf, type AccountConsole } from './account-console';

export function useAccountConsole(account: BusinessAccount | undefined, baId: string): AccountConsole {
  // Asked only for an account of the user's (a deleted or unknown one has nothing to ask about).
  const enabled = account !== undefined && account.status !== 'DESTROYED';
  const store = useQuery({ ...storeInfoQuery(baId), enabled });
  const pickup = useQuery({
    ...applicationQuery(baId),
    enabled,
    select: (body) => payloadOf<{ onboardingStatus: PickupOnboardingStatus }>(body).onboardingStatus,
  });
  return accountConsoleOf({
    status: account?.status ?? 'ACTIVE',
    hasStore: store.data === undefined ? undefined : store.data.store !== null,
    pickup: pickup.data,
  });
}
