/**
 * A pending as-you-type check is dropped while the leave question is open (the sweep saw
 * …/check/duplicated/branchName leave with the old Account-Id after an account switch began): no
 * check leaves until the merchant answers; 계속 작성 asks again; after 나가기 none leaves while the
 * next page is still loading (the router keeps the form on screen until then).
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/mocks/node';
import type { FieldCheckDef } from '../resource/types';
import { FIELD_CHECK_DELAY } from './field-check';
import { openLeaveQuestion, useUnsavedChangesGuard } from './UnsavedChangesGuard';
import { useFieldChecks } from './use-field-checks';

const PATH = '/api/v2/business_account_branches/check/duplicated/branchName';
const checks: readonly FieldCheckDef[] = [
  {
    field: 'branchName',
    op: { key: 'branch.checkDuplicatedBranchName', method: 'get', path: PATH, bind: {} },
    query: (branchName) => ({ branchName }),
    message: () => undefined,
  },
];
const bindings = { account: '101', route: {} };

function watchChecks() {
  const accounts: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === PATH) accounts.push(request.headers.get('Account-Id'));
  };
  mockServer.events.on('request:start', listener);
  return { accounts, stop: () => mockServer.events.removeListener('request:start', listener) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('as-you-type checks and the leave question', () => {
  it('sends nothing while the question is open, and asks again once it is answered with 계속 작성', async () => {
    const watch = watchChecks();
    const formData = { branchName: '망원 2호점' };
    renderHook(() => useFieldChecks(checks, formData, undefined, bindings));
    // The switch begins before the check's pause is over: the question opens.
    let close = () => undefined as void;
    act(() => {
      close = openLeaveQuestion();
    });
    await pause(FIELD_CHECK_DELAY * 3);
    expect(watch.accounts).toEqual([]);
    act(() => close());
    await waitFor(() => expect(watch.accounts).toEqual(['101']));
    watch.stop();
  });

  it('sends nothing after 나가기 while the next page is still loading', async () => {
    const watch = watchChecks();
    let arrive = () => undefined as void;
    const nextPageLoaded = new Promise<null>((resolve) => (arrive = () => resolve(null)));
    function BranchForm() {
      const guard = useUnsavedChangesGuard(true);
      useFieldChecks(checks, { branchName: '망원 2호점' }, undefined, bindings);
      return guard.dialog;
    }
    const router = createMemoryRouter(
      [
        { path: '/profile/101/branch', Component: BranchForm },
        { path: '/profile/102', loader: () => nextPageLoaded, Component: () => '한끼분식' },
      ],
      { initialEntries: ['/profile/101/branch'] },
    );
    render(<RouterProvider router={router} />);
    // The switch begins before the check's pause is over; the merchant answers 나가기 at once.
    const navigation = router.navigate('/profile/102');
    await userEvent.click(await screen.findByRole('button', { name: '나가기' }));
    await pause(FIELD_CHECK_DELAY * 3);
    expect(watch.accounts).toEqual([]);
    arrive();
    await navigation;
    await screen.findByText('한끼분식');
    expect(watch.accounts).toEqual([]);
    watch.stop();
  });
});
