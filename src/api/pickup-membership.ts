/**
 * Whether a business account has joined the pickup service. The pickup service says so itself:
 * its onboarding application (GET /api/v1/onboarding/onboarding-application, spec 002 §7) carries
 * `onboardingStatus`, and only an APPROVED application makes a pickup store that has menus,
 * orders and settlements. The answer is cached like any pickup call (keyed by the account).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { startEarly } from './early-query';
import type { components } from '@generated/openapi/pickup';
import { payloadOf } from './envelope';
import { callApi } from './operations';
import { operationQueryKey } from './data/keys';

export type PickupOnboardingStatus = components['schemas']['OnboardingStatus'];
export type OnboardingApplication = components['schemas']['OnboardingApplication'];

const APPLICATION = 'pickup.getOnboardingApplication';

export function isPickupMember(status: PickupOnboardingStatus): boolean {
  return status === 'APPROVED';
}

// The same key and cached body as the engine's query of this operation, so both share it.
export const applicationQuery = (account: string | undefined) => ({
  queryKey: operationQueryKey(APPLICATION, { account }),
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await callApi(APPLICATION, { account, signal })).data,
});

/** The account's pickup onboarding status (NOT_SUBMITTED, UNDER_REVIEW, APPROVED, REJECTED). */
export function usePickupOnboardingStatus(account: string | undefined) {
  return useQuery({
    ...applicationQuery(account),
    select: (body) => payloadOf<OnboardingApplication>(body).onboardingStatus,
  });
}

/** The account's pickup onboarding application: where an unfinished one stands. */
export function usePickupApplication(account: string | undefined) {
  return useQuery({ ...applicationQuery(account), select: (body) => payloadOf<OnboardingApplication>(body) });
}

/** Starts the membership check with a pickup route's code (a route loader): no extra round trip. */
export function prefetchPickupMembership(queryClient: QueryClient, account: string | undefined): null {
  startEarly(queryClient, applicationQuery(account));
  return null;
}
