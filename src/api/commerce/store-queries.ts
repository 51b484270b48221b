/**
 * The store's reads outside the engine, defined once: the account layout's gates (store or not),
 * the store request's steps and their route loaders read them. Every read names its account.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startEarly } from '../early-query';
import { graphqlQuery, graphqlRequest } from '../graphql/request';
import { operationPrefixKey, serviceQueryKey } from '../data/keys';
import {
  AgreeToStoreTermsDocument,
  RequestOpenAlarmDocument,
  SettlementInfoDocument,
  StoreInfoDocument,
  type StoreInfoQuery,
} from './catalog';

type Account = string | undefined;

type StoreInfo = StoreInfoQuery['storeInfo'];

/** Every commerce read starts with this key, the engine's too (refresh them all after a save). */
export const catalogKey = serviceQueryKey('commerce');

export function storeInfoQuery(account: Account) {
  return graphqlQuery(StoreInfoDocument, { baId: account ?? '' }, account, (data) => data.storeInfo);
}

export function settlementInfoQuery(account: Account) {
  return graphqlQuery(SettlementInfoDocument, { baId: account ?? '' }, account, (data) => data.settlementInfo);
}

/** Route loaders (the store's gate, the store request's steps): the first reads start with the code. */
export const prefetchStore = {
  storeHome: (queryClient: QueryClient, account: Account) => {
    startEarly(queryClient, storeInfoQuery(account));
    return null;
  },
  settlementInfo: (queryClient: QueryClient, account: Account) => {
    startEarly(queryClient, storeInfoQuery(account));
    startEarly(queryClient, settlementInfoQuery(account));
    return null;
  },
};

/** 열리면 알림 받기: be told when the account's region or category opens to stores. */
export function useRequestOpenAlarm(baId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => graphqlRequest(RequestOpenAlarmDocument, { baId }, { account: baId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeInfoQuery(baId).queryKey }),
  });
}

/**
 * The signed-in person agrees to the store terms (issue 40). The answer is the server's record, put
 * into the store info at once: the request's steps read it there, so the next step opens on it.
 */
export function useAgreeToStoreTerms(baId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => graphqlRequest(AgreeToStoreTermsDocument, { baId }, { account: baId }),
    onSuccess: ({ agreeToStoreTerms: termsAgreement }) => {
      queryClient.setQueryData(storeInfoQuery(baId).queryKey, (info: StoreInfo | undefined) =>
        info ? { ...info, termsAgreement } : info,
      );
      // The store home's own read of the store info (the engine's) says 이어 하기 from it too.
      void queryClient.invalidateQueries({ queryKey: operationPrefixKey('commerce.StoreInfo') });
    },
  });
}

/** Every commerce read asked again (after the store request: the store's state changed). */
export function useRefreshCatalog(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKey });
}
