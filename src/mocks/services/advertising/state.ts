import type { components } from '@generated/openapi/advertising';

type Schemas = components['schemas'];

/** An advertising account of the demo business user, optionally linked to one business account. */
export type AdvertiserRow = Omit<Schemas['Advertiser'], 'businessAccount'> & { businessAccountId: number | null };

/** A marketer account that runs the ads of one business account. */
export type MarketerRow = Schemas['Marketer'] & { businessAccountId: number };

/** Reviews, neighbours' posts and store products a business can turn into ad materials. */
export interface ExternalSourceRow {
  type: Exclude<Schemas['ExternalSourceType'], 'BUSINESS_POST'>;
  id: number;
  businessAccountId: number;
  title: string;
  body: string;
  imageUrl: string | null;
}

export type MaterialRow = Schemas['Material'] & { businessAccountId: number };

export interface AdvertisingState {
  advertisers: AdvertiserRow[];
  marketers: MarketerRow[];
  externalSources: ExternalSourceRow[];
  materials: MaterialRow[];
}
