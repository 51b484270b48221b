/** The whole mock database: one slice per service, seeded with realistic Korean data. */
import { seedAuth, type AuthState } from './services/auth/seed';
import { seedBusinessAccount } from './services/business-account/seed';
import type { BusinessAccountState } from './services/business-account/state';
import { seedConfig, type ConfigState } from './services/config/state';
import { seedCoupons } from './services/coupon/seed';
import type { CouponState } from './services/coupon/state';
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
  businessAccount: BusinessAccountState;
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
    businessAccount: seedBusinessAccount(now, nextId),
  };
  state.sequence = sequence;
  return state;
}
