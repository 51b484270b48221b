/**
 * Types of the pickup onboarding calls (pickup.yaml, `onboarding` tag), and the two checks the
 * steps make through the commerce GraphQL endpoint (spec 001 §5: business number, settlement
 * account), for the onboarding screens.
 */
import { BusinessStatusCheckDocument, SettlementAccountCheckDocument } from '@generated/graphql/commerce/graphql';
import type { components } from '@generated/openapi/pickup';
import { graphqlRequest } from './graphql/request';

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
export async function checkBusinessNumber(
  account: string | undefined,
  businessNumber: string,
): Promise<BusinessNumberCheck> {
  return (await graphqlRequest(BusinessStatusCheckDocument, { businessNumber }, { account })).businessStatusCheck;
}

/** 정산 계좌 확인 (commerce `settlementAccountCheck`): valid, the holder's name, circuitBreak. */
export async function checkSettlementAccount(
  account: string | undefined,
  input: { readonly bankName: string; readonly accountNumber: string },
): Promise<AccountCheck> {
  return (await graphqlRequest(SettlementAccountCheckDocument, { input }, { account })).settlementAccountCheck;
}
