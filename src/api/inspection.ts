/** Types of the business inspection calls (business-account.yaml, `inspection` tag) and the account they read. */
import type { components } from '@generated/openapi/business-account';

type Schemas = components['schemas'];

/** A saved request as the pages read it: its lists are always there (empty when nothing is saved). */
export type InspectionDraft = Schemas['InspectionDraft'] & {
  readonly businessRegistrationImageUrls: string[];
  readonly answers: Schemas['InspectionAnswer'][];
};

export function withDraftLists(draft: Schemas['InspectionDraft']): InspectionDraft {
  return {
    ...draft,
    businessRegistrationImageUrls: draft.businessRegistrationImageUrls ?? [],
    answers: draft.answers ?? [],
  };
}
export type InspectionDraftRequest = Schemas['InspectionDraftRequest'];
export type InspectionStep = Schemas['InspectionStep'];
export type InspectionSet = Schemas['InspectionSet'];
export type InspectionAnswer = Schemas['InspectionAnswer'];
export type InspectionRequest = Schemas['InspectionRequest'];
export type InspectionSummary = Schemas['InspectionSummary'];
export type InspectionRejectionReason = Schemas['InspectionRejectionReason'];
export type BusinessRegistrationLookup = Schemas['BusinessRegistrationLookup'];
export type ProfileInfoInspection = Schemas['ProfileInfoInspection'];
export type AdditionalInformation = Schemas['AdditionalInformation'];
export type BusinessType = Schemas['BusinessType'];
export type BusinessAccountDetail = Schemas['BusinessAccount'];
