/**
 * The store's reads outside the engine, defined once: the account layout's gates (store or not),
 * the store request's steps and their route loaders read them. Every read names its account.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startEarly } from '../early-query';
import { graphqlQuery, graphqlRequest } from '../graphql/request';
import { serviceQueryKey } from '../data/keys';
import { RequestOpenAlarmDocument, SettlementInfoDocument, StoreInfoDocument } from './catalog';

type Account = string | undefined;

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

/** Every commerce read asked again (after the store request: the store's state changed). */
export function useRefreshCatalog(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKey });
}
