/**
 * Issue 15's routes start their data with their code: each route's loader, run as the router runs
 * it before the page's code has arrived, asks for what the page shows first.
 */
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { mockRuntime } from '@/mocks/node';

const called = () => mockRuntime.faults.calls().map((call) => call.operation);

async function runLoaders(path: string) {
  mockRuntime.faults.clearCalls();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const url = new URL(path, 'http://localhost');
  for (const { route, params } of matchRoutes(createAppRoutes(queryClient), path) ?? []) {
    if (typeof route.loader === 'function')
      await route.loader({ params, request: new Request(url), url, pattern: route.path ?? '', context: undefined });
  }
}

const INSPECTION = [
  'business-account.getBusinessAccount',
  'business-account.getInspectionDraft',
  'business-account.getBusinessAccountAdditionalInformation',
];

describe('business account administration routes start their data with their code', () => {
  it.each([
    ['/profile/101/administrator', ['business-account.listBusinessAccountMembers']],
    [
      '/profile/101/branch-store',
      [
        'branch.checkBranchCreatable',
        'branch.listBranchRegistrations',
        'branch.searchBusinessAccountBranches',
        'business-account.getBranchMetadata',
      ],
    ],
    ['/profile/101/branch-store/list', ['branch.searchBusinessAccountBranches']],
    ['/profile/101/branch-store/item-regist', ['branch.checkBranchCreatable']],
    ['/profile/101/branch-store/bulk-regist', ['branch.checkBranchCreatable']],
    ['/profile/101/branch-store/bulk-history', ['branch.listBranchRegistrations']],
    ['/profile/101/delete', ['business-account.getBusinessAccountDeletable', 'business-account.listDeleteReasons']],
    [
      '/profile/101/delete/reason/1',
      ['business-account.getBusinessAccountDeletable', 'business-account.listDeleteReasons'],
    ],
    ['/profile/create', ['business-account.getCreateEligibility']],
    ['/profile/101/register/extra', ['business-account.getBusinessAccount']],
    ['/profile/101/inspection', INSPECTION],
    ['/profile/101/inspection/business-number', INSPECTION],
    ['/profile/101/inspection/dynamic', [...INSPECTION, 'business-account.getInspectionSet']],
    ['/profile/101/inspection/complete', [...INSPECTION, 'business-account.getInspectionSet']],
  ])('%s', async (path, operations) => {
    await runLoaders(path);
    await waitFor(() => expect(called()).toEqual(expect.arrayContaining(operations)));
  });
});
