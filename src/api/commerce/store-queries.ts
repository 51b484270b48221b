/**
 * The store's reads outside the engine, defined once: the account layout's gates (store or not),
 * the store request's steps and their route loaders read them. Every read names its account.
 */
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

/** 열리면 알림 받기: be told when the account's region or category opens to stores. */
export function requestOpenAlarm(baId: string) {
  return graphqlRequest(RequestOpenAlarmDocument, { baId }, { account: baId });
}
