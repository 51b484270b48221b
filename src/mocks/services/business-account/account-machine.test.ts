/**
 * The account machine, model-based (src/api/machines/account.ts): random sequences of what a
 * merchant and the operator do to the demo's dormant account (its owner is the demo user) are
 * played against the mock server; every call is accepted exactly when the table allows it, and
 * what the screens offer (their write block, the account list) follows the same table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountMachine, writeBlockOf, type AccountRecord, type AccountStatus } from '@/api/machines/account';
import { allowedActions, can } from '@/lib/machine';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { reconcileSignInList } from './sign-in-list';

/** Invitees of the run so far (each invitation names someone new). */
let invitations = 0;

const { dormant: id } = DEMO_ACCOUNT_IDS;
const row = () => mockRuntime.db.state.businessAccount.accounts.find((account) => account.id === id)!;

interface Model {
  status: AccountStatus;
  reasonRecorded: boolean;
}

const record = (model: Model): AccountRecord => ({
  status: model.status,
  eligibility: 'CAN_DELETE',
  deletedReasonRecorded: model.reasonRecorded,
});

type Step =
  | { kind: 'edit' }
  | { kind: 'invite' }
  | { kind: 'view' }
  | { kind: 'reason' }
  | { kind: 'delete' }
  | { kind: 'operator'; to: 'ACTIVE' | 'DORMANT' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'edit' }),
  fc.constant<Step>({ kind: 'invite' }),
  fc.constant<Step>({ kind: 'view' }),
  fc.constant<Step>({ kind: 'reason' }),
  fc.constant<Step>({ kind: 'delete' }),
  fc.constantFrom<Step>({ kind: 'operator', to: 'ACTIVE' }, { kind: 'operator', to: 'DORMANT' }),
);

/** Plays one step on the mock; answers whether it was accepted (the model moves when it was). */
async function play(step: Step, model: Model): Promise<{ accepted: boolean; allowed: boolean }> {
  switch (step.kind) {
    case 'operator': {
      // The operator (customer centre) puts an account to sleep or wakes it; a deleted one stays deleted.
      if (model.status !== 'DESTROYED') {
        row().status = step.to;
        model.status = step.to;
        reconcileSignInList(mockRuntime.db.state);
      }
      return { accepted: true, allowed: true };
    }
    case 'edit': {
      asAccount(id);
      const { status } = await answer('business-account.partiallyUpdateBusinessAccount', {
        path: { businessAccountId: id },
        body: { introduction: '새로 쓴 소개' },
      });
      return { accepted: status === 200, allowed: can(accountMachine, record(model), 'edit') };
    }
    case 'invite': {
      asAccount(id);
      const { status } = await answer('business-account.inviteBusinessAccountMember', {
        path: { id },
        // A new name each time: inviting someone already of the account is refused (issue 39).
        body: { role: 'ADMIN', inviteeName: `새 매니저 ${++invitations}` },
      });
      return { accepted: status === 200, allowed: can(accountMachine, record(model), 'invite') };
    }
    case 'view': {
      // The profile opened by its address, for the account (the path's account is the header's, issue 40).
      asAccount(id);
      const { status } = await answer('business-account.getBusinessAccount', { path: { id } });
      return { accepted: status === 200, allowed: can(accountMachine, record(model), 'view') };
    }
    case 'reason': {
      asAccount(id);
      const { status } = await answer('business-account.recordDeletedReason', {
        path: { id },
        body: { deleteReasonIds: [1] },
      });
      // Recording a reason is part of deleting: possible while the account may still be deleted.
      const allowed = model.status !== 'DESTROYED';
      if (status === 200) model.reasonRecorded = true;
      return { accepted: status === 200, allowed };
    }
    case 'delete': {
      asAccount(id);
      const { status } = await answer('business-account.deleteBusinessAccount', { path: { id } });
      const allowed = can(accountMachine, record(model), 'delete');
      if (status === 200) model.status = 'DESTROYED';
      return { accepted: status === 200, allowed };
    }
  }
}

describe('the account machine against the mock server', () => {
  it('accepts a call exactly when the table allows it, whatever came before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 12 }), async (steps) => {
        mockRuntime.reset();
        const model: Model = { status: row().status, reasonRecorded: row().deletedReason !== null };
        for (const step of steps) {
          const { accepted, allowed } = await play(step, model);
          expect({ step, status: model.status, accepted }).toEqual({ step, status: model.status, accepted: allowed });
          expect(row().status).toBe(model.status);
          // The screens: listed (and so openable) exactly when viewable; writable exactly when editable.
          const listed = mockRuntime.db.state.auth.businessAccounts.find((account) => account.id === id);
          expect(listed !== undefined).toBe(can(accountMachine, record(model), 'view'));
          if (listed) expect(writeBlockOf(listed) === undefined).toBe(can(accountMachine, record(model), 'edit'));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reads as the table says', () => {
    expect(allowedActions(accountMachine, { status: 'ACTIVE' })).toEqual([
      'view',
      'edit',
      'invite',
      'removeMember',
      'handOver',
      'delete',
    ]);
    expect(allowedActions(accountMachine, { status: 'DORMANT' })).toEqual(['view', 'delete']);
    expect(allowedActions(accountMachine, { status: 'DESTROYED' })).toEqual([]);
    expect(allowedActions(accountMachine, { status: 'DORMANT', deletedReasonRecorded: false })).toEqual(['view']);
  });
});
