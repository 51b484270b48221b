/** 영업 임시 중지 on the mock: the pause table, model-based, and a pause that ends by itself. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/pickup';
import { pickupStorePauseMachine, type StorePauseAction } from '@/api/machines/pickup-store-pause';
import { decide } from '@/lib/machine';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount, dataOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

type Info = components['schemas']['StoreOperationInfo'];
const store = () => mockRuntime.db.state.pickup.stores[String(DEMO_ACCOUNT_IDS.active)]!;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('pickup store pause', () => {
  it('the mock pauses and resumes exactly as the table allows', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<StorePauseAction>('pause', 'resume'), { minLength: 1, maxLength: 6 }),
        async (actions) => {
          store().operation.manuallyClosed = false;
          store().operation.closedUntil = null;
          for (const action of actions) {
            const before = await dataOf<Info>('pickup.getStoreOperationInfo');
            const expected = decide(pickupStorePauseMachine, before, action);
            const body = action === 'pause' ? { closed: true, closedUntil: inMinutes(30) } : { closed: false };
            const result = await answer('pickup.updateManualClosure', { body });
            expect({ action, status: result.status }).toEqual({ action, status: expected.ok ? 200 : 409 });
            if (!expected.ok) expect(result.body).toMatchObject({ message: expected.reason });
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a pause with an end says until when, and the store reopens by itself after it', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const until = inMinutes(30);
    const paused = await dataOf<Info>('pickup.updateManualClosure', { body: { closed: true, closedUntil: until } });
    expect(paused.operationStatus).toBe('MANUALLY_CLOSED');
    expect(Date.parse(paused.nextUpdateTime!)).toBe(Math.floor(Date.parse(until) / 1000) * 1000);
    // Half an hour later.
    store().operation.closedUntil = inMinutes(-1);
    const later = await dataOf<Info>('pickup.getStoreOperationInfo');
    expect(later.operationStatus).not.toBe('MANUALLY_CLOSED');
    expect(later.operationSchedule.closed).toBe(false);
  });

  it('a pause until resumed has no end; an end in the past is refused on its field', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const past = await answer('pickup.updateManualClosure', { body: { closed: true, closedUntil: inMinutes(-5) } });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ errors: [{ field: 'closedUntil' }] });
    const paused = await dataOf<Info>('pickup.updateManualClosure', { body: { closed: true, closedUntil: null } });
    expect(paused).toMatchObject({ operationStatus: 'MANUALLY_CLOSED', nextUpdateTime: null });
  });
});
