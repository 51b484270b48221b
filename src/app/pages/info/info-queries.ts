/** The info pages' reads (the engine's queries: the forms and these pages share the cached account). */
import type { QueryClient } from '@tanstack/react-query';
import type { AdditionalInformation, BusinessAccount } from '@/api/business-profile-info';
import type { ProfileExtra as BusinessAccountExtra } from '@/api/profile-management';
import { startEarly } from '@/api/early-query';
import { payloadOf } from '@/api/envelope';
import { operationQuery } from '@/api/data/queries';

type Account = string | undefined;

export const accountQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getBusinessAccount', { account }),
  select: (body: unknown) => payloadOf<BusinessAccount>(body),
});

export const additionalInformationQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getBusinessAccountAdditionalInformation', { account }),
  select: (body: unknown) => payloadOf<AdditionalInformation>(body),
});

/** The account's figures (pricing and post counts) for 프로필 완성도. */
export const extraQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getBusinessAccountExtra', { account }),
  select: (body: unknown) => payloadOf<BusinessAccountExtra>(body),
});

/** How many coupons customers can receive now (the same read as 프로필 관리's). */
export const availableCouponsQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'coupon.listCouponBoxes', {
    account,
    query: { validity: 'AVAILABLE', page: 1, size: 1 },
  }),
  select: (body: unknown) => payloadOf<{ total_count: number }>(body),
});

export function prefetchInfoOverview(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, accountQuery(queryClient, account));
  startEarly(queryClient, additionalInformationQuery(queryClient, account));
  startEarly(queryClient, extraQuery(queryClient, account));
  startEarly(queryClient, availableCouponsQuery(queryClient, account));
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
