/** Types of the branch calls (branch.yaml) and the branch metadata of business-account, for the branch pages. */
import type { components } from '@generated/openapi/branch';
import type { components as AccountComponents } from '@generated/openapi/business-account';

type Schemas = components['schemas'];

export type BranchStatus = Schemas['BranchStatus'];
export type BranchRegistration = Schemas['BranchRegistration'];
export type BranchRegistrationFailureReason = Schemas['BranchRegistrationFailureReason'];
export type BranchMetadata = AccountComponents['schemas']['BranchMetadata'];
