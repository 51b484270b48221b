/** The whole mock database: one slice per service, seeded with realistic Korean data. */
import { seedAuth, type AuthState } from './services/auth/seed';
import { seedBranches } from './services/branch/seed';
import type { BranchState } from './services/branch/state';
import { seedConfig, type ConfigState } from './services/config/state';
import { seedCoupons } from './services/coupon/seed';
import type { CouponState } from './services/coupon/state';
import { seedLocalProfiles } from './services/local-profile/seed';
import type { LocalProfileState } from './services/local-profile/state';
import { seedPickup } from './services/pickup/seed';
import type { PickupState } from './services/pickup/state';

/** Bump when the seed's shape changes: stored demo data of another version is discarded. */
export const MOCK_STATE_VERSION = 2;

export interface MockState {
  sequence: number;
  auth: AuthState;
  config: ConfigState;
  coupon: CouponState;
  pickup: PickupState;
  branch: BranchState;
  localProfile: LocalProfileState;
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
    branch: seedBranches(now, nextId),
    localProfile: seedLocalProfiles(now, nextId),
  };
  state.sequence = sequence;
  return state;
}
