import { describe, expect, it } from 'vitest';
import {
  canCancelInvitation,
  canInvite,
  canRemove,
  canTransfer,
  myRoleAmong,
  roleReasons,
  rowReasons,
  type MemberLike,
  type Permission,
  type AccountRole as Role,
  isOffered,
} from './account';

const ROLES: (Role | undefined)[] = ['OWNER', 'ADMIN', 'USER', undefined];
const row = (role: Role, status: MemberLike['status'], isMe = false): MemberLike => ({ role, status, isMe });

/** Expected permission by viewer role, for one target row. */
type Table = Record<'OWNER' | 'ADMIN' | 'USER' | 'none', Permission>;
const each = (table: Table) => ROLES.map((me) => [me, table[me ?? 'none']] as const);

describe('administrator role rules', () => {
  it('lets the owner and administrators invite; a member or a stranger is told who can', () => {
    expect(ROLES.map(canInvite)).toEqual([
      'allowed',
      'allowed',
      { refused: roleReasons.invite },
      { refused: roleReasons.invite },
    ]);
  });

  describe('cancelling an invitation', () => {
    const refusedCancel = { refused: roleReasons.cancel };
    it.each(each({ OWNER: 'allowed', ADMIN: 'allowed', USER: refusedCancel, none: refusedCancel }))(
      'a pending ADMIN or USER invitation, seen by %s',
      (me, expected) => {
        expect(canCancelInvitation(me, row('ADMIN', 'PENDING'))).toEqual(expected);
        expect(canCancelInvitation(me, row('USER', 'PENDING'))).toEqual(expected);
      },
    );
    it.each(ROLES)('is not offered for someone who joined (seen by %s)', (me) => {
      expect(isOffered(canCancelInvitation(me, row('USER', 'ACTIVE')))).toBe(false);
      expect(isOffered(canCancelInvitation(me, row('ADMIN', 'INACTIVE')))).toBe(false);
    });
  });

  describe('removing a member', () => {
    const refusedMember = { refused: roleReasons.remove };
    it.each(each({ OWNER: 'allowed', ADMIN: 'allowed', USER: refusedMember, none: refusedMember }))(
      'an active member (USER), seen by %s',
      (me, expected) => expect(canRemove(me, row('USER', 'ACTIVE'))).toEqual(expected),
    );
    it.each(each({ OWNER: 'allowed', ADMIN: 'allowed', USER: refusedMember, none: refusedMember }))(
      'an inactive member (USER), seen by %s',
      (me, expected) => expect(canRemove(me, row('USER', 'INACTIVE'))).toEqual(expected),
    );
    it.each(
      each({ OWNER: 'allowed', ADMIN: { refused: roleReasons.removeAdmin }, USER: refusedMember, none: refusedMember }),
    )('an administrator, seen by %s', (me, expected) => {
      expect(canRemove(me, row('ADMIN', 'ACTIVE'))).toEqual(expected);
      expect(canRemove(me, row('ADMIN', 'INACTIVE'))).toEqual(expected);
    });
    it.each(ROLES)('never offers the owner, oneself or an invitation (seen by %s)', (me) => {
      expect(isOffered(canRemove(me, row('OWNER', 'ACTIVE')))).toBe(false);
      expect(isOffered(canRemove(me, row('ADMIN', 'ACTIVE', true)))).toBe(false);
      expect(isOffered(canRemove(me, row('USER', 'ACTIVE', true)))).toBe(false);
      expect(isOffered(canRemove(me, row('USER', 'PENDING')))).toBe(false);
    });
  });

  describe('handing the ownership over', () => {
    const refusedTransfer = { refused: roleReasons.transfer };
    it.each(each({ OWNER: 'allowed', ADMIN: refusedTransfer, USER: refusedTransfer, none: refusedTransfer }))(
      'to an active administrator, seen by %s',
      (me, expected) => {
        expect(canTransfer(me, row('ADMIN', 'ACTIVE'))).toEqual(expected);
      },
    );
    it.each(ROLES)(
      'is not offered to the owner, oneself, an invitation, an inactive person or a plain member (seen by %s)',
      (me) => {
        expect(isOffered(canTransfer(me, row('OWNER', 'ACTIVE')))).toBe(false);
        expect(isOffered(canTransfer(me, row('ADMIN', 'ACTIVE', true)))).toBe(false);
        expect(isOffered(canTransfer(me, row('USER', 'PENDING')))).toBe(false);
        expect(isOffered(canTransfer(me, row('USER', 'INACTIVE')))).toBe(false);
        expect(canTransfer(me, row('USER', 'ACTIVE'))).toEqual(rowReasons.notAdmin);
      },
    );
  });

  it('reads the user’s role from their own active row', () => {
    expect(myRoleAmong([row('OWNER', 'ACTIVE'), row('ADMIN', 'ACTIVE', true)])).toBe('ADMIN');
    expect(myRoleAmong([row('OWNER', 'ACTIVE', true)])).toBe('OWNER');
    expect(myRoleAmong([row('OWNER', 'ACTIVE')])).toBeUndefined();
  });
});
