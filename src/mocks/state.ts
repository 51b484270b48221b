/** The whole mock database: one slice per service, seeded with realistic Korean data. */
import { seedAuth, type AuthState } from './services/auth/seed';
import { seedCommerce } from './services/commerce/seed';
import type { CommerceState } from './services/commerce/state';
import { seedConfig, type ConfigState } from './services/config/state';
import { seedCoupons } from './services/coupon/seed';
import { seedExpert } from './services/expert/seed';
import type { ExpertState } from './services/expert/state';
import { seedLocalProfileDirectory } from './services/local-profile-directory/seed';
import type { CouponState } from './services/coupon/state';
import { seedPickup } from './services/pickup/seed';
import type { PickupState } from './services/pickup/state';

/** Bump when the seed's shape changes: stored demo data of another version is discarded. */
export const MOCK_STATE_VERSION = 3;

export interface MockState {
  sequence: number;
  auth: AuthState;
  config: ConfigState;
  coupon: CouponState;
  pickup: PickupState;
  expert: ExpertState;
  localProfileDirectory: ReturnType<typeof seedLocalProfileDirectory>;
  commerce: CommerceState;
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
    expert: seedExpert(now),
    localProfileDirectory: seedLocalProfileDirectory(),
    commerce: seedCommerce(now, nextId),
  };
  state.sequence = sequence;
  return state;
}
