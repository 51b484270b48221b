/**
 * A business account's life as the specification and the decisions give it, written here by hand
 * (not read from src/api/machines/account.ts): spec 001 §3–§4 (ACTIVE, DORMANT, DESTROYED; deletion
 * only with eligibility CAN_DELETE and a recorded reason; members invited, removed, ownership handed
 * over), decisions.md "What a non-ACTIVE account may do" (a dormant account looks but does not write)
 * and the decision of issue 23 (commit "Account machine and role table": read-only on the server too,
 * a deleted account answers 404). Each cell is played against the mock as account 101's owner; the
 * administrators page offers exactly the allowed actions.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { allowedIn, tableCases, type ExpectationTable } from '@/testing/expectation-table';
import { renderRoute } from '@/testing/render-route';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { reconcileSignInList } from './sign-in-list';
import type { AccountRow } from './state';

type Status = AccountRow['status'];
type Row = 'ACTIVE' | 'ACTIVE_NO_REASON' | 'ACTIVE_WITH_STORE' | 'DORMANT';
type Action = 'view' | 'edit' | 'invite' | 'removeMember' | 'handOver' | 'delete';

const ID = DEMO_ACCOUNT_IDS.active;
const account = () => mockRuntime.db.state.businessAccount.accounts.find((row) => row.id === ID)!;
const memberNamed = (nickname: string) =>
  mockRuntime.db.state.businessAccount.members.find(
    (row) => row.businessAccountId === ID && row.nickname === nickname,
  )!;

const dormant = (refused: string) => ({ refused, code: 'ACCOUNT_STATE' });
const ACTIVE_ROW = {
  view: { to: 'ACTIVE' },
  edit: { to: 'ACTIVE' },
  invite: { to: 'ACTIVE' },
  removeMember: { to: 'ACTIVE' },
  handOver: { to: 'ACTIVE' },
} as const;

const EXPECTED: ExpectationTable<Row, Action, Status> = {
  ACTIVE: { ...ACTIVE_ROW, delete: { to: 'DESTROYED' } },
  ACTIVE_NO_REASON: {
    ...ACTIVE_ROW,
    delete: { refused: '삭제 사유를 먼저 남겨 주세요.', code: 'DELETE_REASON_REQUIRED' },
  },
  ACTIVE_WITH_STORE: {
    ...ACTIVE_ROW,
    delete: { refused: '운영 중인 스토어가 있어요. 스토어를 먼저 닫아 주세요.', code: 'STORE_EXIST' },
  },
  DORMANT: {
    view: { to: 'DORMANT' },
    edit: dormant('휴면 계정이라 바꿀 수 없어요.'),
    invite: dormant('휴면 계정이라 초대할 수 없어요.'),
    removeMember: dormant('휴면 계정이라 내보낼 수 없어요.'),
    handOver: dormant('휴면 계정이라 대표 관리자를 넘길 수 없어요.'),
    delete: { to: 'DESTROYED' },
  },
};

/** Account 101 (the demo user owns it) in the row's state. */
function accountIn(row: Row | 'DESTROYED') {
  Object.assign(account(), {
    status: row === 'DORMANT' || row === 'DESTROYED' ? row : 'ACTIVE',
    eligibility: row === 'ACTIVE_WITH_STORE' ? 'STORE_EXIST' : 'CAN_DELETE',
    deletedReason:
      row === 'ACTIVE_NO_REASON'
        ? null
        : { businessAccountId: ID, deleteReasonIds: [1], reason: '', recordedAt: '2026-11-20T10:00:00+09:00' },
  });
  // The operator's change reaches the user's account list, which the screens read.
  reconcileSignInList(mockRuntime.db.state);
}

/**
 * Each action's request, as 101's owner, for 101 itself: a path that names an account is bound to
 * the call's Account-Id (x-bind: account; docs/decisions/generic-crud-mock.md).
 */
const CALLS: Readonly<Record<Action, () => [OperationKey, OperationArgs, number]>> = {
  view: () => ['business-account.getBusinessAccount', { path: { id: ID } }, ID],
  edit: () => [
    'business-account.partiallyUpdateBusinessAccount',
    { path: { businessAccountId: ID }, body: { introduction: '새로 쓴 소개' } },
    ID,
  ],
  invite: () => [
    'business-account.inviteBusinessAccountMember',
    { path: { id: ID }, body: { role: 'ADMIN', inviteeName: '새 매니저' } },
    ID,
  ],
  removeMember: () => [
    'business-account.removeBusinessAccountMember',
    { path: { id: memberNamed('최바리스타').id } },
    ID,
  ],
  handOver: () => [
    'business-account.transferBusinessAccountOwnership',
    { path: { id: ID, memberId: memberNamed('이매니저').id } },
    ID,
  ],
  delete: () => ['business-account.deleteBusinessAccount', { path: { id: ID } }, ID],
};

describe('business account: the mock answers as the hand-written table says', () => {
  it.each(tableCases(EXPECTED))('%s × %s', async (row, action, expected) => {
    accountIn(row);
    const [key, args, as] = CALLS[action]();
    const result = await answer(key, args, as);
    if ('to' in expected) {
      expect(result.status).toBe(200);
      expect(account().status).toBe(expected.to);
    } else {
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: expected.code, message: expected.refused });
      expect(account().status).toBe(row === 'DORMANT' ? 'DORMANT' : 'ACTIVE');
    }
  });

  it('a deleted account is refused, whatever is asked of it', async () => {
    accountIn('DESTROYED');
    for (const action of Object.keys(CALLS) as Action[]) {
      const [key, args] = CALLS[action]();
      // Asked as the deleted account itself: it is no longer one of the user's accounts.
      expect(await answer(key, args, ID), action).toMatchObject({ status: 403, body: { code: 'FORBIDDEN_ACCOUNT' } });
      // Asked from the user's other account (103): an address that names the account names another
      // than the call's (403); one that names a member of the deleted account finds nothing (404).
      expect(await answer(key, args, DEMO_ACCOUNT_IDS.dormant), action).toMatchObject(
        action === 'removeMember'
          ? { status: 404, body: { code: 'NOT_FOUND' } }
          : { status: 403, body: { code: 'FORBIDDEN_ACCOUNT' } },
      );
    }
  });
});

/** The administrators page's controls of each action (viewing is the page itself; deleting is elsewhere). */
const CONTROLS: Readonly<Partial<Record<Action, string>>> = {
  invite: '초대하기',
  removeMember: '내보내기',
  handOver: '대표 관리자 넘기기',
};

describe('business account: the administrators page offers exactly the allowed actions', () => {
  it.each(['ACTIVE', 'DORMANT'] as const)('%s', async (row) => {
    accountIn(row);
    asAccount(ID);
    renderRoute(`/profile/${ID}/administrator`);
    await screen.findByText('최바리스타');
    // A control says its word (its accessible name adds the person's: "내보내기: 최바리스타").
    const controls = [...document.querySelectorAll<HTMLElement>('button, a')];
    const actions = Object.keys(CONTROLS) as Action[];
    const enabled = actions.filter((action) =>
      controls.some(
        (control) =>
          control.textContent?.trim() === CONTROLS[action] &&
          !control.hasAttribute('disabled') &&
          control.getAttribute('aria-disabled') !== 'true',
      ),
    );
    expect(enabled).toEqual(allowedIn(EXPECTED, row, actions));
  });
});
