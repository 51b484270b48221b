/** Profile creation's calls (business-account.yaml `accountCreation`, `localProfile`). */
import type { QueryClient } from '@tanstack/react-query';
import type {
  AccountStep1Request,
  AccountStep2Request,
  BusinessAccount,
  CreateEligibility,
  InspectionRequiredCategory,
  LocalProfileCandidate,
  NameValidation,
  NearbyRegion,
} from '@/api/business-profile-info';
import { businessAccountsQuery } from '@/api/business-accounts';
import { startEarly } from '@/api/early-query';
import { payloadOf } from '@/api/envelope';
import { callApi } from '@/api/operations';
import { operationQuery } from '@/api/data/queries';

export const eligibilityQuery = (queryClient: QueryClient) => ({
  ...operationQuery(queryClient, 'business-account.getCreateEligibility', {}),
  select: (body: unknown) => payloadOf<CreateEligibility>(body),
});

export function prefetchProfileCreate(queryClient: QueryClient): null {
  startEarly(queryClient, eligibilityQuery(queryClient));
  return null;
}

/** The new account (the engine's query, which its extra information's form reads too). */
export const accountQuery = (queryClient: QueryClient, account: string | undefined) => ({
  ...operationQuery(queryClient, 'business-account.getBusinessAccount', { account }),
  select: (body: unknown) => payloadOf<BusinessAccount>(body),
});

export function prefetchAccount(queryClient: QueryClient, account: string | undefined): null {
  startEarly(queryClient, accountQuery(queryClient, account));
  return null;
}

export const regionsQuery = (queryClient: QueryClient, point: { lat: number; lng: number } | undefined) => ({
  ...operationQuery(queryClient, 'business-account.listRegionsByCoordinates', {
    query: point ? { latitude: point.lat, longitude: point.lng } : {},
  }),
  select: (body: unknown) => payloadOf<{ items: NearbyRegion[] }>(body).items,
  enabled: point !== undefined,
});

export const inspectionRequiredQuery = (queryClient: QueryClient, categoryId: number | undefined) => ({
  ...operationQuery(queryClient, 'business-account.getInspectionRequiredCategory', {
    query: categoryId === undefined ? {} : { categoryId },
  }),
  select: (body: unknown) => payloadOf<InspectionRequiredCategory>(body),
  enabled: categoryId !== undefined,
});

export async function validateName(name: string, signal: AbortSignal): Promise<NameValidation> {
  const { data } = await callApi('business-account.validateBusinessAccountName', { query: { name }, signal });
  return payloadOf<NameValidation>(data);
}

export async function nearbyProfiles(
  query: { name: string; lat: number; lng: number; roadAddress?: string; jibunAddress?: string },
  signal: AbortSignal,
): Promise<LocalProfileCandidate[]> {
  const { data } = await callApi('business-account.checkLocalProfileDuplicate', { query, signal });
  return payloadOf<{ candidates: LocalProfileCandidate[] }>(data).candidates;
}

export async function createStep1(body: AccountStep1Request): Promise<BusinessAccount> {
  const { data } = await callApi('business-account.createBusinessAccountStep1', { body });
  return payloadOf<BusinessAccount>(data);
}

export async function createStep2(queryClient: QueryClient, accountId: number, body: AccountStep2Request) {
  const { data } = await callApi('business-account.createBusinessAccountStep2', {
    // The call acts for the new account (not the one chosen last).
    account: String(accountId),
    body,
  });
  // The new account joins the account switcher and the account list.
  await queryClient.invalidateQueries({ queryKey: businessAccountsQuery().queryKey });
  return payloadOf<BusinessAccount>(data);
}
