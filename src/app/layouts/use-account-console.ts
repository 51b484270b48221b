/** The account's console from the services' own answers (cached: the gates and pages share them). */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BusinessAccount } from '@/api/business-accounts';
import { payloadOf } from '@/api/envelope';
import { applicationQuery, type PickupOnboardingStatus } from '@/api/pickup-membership';
import { storeInfoQuery } from '@/api/commerce/store-queries';
import { accountConsoleOf, type AccountConsole } from './account-console';

export interface AccountConsoleAnswer {
  /** The same object while the answers stay the same: the side navigation is built once per account. */
  readonly features: AccountConsole;
  /** Both services have answered (or failed): what the console offers will not change any more. */
  readonly settled: boolean;
}

/**
 * `readStore`: whether to ask the store service now. Its read is GraphQL (urql and a call), which a
 * REST page does not otherwise need before its first row; store pages start it with their code.
 */
export function useAccountConsole(
  account: BusinessAccount | undefined,
  baId: string,
  readStore: boolean,
): AccountConsoleAnswer {
  // Asked only for an account of the user's (a deleted or unknown one has nothing to ask about).
  const enabled = account !== undefined && account.status !== 'DESTROYED';
  const store = useQuery({ ...storeInfoQuery(baId), enabled: enabled && readStore });
  const pickup = useQuery({
    ...applicationQuery(baId),
    enabled,
    select: (body) => payloadOf<{ onboardingStatus: PickupOnboardingStatus }>(body).onboardingStatus,
  });
  const status = account?.status ?? 'ACTIVE';
  const hasStore = store.data === undefined ? undefined : store.data.store !== null;
  const features = useMemo(
    () => accountConsoleOf({ status, hasStore, pickup: pickup.data }),
    [status, hasStore, pickup.data],
  );
  return { features, settled: enabled && store.status !== 'pending' && pickup.status !== 'pending' };
}
