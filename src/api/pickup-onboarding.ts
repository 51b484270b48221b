/**
 * Types of the pickup onboarding calls (pickup.yaml, `onboarding` tag), and the two checks the
 * steps make through the commerce GraphQL endpoint (spec 001 §5: business number, settlement
 * account), for the onboarding screens.
 */
import type { Client } from 'urql';
import { BusinessStatusCheckDocument, SettlementAccountCheckDocument } from '@generated/graphql/commerce/graphql';
import type { components } from '@generated/openapi/pickup';
import { graphqlContext } from './graphql/client';

type Schemas = components['schemas'];

export type OnboardingApplication = Schemas['OnboardingApplication'];
export type OnboardingStatus = Schemas['OnboardingStatus'];
export type InspectionStatus = Schemas['InspectionStatus'];
export type InspectionStep = Schemas['InspectionStep'];
export type MenuRegistrationStatus = Schemas['MenuRegistrationStatus'];
export type MenuRegistrationType = Schemas['MenuRegistrationType'];
export type KarrotPartnershipType = Schemas['KarrotPartnershipType'];
export type BusinessRegistrationDraft = Schemas['BusinessRegistrationDraft'];
export type SettlementAccountDraft = Schemas['SettlementAccountDraft'];
export type StoreInfoDraft = Schemas['StoreInfoDraft'];
export type InspectionRejectReason = Schemas['InspectionRejectReason'];

export interface BusinessNumberCheck {
  readonly valid: boolean;
  readonly circuitBreak: boolean;
  readonly isAlreadyRegistered: boolean;
}

export interface AccountCheck {
  readonly valid: boolean;
  readonly holder?: string | null;
  readonly circuitBreak: boolean;
}

/** 사업자등록번호 확인 (commerce `businessStatusCheck`). */
export async function checkBusinessNumber(client: Client, businessNumber: string): Promise<BusinessNumberCheck> {
  const result = await client
    .query(
      BusinessStatusCheckDocument,
      { businessNumber },
      { ...graphqlContext('commerce'), requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('businessStatusCheck');
  return result.data.businessStatusCheck;
}

/** 정산 계좌 확인 (commerce `settlementAccountCheck`): valid, the holder's name, circuitBreak. */
export async function checkSettlementAccount(
  client: Client,
  input: { readonly bankName: string; readonly accountNumber: string },
): Promise<AccountCheck> {
  const result = await client
    .query(SettlementAccountCheckDocument, { input }, { ...graphqlContext('commerce'), requestPolicy: 'network-only' })
    .toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('settlementAccountCheck');
  return result.data.settlementAccountCheck;
}
