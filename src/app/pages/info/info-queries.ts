/** The info pages' reads (the engine's queries: the forms and these pages share the cached account). */
import type { QueryClient } from '@tanstack/react-query';
import type { AdditionalInformation, BusinessAccount } from '@/api/business-profile-info';
import { startEarly } from '@/api/early-query';
import { payloadOf } from '@/api/envelope';
import { operationQuery } from '@/engine/data/queries';

type Account = string | undefined;

export const accountQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getBusinessAccount', { account }),
  select: (body: unknown) => payloadOf<BusinessAccount>(body),
});

export const additionalInformationQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getBusinessAccountAdditionalInformation', { account }),
  select: (body: unknown) => payloadOf<AdditionalInformation>(body),
});

export function prefetchInfoOverview(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, accountQuery(queryClient, account));
  startEarly(queryClient, additionalInformationQuery(queryClient, account));
  return null;
}

export function prefetchBusinessInfo(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, additionalInformationQuery(queryClient, account));
  return null;
}

export function prefetchAccount(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, accountQuery(queryClient, account));
  return null;
}
