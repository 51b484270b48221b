/** Who may act on which business account: membership and role checks shared by the handlers. */
import { accountMachine, type AccountAction, type AccountRecord, type Permission } from '@/api/machines/account';
import { can, decide } from '@/lib/machine';
import { conflict, MockHttpError, notFound } from '../../core/implement';
import type { MockState } from '../../state';
import { membershipOf } from './model';
import type { AccountRow, MemberRow, Schemas } from './state';

export const ACCOUNT = '비즈니스 계정';

export function demoUserId(state: MockState): number {
  return state.auth.businessUser.id;
}

/**
 * Any account that can be seen (profiles are public): one the account table lets be viewed, so a
 * deleted account is not found.
 */
export function findAccount(state: MockState, id: number): AccountRow {
  const account = state.businessAccount.accounts.find((row) => row.id === id);
  if (!account || !can(accountMachine, account, 'view')) throw notFound(ACCOUNT);
  return account;
}

/**
 * The account and the demo user's membership, for calls only members make. A deleted account or
 * one the user is not an active member of is not found; a role outside `roles` is forbidden.
 */
export function requireMembership(
  state: MockState,
  id: number,
  roles?: readonly Schemas['MembershipRole'][],
): { account: AccountRow; me: MemberRow } {
  const account = findAccount(state, id);
  const me = membershipOf(state.businessAccount, id, demoUserId(state));
  if (!me || me.status !== 'ACTIVE') throw notFound(ACCOUNT);
  if (roles && !roles.includes(me.role)) {
    throw new MockHttpError(403, `${roleLabel(roles)}만 할 수 있어요.`, 'FORBIDDEN_ROLE');
  }
  return { account, me };
}

export const MANAGERS = ['OWNER', 'ADMIN'] as const;

function roleLabel(roles: readonly Schemas['MembershipRole'][]): string {
  return roles.length === 1 && roles[0] === 'OWNER' ? '대표 관리자' : '대표 관리자나 관리자';
}

export function badRequest(field: string, reason: string): MockHttpError {
  return new MockHttpError(400, reason, 'INVALID_REQUEST', [{ field, reason }]);
}

export function removeReason(account: AccountRow, ...reasons: Schemas['BusinessAccountStatusReason'][]): void {
  account.statusReasons = account.statusReasons.filter((reason) => !reasons.includes(reason));
}

export function addReason(account: AccountRow, reason: Schemas['BusinessAccountStatusReason']): void {
  if (!account.statusReasons.includes(reason)) account.statusReasons.push(reason);
}

/**
 * The account machine's answer to `action` (src/api/machines/account.ts): a status that does not
 * allow it is a 409 with the table's sentence (`code`, else ACCOUNT_STATE). Answers the status the
 * action leads to.
 */
export function enforceAccount(
  action: AccountAction,
  record: AccountRecord,
  code = 'ACCOUNT_STATE',
): AccountRow['status'] {
  const decision = decide(accountMachine, record, action);
  if (decision.ok) return decision.to;
  throw conflict(decision.reason, code);
}

/** The role table's answer for one person's row: 403 for the user's role, 409 for the row. */
export function enforcePermission(permission: Permission): void {
  if (permission === 'allowed') return;
  if ('refused' in permission) throw new MockHttpError(403, permission.refused, 'FORBIDDEN_ROLE');
  throw conflict(permission.hidden, permission.code);
}
