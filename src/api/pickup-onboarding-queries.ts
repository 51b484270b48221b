/**
 * The onboarding's reads and writes. One cache entry holds the application (the same key and body
 * as the pickup gate's membership check); every onboarding call answers with the whole application
 * and writes it there, so the steps, the statuses and the submit button agree at once.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCurrentAccount } from '@/api/current-account';
import { startEarly } from '@/api/early-query';
import { payloadOf } from '@/api/envelope';
import { callApi, type CallArgs } from '@/api/operations';
import { applicationQuery } from '@/api/pickup-membership';
import type { OnboardingApplication } from '@/api/pickup-onboarding';
import { operationQueryKey } from '@/api/data/keys';
import { UnexpectedStatusError } from '@/api/data/read';

type Account = string | undefined;

/** The application, polled every 3 s while a menu import is under way. */
export function useOnboardingApplication() {
  const account = useCurrentAccount();
  return useQuery({
    ...applicationQuery(account),
    select: (body: unknown) => payloadOf<OnboardingApplication>(body),
    refetchInterval: (query) =>
      payloadOf<OnboardingApplication | undefined>(query.state.data)?.menuRegistration.status === 'PROCESSING'
        ? 3_000
        : false,
  });
}

export function posBannerQuery(account: Account) {
  const key = 'pickup.getPosInstallBannerExposure';
  return {
    queryKey: operationQueryKey(key, { account }),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { status, data } = await callApi(key, { account, signal });
      if (status !== 200) throw new UnexpectedStatusError(status);
      return data.data.shouldExpose;
    },
  };
}

export function usePosBanner() {
  return useQuery(posBannerQuery(useCurrentAccount()));
}

export function availabilityQuery(account: Account, bizCategoryId: number) {
  const key = 'pickup.getOnboardingAvailability';
  const query = { bizCategoryId };
  return {
    queryKey: operationQueryKey(key, { account, query }),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { status, data } = await callApi(key, { account, query, signal });
      if (status !== 200) throw new UnexpectedStatusError(status);
      return data.data.available;
    },
  };
}

/** Loaders: the application (and, on setup, the POS banner) start with the page's code. */
export function prefetchOnboarding(queryClient: QueryClient, account: Account, withBanner = false): null {
  startEarly(queryClient, applicationQuery(account));
  if (withBanner) startEarly(queryClient, posBannerQuery(account));
  return null;
}

export type OnboardingCall =
  | 'pickup.createPickupStore'
  | 'pickup.saveBusinessRegistrationDraft'
  | 'pickup.submitBusinessRegistrationInspection'
  | 'pickup.saveSettlementAccountDraft'
  | 'pickup.updateSettlementAccountStatus'
  | 'pickup.saveStoreInfoDraft'
  | 'pickup.updateStoreInfoStatus'
  | 'pickup.submitStoreInfoInspection'
  | 'pickup.updateDiscountRewardStatus'
  | 'pickup.requestMenuScraping'
  | 'pickup.updateMenuRegistrationStatus'
  | 'pickup.updatePartnershipType'
  | 'pickup.submitOnboardingApplication';

/** An onboarding write: its answer (the whole application) replaces the cached one. */
export function useOnboardingCall() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  return useMutation({
    mutationFn: async ({ call, body }: { readonly call: OnboardingCall; readonly body?: unknown }) => {
      // The bodies are the step forms' answers, checked by each form against the same schema.
      const args = { account, ...(body === undefined ? {} : { body }) } as CallArgs<OnboardingCall>;
      const { status, data } = await callApi(call, args);
      if (status !== 200) throw new UnexpectedStatusError(status);
      return data;
    },
    onSuccess: (body) => queryClient.setQueryData(applicationQuery(account).queryKey, body),
  });
}
