import { SEED_ADDRESSES } from './addresses';
import { CATEGORY_TREE } from './categories';
import { SEED_REGIONS } from './regions';
import type { PoiState } from './state';

export function seedPoi(): PoiState {
  return {
    addresses: structuredClone([...SEED_ADDRESSES]),
    regions: structuredClone([...SEED_REGIONS]),
    categories: structuredClone([...CATEGORY_TREE]),
  };
}
