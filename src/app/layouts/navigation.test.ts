/** The side navigation: one group per area and one link per address (areas are built side by side). */
import { matchRoutes } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { accountConsoleOf } from './account-console';
import { currentLink, navigationGroups } from './navigation';

// Every link the navigation can offer: an account with a store and pickup, and one with neither.
const full = navigationGroups('101', accountConsoleOf({ status: 'ACTIVE', hasStore: true, pickup: 'APPROVED' }));
const bare = navigationGroups('101', accountConsoleOf({ status: 'ACTIVE', hasStore: false, pickup: 'NOT_SUBMITTED' }));
const progress = navigationGroups('101', accountConsoleOf({ status: 'ACTIVE', hasStore: false, pickup: 'REJECTED' }));
const groups = full;

describe('side navigation', () => {
  it('names each group once and links each address once', () => {
    const labels = groups.map((group) => group.label);
    expect(new Set(labels).size).toBe(labels.length);
    const hrefs = groups.flatMap((group) => group.links.map((link) => link.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('links only to addresses the console has (none falls to the 404 page)', () => {
    const routes = createAppRoutes(new QueryClient());
    for (const link of [full, bare, progress].flat().flatMap((group) => group.links)) {
      const matched = matchRoutes(routes, link.href) ?? [];
      expect(matched.at(-1)?.route.path, link.href).not.toBe('*');
    }
  });

  it('marks one link current: the longest the address is at or under', () => {
    const hrefs = groups.flatMap((group) => group.links.map((link) => link.href));
    expect(currentLink(hrefs, '/profile/101/store/settlement/D-1')).toBe('/profile/101/store/settlement');
    expect(currentLink(hrefs, '/profile/101/store')).toBe('/profile/101/store');
    expect(currentLink(hrefs, '/profile/101/pickup/menu/origin-nutrition')).toBe(
      '/profile/101/pickup/menu/origin-nutrition',
    );
    expect(currentLink(hrefs, '/profile/101/pickup/menu/12')).toBe('/profile/101/pickup/menu');
    expect(currentLink(hrefs, '/profile/101/coupons')).toBeUndefined();
  });
});
