/**
 * The commerce store request's calls (onboarding: 입점 신청): the business number and settlement
 * account checks, the settlement info save and the request itself. Every call acts for the account.
 */
import type {
  CreateStoreRequestMutationVariables,
  SaveSettlementInfoMutationVariables,
  SettlementAccountCheckQueryVariables,
} from '@generated/graphql/commerce/graphql';
import {
  BusinessStatusCheckDocument,
  CreateStoreRequestDocument,
  SaveSettlementInfoDocument,
  SettlementAccountCheckDocument,
} from './commerce/catalog';
import { graphqlRequest } from './graphql/request';

export async function checkBusinessStatus(account: string, businessNumber: string) {
  const data = await graphqlRequest(BusinessStatusCheckDocument, { businessNumber }, { account });
  return data.businessStatusCheck;
}

export async function checkSettlementAccount(account: string, input: SettlementAccountCheckQueryVariables['input']) {
  const data = await graphqlRequest(SettlementAccountCheckDocument, { input }, { account });
  return data.settlementAccountCheck;
}

export async function saveSettlementInfo(account: string, input: SaveSettlementInfoMutationVariables['input']) {
  await graphqlRequest(SaveSettlementInfoDocument, { input }, { account });
}

export async function createStoreRequest(account: string, input: CreateStoreRequestMutationVariables['input']) {
  const data = await graphqlRequest(CreateStoreRequestDocument, { input }, { account });
  return data.createStoreRequest;
}
