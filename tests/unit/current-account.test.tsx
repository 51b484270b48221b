/**
 * The account a page acts for comes from its address (issue 11): calls for /profile/102/… carry
 * 102 in their account-bound path and Account-Id header even when 101 was the last account chosen;
 * a route loader does the same without writing storage; storage only remembers the account once
 * the layout knows it is one of the user's; switching accounts never shows the last one's rows.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { headerNames } from '@/api/middleware';
import { getStoredBusinessAccountId, storeBusinessAccountId } from '@/api/session';
import { createAppRoutes } from '@/app/router';
import { mockRuntime, mockServer } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

/** The path and Account-Id of every members call. */
function watchMembersCalls(): { path: string; account: string | null }[] {
  const seen: { path: string; account: string | null }[] = [];
  mockServer.use(
    http.all(
      ({ request }) => request.url.includes('/members'),
      ({ request }) => {
        seen.push({ path: new URL(request.url).pathname, account: request.headers.get(headerNames.accountId) });
      },
    ),
  );
  return seen;
}

const memberRows = async () => {
  const table = await screen.findByRole('table', { name: '관리자 목록' });
  return () => [...table.querySelectorAll('tbody tr[data-row-key]')].map((row) => row.textContent ?? '');
};

describe('the current account flows from the route', () => {
  it('a loader asks for the address’s account, not the stored one, and writes nothing', async () => {
    storeBusinessAccountId(101);
    const seen = watchMembersCalls();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const path = '/profile/102/administrator';
    const url = new URL(path, 'http://localhost');
    for (const { route, params } of matchRoutes(createAppRoutes(queryClient), path) ?? []) {
      if (typeof route.loader === 'function')
        await route.loader({ params, request: new Request(url), url, pattern: route.path ?? '', context: undefined });
    }
    await waitFor(() => expect(seen).toContainEqual({ path: '/api/v2/business_accounts/102/members', account: '102' }));
    expect(getStoredBusinessAccountId()).toBe('101');
  });

  it('a screen calls for its account, remembers it for the next visit, and switching shows the other rows', async () => {
    storeBusinessAccountId(101);
    const seen = watchMembersCalls();
    const { router } = renderRoute('/profile/102/administrator');
    const rows = await memberRows();
    await waitFor(() => expect(rows().join()).toContain('박한끼'));
    expect(seen.every((call) => call.path === '/api/v2/business_accounts/102/members' && call.account === '102')).toBe(
      true,
    );
    await waitFor(() => expect(getStoredBusinessAccountId()).toBe('102'));

    // While 101's list is on its way, 102's rows are not shown in its place.
    const members = mockRuntime.faults.hold({ operation: 'business-account.listBusinessAccountMembers', times: 1 });
    await act(() => router.navigate('/profile/101/administrator'));
    await members.arrival();
    const table = await screen.findByRole('table', { name: '관리자 목록' });
    expect(table.textContent).not.toContain('박한끼');
    members.release();
    // The page is the other account's own (mounted afresh), its table too.
    const otherRows = await memberRows();
    await waitFor(() => expect(otherRows().join()).toContain('이매니저'));
    expect(otherRows().join()).not.toContain('박한끼');
    expect(seen.at(-1)).toEqual({ path: '/api/v2/business_accounts/101/members', account: '101' });
  });
});
