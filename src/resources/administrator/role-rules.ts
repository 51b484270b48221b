/**
 * Who may do what among a business account's people (designed: spec 001 §6 says only that
 * administrators are OWNER or ADMIN and that members can be invited, removed and handed the
 * ownership). One pure rule per action, for the signed-in user's role and the row's member; every
 * action of the administrator screen reads its offer and its refusal from here.
 *
 * - `hidden`: the action makes no sense for that row (the owner's own row, an invitation not yet
 *   accepted for a hand-over), so it is not offered.
 * - `allowed`: offered and run.
 * - `{ refused }`: offered but refused with the reason, because of the user's role: the user sees
 *   what exists and whom to ask.
 */
export type Role = 'OWNER' | 'ADMIN' | 'USER';
export type MemberStatus = 'PENDING' | 'ACTIVE' | 'INACTIVE';

export interface MemberLike {
  readonly role: Role;
  readonly status: MemberStatus;
  readonly isMe: boolean;
}

export type Permission = 'hidden' | 'allowed' | { readonly refused: string };

export const roleReasons = {
  invite: '대표 관리자나 관리자만 초대할 수 있어요.',
  cancel: '대표 관리자나 관리자만 초대를 취소할 수 있어요.',
  remove: '대표 관리자나 관리자만 내보낼 수 있어요.',
  removeAdmin: '관리자는 대표 관리자만 내보낼 수 있어요.',
  transfer: '대표 관리자만 넘길 수 있어요.',
} as const;

const refused = (reason: string): Permission => ({ refused: reason });

/** Managers (the owner and administrators) invite, cancel invitations and remove members. */
function isManager(me: Role | undefined): boolean {
  return me === 'OWNER' || me === 'ADMIN';
}

/** Inviting someone (as an administrator or a member). */
export function canInvite(me: Role | undefined): Permission {
  return isManager(me) ? 'allowed' : refused(roleReasons.invite);
}

/** Taking back an invitation not yet accepted (a PENDING row). */
export function canCancelInvitation(me: Role | undefined, target: MemberLike): Permission {
  if (target.status !== 'PENDING') return 'hidden';
  return isManager(me) ? 'allowed' : refused(roleReasons.cancel);
}

/**
 * Removing a member who joined (active or inactive). Never the owner, never oneself; an
 * administrator removes members only: another administrator is for the owner to remove.
 */
export function canRemove(me: Role | undefined, target: MemberLike): Permission {
  if (target.status === 'PENDING' || target.role === 'OWNER' || target.isMe) return 'hidden';
  if (!isManager(me)) return refused(roleReasons.remove);
  if (me === 'ADMIN' && target.role === 'ADMIN') return refused(roleReasons.removeAdmin);
  return 'allowed';
}

/** Handing the ownership over (spec 001 §4): only the owner, only to an active member. */
export function canTransfer(me: Role | undefined, target: MemberLike): Permission {
  if (target.status !== 'ACTIVE' || target.role === 'OWNER' || target.isMe) return 'hidden';
  return me === 'OWNER' ? 'allowed' : refused(roleReasons.transfer);
}

/** Whether the action is offered at all. */
export const isOffered = (permission: Permission): boolean => permission !== 'hidden';

/** The reason it is refused, when it is offered but refused. */
export const refusalOf = (permission: Permission): string | undefined =>
  typeof permission === 'object' ? permission.refused : undefined;

/** The signed-in user's role in the account: their own row (`isMe`) among the rows. */
export function myRoleAmong(members: readonly (MemberLike & { readonly role: Role })[]): Role | undefined {
  return members.find((member) => member.isMe && member.status === 'ACTIVE')?.role;
}
