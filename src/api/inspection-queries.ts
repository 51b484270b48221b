/**
 * The inspection pages' reads (the engine's operation queries, so a loader and the page share one
 * cache entry) and the draft save, whose answer replaces the cached draft.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { can } from '@/lib/machine';
import { useCurrentAccount } from './current-account';
import { inspectionMachine, phaseOf } from './machines/inspection';
import { operationPrefixKey } from './data/keys';
import { operationQuery } from './data/queries';
import { UnexpectedStatusError } from './data/read';
import { startEarly } from './early-query';
import { payloadOf } from './envelope';
import type {
  AdditionalInformation,
  BusinessAccountDetail,
  BusinessRegistrationLookup,
  InspectionDraft,
  InspectionDraftRequest,
  InspectionRequest,
  InspectionSet,
  ProfileInfoInspection,
} from './inspection';
import { withDraftLists } from './inspection';
import { callApi } from './operations';

type Account = string | undefined;

export const accountDetailQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getBusinessAccount', { account }),
  select: (body: unknown) => payloadOf<BusinessAccountDetail>(body),
});

export const additionalInfoQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getBusinessAccountAdditionalInformation', { account }),
  select: (body: unknown) => payloadOf<AdditionalInformation>(body),
});

export const draftQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getInspectionDraft', { account }),
  select: (body: unknown) => withDraftLists(payloadOf<InspectionDraft>(body)),
});

export const profileInspectionsQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.listProfileInfoInspections', { account }),
  select: (body: unknown) => payloadOf<{ items: ProfileInfoInspection[] }>(body).items,
});

/**
 * The form of the 추가 정보 step, as the server picks it for the account: its category's when the
 * category has one (clinics, realtors, …), else the account's default form.
 */
export const inspectionSetQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getInspectionSet', {
    account,
    query: { namespace: 'BIZ_PROFILE', mappedType: 'BUSINESS_ACCOUNT', mappedId: Number(account) },
  }),
  select: (body: unknown) => payloadOf<InspectionSet>(body),
});

export async function lookupBusinessNumber(
  account: Account,
  businessNumber: string,
): Promise<BusinessRegistrationLookup> {
  const { status, data } = await callApi('business-account.lookupBusinessRegistration', {
    account,
    query: { businessNumber },
  });
  if (status !== 200) throw new UnexpectedStatusError(status);
  return data.data;
}

/** Saves the whole draft and puts the answer in the cache. */
export async function saveDraft(
  queryClient: QueryClient,
  account: Account,
  body: InspectionDraftRequest,
): Promise<InspectionDraft> {
  const { status, data } = await callApi('business-account.saveInspectionDraft', {
    account,
    body,
  });
  if (status !== 200) throw new UnexpectedStatusError(status);
  queryClient.setQueryData(draftQuery(queryClient, account).queryKey, data);
  return withDraftLists(data.data);
}

/** Sends the request for inspection; the account (status, latest inspection) is read again. */
export async function sendInspection(queryClient: QueryClient, account: Account, body: InspectionRequest) {
  const { status } = await callApi('business-account.createInspection', { account, body });
  if (status !== 200) throw new UnexpectedStatusError(status);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: accountDetailQuery(queryClient, account).queryKey }),
    queryClient.invalidateQueries({ queryKey: operationPrefixKey('auth.listMyBusinessAccounts') }),
  ]);
}

/** The draft as a request body: what the server answered, without the fields it adds. */
export function draftBody(draft: InspectionDraft): InspectionDraftRequest {
  const { businessAccountId: _account, updatedAt: _updatedAt, ...body } = draft;
  return body;
}

/** The loader of every inspection page: the account, its draft and business info load with the code. */
export function prefetchInspection(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, accountDetailQuery(queryClient, account));
  startEarly(queryClient, draftQuery(queryClient, account));
  startEarly(queryClient, additionalInfoQuery(queryClient, account));
  return null;
}

/** The loader of the pages that show the account's inspection form (추가 정보, the review). */
export function prefetchInspectionForm(queryClient: QueryClient, account: Account): null {
  prefetchInspection(queryClient, account);
  startEarly(queryClient, inspectionSetQuery(queryClient, account));
  return null;
}

/**
 * What every inspection page reads: the account (its latest inspection), the saved request and
 * the account's registered business info, with the phase they add up to.
 */
export function useInspection() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const detail = useQuery(accountDetailQuery(queryClient, account));
  const draft = useQuery(draftQuery(queryClient, account));
  const info = useQuery(additionalInfoQuery(queryClient, account));
  const error = detail.error ?? draft.error ?? info.error;
  const ready = detail.data && draft.data && info.data;
  return {
    account,
    detail: detail.data,
    draft: draft.data,
    info: info.data,
    phase: ready ? phaseOf(detail.data.inspection, draft.data) : undefined,
    /** Whether the request may be changed now (the inspection machine's `edit`: not while reviewed). */
    editable: ready
      ? can(inspectionMachine, { latest: detail.data.inspection, draft: draft.data }, 'edit', 'merchant')
      : false,
    /** A failed read with nothing to show (a failed refresh keeps the page). */
    error: ready ? undefined : error,
    loading: !ready && !error,
    retry: () => {
      if (detail.error) void detail.refetch();
      if (draft.error) void draft.refetch();
      if (info.error) void info.refetch();
    },
  };
}
