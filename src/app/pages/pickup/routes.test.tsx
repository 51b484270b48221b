import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { createAppRoutes } from '../../router';

const leaf = (address: string) => matchRoutes(createAppRoutes(new QueryClient()), address)?.at(-1)?.route.path;

describe('pickup area routes', () => {
  it('opens origin and nutrition at its literal address, not the menu form with menuId "origin-nutrition"', () => {
    expect(leaf('/profile/101/pickup/menu/origin-nutrition')).toBe(paths.pickupArea.originNutrition.pattern);
    expect(leaf('/profile/101/pickup/menu/7')).toBe(paths.pickup.menuForm.pattern);
    expect(leaf('/profile/101/pickup/menu/new')).not.toBe(paths.pickupArea.originNutrition.pattern);
  });

  it('declares the settlement and onboarding screens', () => {
    expect(leaf('/profile/101/pickup/settlement')).toBe(paths.pickupArea.settlement.pattern);
    expect(leaf('/profile/102/pickup/setup/complete')).toBe(paths.pickupArea.setupComplete.pattern);
  });
});
