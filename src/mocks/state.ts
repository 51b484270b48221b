/** The whole mock database: one slice per service, seeded with realistic Korean data. */
import { seedAuth, type AuthState } from './services/auth/seed';
import { seedConfig, type ConfigState } from './services/config/state';
import { seedCoupons } from './services/coupon/seed';
import type { CouponState } from './services/coupon/state';
import { seedPickup } from './services/pickup/seed';
import type { PickupState } from './services/pickup/state';
import { seedAdvertising } from './services/advertising/seed';
import type { AdvertisingState } from './services/advertising/state';
import { seedPoi } from './services/poi/seed';
import type { PoiState } from './services/poi/state';
import { attachSeedCoupons, seedPosts } from './services/post/seed';
import type { PostState } from './services/post/state';

/** Bump when the seed's shape changes: stored demo data of another version is discarded. */
export const MOCK_STATE_VERSION = 2;

export interface MockState {
  sequence: number;
  auth: AuthState;
  config: ConfigState;
  coupon: CouponState;
  pickup: PickupState;
  post: PostState;
  advertising: AdvertisingState;
  poi: PoiState;
}

export function createSeedState(now = new Date()): MockState {
  let sequence = 1000;
  const nextId = () => ++sequence;
  const state: MockState = {
    sequence: 0,
    auth: seedAuth(),
    config: seedConfig(),
    coupon: seedCoupons(now, nextId),
    pickup: seedPickup(now, nextId),
    post: seedPosts(now, nextId),
    advertising: seedAdvertising(now, nextId),
    poi: seedPoi(),
  };
  attachSeedCoupons(state.post, state.coupon);
  state.sequence = sequence;
  return state;
}
