/** The whole mock database: one slice per service, seeded with realistic Korean data. */
import { seedAuth, type AuthState } from './services/auth/seed';
import { seedConfig, type ConfigState } from './services/config/state';
import { seedCoupons } from './services/coupon/seed';
import type { CouponState } from './services/coupon/state';
import { seedCustomerState } from './services/customer/seed';
import type { CustomerState } from './services/customer/state';
import { seedPickup } from './services/pickup/seed';
import type { PickupState } from './services/pickup/state';
import { seedReservations } from './services/reservation/seed';
import type { ReservationState } from './services/reservation/state';
import { seedStatistics } from './services/statistics/seed';
import type { StatisticsState } from './services/statistics/state';

/** Bump when the seed's shape changes: stored demo data of another version is discarded. */
export const MOCK_STATE_VERSION = 2;

export interface MockState {
  sequence: number;
  auth: AuthState;
  config: ConfigState;
  coupon: CouponState;
  pickup: PickupState;
  customer: CustomerState;
  statistics: StatisticsState;
  reservation: ReservationState;
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
    customer: seedCustomerState(now, nextId),
    statistics: seedStatistics(now, nextId),
    reservation: seedReservations(now, nextId),
  };
  state.sequence = sequence;
  return state;
}
