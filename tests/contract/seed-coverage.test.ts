/**
 * The demo seed shows every state a screen can show, for the services seeded before each service
 * had its own coverage test (coupon, pickup). Values come from the schemas, so a new enum value
 * without seed data fails here.
 */
import { describe, expect, it } from 'vitest';
import { toCouponBox } from '@/mocks/services/coupon/model';
import { createSeedState } from '@/mocks/state';
import { enumOf } from './schema-enums';

const now = new Date('2026-11-20T03:00:00Z');
const state = createSeedState(now);
const stores = Object.values(state.pickup.stores);

describe('demo seed coverage', () => {
  it('has coupons in every validity, audience and usage channel', () => {
    const boxes = state.coupon.boxes.map((row) => toCouponBox(state.coupon, row, now));
    expect(new Set(boxes.map((box) => box.validity))).toEqual(enumOf('coupon', 'CouponValidity'));
    expect(new Set(boxes.map((box) => box.event_type))).toEqual(enumOf('coupon', 'CouponEventType'));
    expect(new Set(boxes.map((box) => box.usage_channel))).toEqual(enumOf('coupon', 'CouponUsageChannel'));
  });

  it('has pickup orders in every status and menus in every sale status', () => {
    expect(new Set(stores.flatMap((store) => store.orders.map((order) => order.status)))).toEqual(
      enumOf('pickup', 'OrderStatus'),
    );
    expect(new Set(stores.flatMap((store) => store.menus.map((menu) => menu.status)))).toEqual(
      enumOf('pickup', 'MenuStatus'),
    );
  });

  it('has pickup inspections in every state', () => {
    const steps = stores.flatMap(({ onboarding }) => [
      onboarding.businessRegistrationInspection,
      onboarding.settlementAccount,
      onboarding.storeInfo,
      onboarding.discountReward,
    ]);
    expect(new Set(steps.map((step) => step.status))).toEqual(enumOf('pickup', 'InspectionStatus'));
  });
});
