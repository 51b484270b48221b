import { describe, expect, it } from 'vitest';
import { isPickupMemberRoute, pickupApplyHref } from './pickup-routes';

describe('pickup routes', () => {
  it('gates every pickup screen but the onboarding ones', () => {
    expect(isPickupMemberRoute('/profile/:baId/pickup/menu')).toBe(true);
    expect(isPickupMemberRoute('/profile/:baId/pickup/menu/:menuId')).toBe(true);
    expect(isPickupMemberRoute('/profile/:baId/pickup/order')).toBe(true);
    expect(isPickupMemberRoute('/profile/:baId/pickup/kickoff')).toBe(false);
    expect(isPickupMemberRoute('/profile/:baId/pickup/setup/complete')).toBe(false);
    expect(isPickupMemberRoute('/profile/:baId/coupon')).toBe(false);
    expect(isPickupMemberRoute(undefined)).toBe(false);
  });

  it('links to the kickoff screen', () => {
    expect(pickupApplyHref('102')).toBe('/profile/102/pickup/kickoff');
  });
});
