import type { components } from '@generated/openapi/poi';

type Schemas = components['schemas'];

/** A category as stored: depth, full name and whether it is a leaf are derived from the tree. */
export interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  clientNames: Schemas['ClientName'][];
  /** Words in a shop name or description that suggest this category. */
  keywords: string[];
}

export type JusoRow = Schemas['Juso'];
export type RegionRow = Schemas['Region'];

export interface PoiState {
  addresses: JusoRow[];
  regions: RegionRow[];
  categories: CategoryRow[];
}
