/**
 * The inspection machine, model-based (src/api/machines/inspection.ts): random sequences of what
 * the merchant (save a step, send the request) and the reviewer (approve, reject) do are played
 * against the mock server; each call is accepted exactly when the table allows it, the phase the
 * screens read moves as the table says, and the step pages are editable exactly when it allows.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  inspectionMachine,
  phaseOf,
  type InspectionAction,
  type InspectionActor,
  type InspectionPhase,
} from '@/api/machines/inspection';
import { allowedActions, decide } from '@/lib/machine';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { reviewDemoInspection } from '../../ui/business-inspection';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { draftOf } from './handlers-inspection';
import { inspectionRequest } from './inspection-fixtures';
import { latestInspection } from './model';

const id = DEMO_ACCOUNT_IDS.active;
const request = inspectionRequest(id);

const record = () => {
  const { state } = mockRuntime.db;
  return { latest: latestInspection(state.businessAccount, id), draft: draftOf(state, id) };
};
const phase = (): InspectionPhase => inspectionMachine.stateOf(record());
const actorOf = (action: InspectionAction): InspectionActor =>
  action === 'approve' || action === 'reject' ? 'reviewer' : 'merchant';

/** Plays one action; answers whether the mock accepted it. */
async function play(action: InspectionAction): Promise<boolean> {
  asAccount(id);
  switch (action) {
    case 'edit':
      // Opening a step changes nothing on the server; the page is editable when the table allows.
      return decide(inspectionMachine, record(), 'edit', 'merchant').ok;
    case 'save':
      return (
        (
          await answer('business-account.saveInspectionDraft', {
            body: { completedSteps: ['BIZPROFILE_INFO'], bizProfileConfirmed: true },
          })
        ).status === 200
      );
    case 'request':
      return (await answer('business-account.createInspection', { body: request })).status === 200;
    case 'approve':
      return reviewDemoInspection(mockRuntime, id, 'business', 'APPROVED');
    case 'reject':
      return reviewDemoInspection(mockRuntime, id, 'business', 'INVALID_BUSINESS_LICENSE');
  }
}

/** A second passes between two actions (the server's times are whole seconds). */
let clock = Date.parse('2026-11-27T10:00:00+09:00');
const tick = () => {
  clock += 1000;
  vi.setSystemTime(clock);
};

describe('the inspection machine against the mock server', () => {
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterAll(() => vi.useRealTimers());

  it('accepts an action exactly when the table allows it, and moves the phase as the table says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...inspectionMachine.actions), { maxLength: 10 }), async (actions) => {
        mockRuntime.reset();
        for (const action of actions) {
          const before = phase();
          const decision = decide(inspectionMachine, record(), action, actorOf(action));
          tick();
          const accepted = await play(action);
          expect({ before, action, accepted }).toEqual({ before, action, accepted: decision.ok });
          if (decision.ok && action !== 'edit')
            expect({ before, action, after: phase() }).toEqual({
              before,
              action,
              after: decision.to,
            });
          if (!decision.ok) expect(phase()).toBe(before);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('offers the merchant writing in every phase but review, and the reviewer only a pending request', () => {
    const at = (state: 'PENDING' | 'APPROVED' | null) => ({
      latest: state ? { state, requestedAt: '2026-11-20T10:00:00+09:00', reviewedAt: null } : null,
      draft: { updatedAt: null, completedSteps: [], answers: [], businessRegistrationImageUrls: [] },
    });
    expect(phaseOf(at(null).latest, at(null).draft)).toBe('NOT_STARTED');
    expect(allowedActions(inspectionMachine, at(null), 'merchant')).toEqual(['edit', 'save', 'request']);
    expect(allowedActions(inspectionMachine, at('PENDING'), 'merchant')).toEqual([]);
    expect(allowedActions(inspectionMachine, at('PENDING'), 'reviewer')).toEqual(['approve', 'reject']);
    expect(allowedActions(inspectionMachine, at('APPROVED'), 'merchant')).toEqual(['edit', 'save', 'request']);
  });
});
