/**
 * 영업 임시 중지 as the specification and the decisions give it, written here by hand (not read from
 * src/api/machines/pickup-store-pause.ts): spec 002 §4 (manual closure is a toggle, `closed`) and §3
 * (the operation info's status and operationStatus), docs/decisions/pickup.md "Board extras" and the
 * decision of issue 23 (commit "영업 임시 중지 asks for how long"): a store that runs (open, on a
 * break or closed by its hours) may be paused, a paused one resumed, a store that does not run
 * (준비 중, 운영 중지, 반려) neither. Each cell is played against the mock; the board's button offers
 * exactly the allowed one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/pickup';
import { CurrentAccountProvider } from '@/api/current-account';
import { PauseButton } from '@/app/pages/pickup-orders/StorePause';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { allowedIn, tableCases, type ExpectationTable } from '@/testing/expectation-table';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

type OperationStatus = components['schemas']['StoreOperationStatus'];
type Row = 'OPEN' | 'BREAK_TIME' | 'CLOSED' | 'MANUALLY_CLOSED' | 'PAUSED_AFTER_HOURS' | 'NOT_RUNNING';
type Action = 'pause' | 'resume';

const ACCOUNT = DEMO_ACCOUNT_IDS.active;
const invalid = (refused: string) => ({ refused, code: 'INVALID_STORE_STATUS' });
const NOT_PAUSED = invalid('영업을 임시로 멈춘 매장이 아니에요.');

const EXPECTED: ExpectationTable<Row, Action, OperationStatus> = {
  OPEN: { pause: { to: 'MANUALLY_CLOSED' }, resume: NOT_PAUSED },
  BREAK_TIME: { pause: { to: 'MANUALLY_CLOSED' }, resume: NOT_PAUSED },
  CLOSED: { pause: { to: 'MANUALLY_CLOSED' }, resume: NOT_PAUSED },
  MANUALLY_CLOSED: { pause: invalid('이미 영업을 임시로 멈춘 매장이에요.'), resume: { to: 'OPEN' } },
  // Resumed outside its hours, the store is closed by its hours, not open.
  PAUSED_AFTER_HOURS: { pause: invalid('이미 영업을 임시로 멈춘 매장이에요.'), resume: { to: 'CLOSED' } },
  NOT_RUNNING: {
    pause: invalid('운영 중인 매장만 영업을 임시로 멈출 수 있어요.'),
    resume: NOT_PAUSED,
  },
};

/** 101's store in the row's state: its hours around now (KST) decide open, break or closed. */
function storeIn(row: Row) {
  const operation = mockRuntime.db.state.pickup.stores[String(ACCOUNT)]!.operation;
  const afterHours = row === 'CLOSED' || row === 'PAUSED_AFTER_HOURS' || row === 'NOT_RUNNING';
  Object.assign(operation, {
    status: row === 'NOT_RUNNING' ? 'PENDING' : 'ACTIVE',
    manuallyClosed: row === 'MANUALLY_CLOSED' || row === 'PAUSED_AFTER_HOURS',
    closedUntil: null,
    open24Hours: !afterHours,
    // An empty day of hours (never open), a break the whole day.
    businessHours: afterHours ? { start: '00:00', end: '00:00' } : { start: '00:00', end: '23:59' },
    breakHours: row === 'BREAK_TIME' ? { start: '00:00', end: '23:59' } : null,
  });
}

const bodyOf = (action: Action) =>
  action === 'pause'
    ? { closed: true, closedUntil: new Date(Date.now() + 30 * 60_000).toISOString() }
    : { closed: false };

describe('영업 임시 중지: the mock answers as the hand-written table says', () => {
  it.each(tableCases(EXPECTED))('%s × %s', async (row, action, expected) => {
    asAccount(ACCOUNT);
    storeIn(row);
    const result = await answer('pickup.updateManualClosure', { body: bodyOf(action) });
    if ('to' in expected) {
      expect(result.status).toBe(200);
      const info = (result.body as { data: components['schemas']['StoreOperationInfo'] }).data;
      expect(info.operationStatus).toBe(expected.to);
    } else {
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: expected.code, message: expected.refused });
    }
  });
});

const BUTTONS: Readonly<Record<Action, string>> = { pause: '영업 임시 중지', resume: '영업 재개' };

describe('영업 임시 중지: the board offers exactly the allowed action', () => {
  it.each(Object.keys(EXPECTED) as Row[])('%s', async (row) => {
    asAccount(ACCOUNT);
    storeIn(row);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <CurrentAccountProvider account={String(ACCOUNT)}>
          <PauseButton />
        </CurrentAccountProvider>
      </QueryClientProvider>,
    );
    // The operation info answered (the button is drawn from it).
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.status),
      ).toContain('success'),
    );
    const offered = (['pause', 'resume'] as const).filter(
      (action) => screen.queryByRole('button', { name: BUTTONS[action] }) !== null,
    );
    expect(offered).toEqual(allowedIn(EXPECTED, row, ['pause', 'resume']));
  });
});
