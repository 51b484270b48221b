/** Types of the business account's profile calls (business-account.yaml) for the info and creation pages. */
import type { components } from '@generated/openapi/business-account';

type Schemas = components['schemas'];

export type BusinessAccount = Schemas['BusinessAccount'];
export type AccountExtra = Schemas['BusinessAccountExtra'];
export type AdditionalInformation = Schemas['AdditionalInformation'];
export type CreateEligibility = Schemas['CreateEligibility'];
export type NameValidation = Schemas['NameValidation'];
export type InspectionRequiredCategory = Schemas['InspectionRequiredCategory'];
export type NearbyRegion = Schemas['NearbyRegion'];
export type LocalProfileCandidate = Schemas['LocalProfileCandidate'];
export type LocationType = Schemas['LocationType'];
export type OwnerType = Schemas['OwnerType'];
export type AccountStep1Request = Schemas['AccountStep1Request'];
export type AccountStep2Request = Schemas['AccountStep2Request'];
