/** Types of the business-account answers the profile-management hub reads (spec 001 §7). */
import type { components } from '@generated/openapi/business-account';

type Schemas = components['schemas'];

export type ProfileAccount = Schemas['BusinessAccount'];
export type ProfileExtra = Schemas['BusinessAccountExtra'];
export type Quest = Schemas['Quest'];
export type QuestItem = Schemas['QuestItem'];
export type QuestItemType = Schemas['QuestItemType'];
