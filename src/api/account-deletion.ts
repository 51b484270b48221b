/** Types of a business account's deletion calls (business-account.yaml, `accountDeletion` tag). */
import type { components } from '@generated/openapi/business-account';

type Schemas = components['schemas'];

export type Deletable = Schemas['Deletable'];
export type DeletionEligibility = Schemas['DeletionEligibility'];
export type DeleteReason = Schemas['DeleteReason'];
