/** What the advertising API derives from stored rows. */
import type { components } from '@generated/openapi/advertising';
import type { MockState } from '../../state';
import type { AdvertiserRow } from './state';

type Schemas = components['schemas'];

const LANDING_PATHS: Record<Schemas['ExternalSourceType'], string> = {
  BUSINESS_POST: 'business-posts',
  REVIEW: 'reviews',
  USER_POST: 'posts',
  COMMERCE_PRODUCT: 'products',
};

export function landingUrlOf(type: Schemas['ExternalSourceType'], id: number): string {
  return `https://www.dongnemarket.com/${LANDING_PATHS[type]}/${id}`;
}

export function toAdvertiser(state: MockState, row: AdvertiserRow): Schemas['Advertiser'] {
  const { businessAccountId, ...fields } = row;
  const account = state.auth.businessAccounts.find((item) => item.id === businessAccountId);
  return {
    ...fields,
    businessAccount: account ? { id: account.id, name: account.name } : null,
  };
}

/** Marketers in these states can run ads; the others are dormant, withdrawn or blocked. */
export const ACTIVE_USER_STATES: readonly Schemas['UserState'][] = ['WHITE', 'NORMAL'];
