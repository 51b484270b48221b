/**
 * Administrators (spec 001 §4, §6): invitations create PENDING members and accepting makes them
 * ACTIVE; the OWNER cannot be removed; only the OWNER transfers ownership, to an ACTIVE member, and
 * becomes an ADMIN.
 */
import { conflict, implement, MockHttpError, notFound } from '../../core/implement';
import { addDays, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { demoUserId, MANAGERS, requireMembership } from './access';
import { invitationStatus, membersOf, newInvitationCode, toInvitation } from './model';
import type { InvitationRow } from './state';

const MEMBER = '관리자';
const INVITATION = '초대';
const INVITATION_DAYS = 7;

function findInvitation(state: MockState, code: string): InvitationRow {
  const row = state.businessAccount.invitations.find((invitation) => invitation.code === code.toUpperCase());
  if (!row) throw notFound(INVITATION);
  return row;
}

export const memberHandlers = implement<'business-account', MockState>('business-account', {
  listBusinessAccountMembers: ({ state, path }) => {
    requireMembership(state, path.id);
    return { data: { items: membersOf(state.businessAccount, path.id, demoUserId(state)) } };
  },

  inviteBusinessAccountMember: ({ state, path, body, now, nextId }) => {
    const { account, me } = requireMembership(state, path.id, MANAGERS);
    const memberId = nextId();
    state.businessAccount.members.push({
      id: memberId,
      businessAccountId: account.id,
      userId: null,
      nickname: body.inviteeName.trim(),
      profileImageUrl: null,
      role: body.role,
      status: 'PENDING',
      invitedAt: toKstIso(now),
      joinedAt: null,
    });
    const invitation: InvitationRow = {
      code: newInvitationCode(state.businessAccount, memberId),
      businessAccountId: account.id,
      memberId,
      role: body.role,
      inviteeName: body.inviteeName.trim(),
      inviterNickname: me.nickname,
      createdAt: toKstIso(now),
      expiresAt: toKstIso(addDays(now, INVITATION_DAYS)),
      acceptedAt: null,
    };
    state.businessAccount.invitations.push(invitation);
    return { data: toInvitation(state.businessAccount, invitation, now) };
  },

  getInvitation: ({ state, path, now }) => ({
    data: toInvitation(state.businessAccount, findInvitation(state, path.id), now),
  }),

  acceptInvitation: ({ state, path, now, nextId }) => {
    const invitation = findInvitation(state, path.id);
    const status = invitationStatus(invitation, now);
    if (status === 'ACCEPTED') throw conflict('이미 수락한 초대예요.', 'INVITATION_ALREADY_ACCEPTED');
    if (status === 'EXPIRED')
      throw conflict('초대 기간이 지났어요. 다시 초대해 달라고 요청해 주세요.', 'INVITATION_EXPIRED');
    const member = state.businessAccount.members.find((row) => row.id === invitation.memberId);
    if (!member || member.status !== 'PENDING') throw notFound(INVITATION);
    member.status = 'ACTIVE';
    member.userId = nextId();
    member.joinedAt = toKstIso(now);
    invitation.acceptedAt = toKstIso(now);
    return { data: toInvitation(state.businessAccount, invitation, now) };
  },

  removeBusinessAccountMember: ({ state, path }) => {
    const target = state.businessAccount.members.find((row) => row.id === path.id);
    if (!target) throw notFound(MEMBER);
    const { me } = requireMembership(state, target.businessAccountId, MANAGERS);
    if (target.role === 'OWNER') throw conflict('대표 관리자는 내보낼 수 없어요.', 'OWNER_CANNOT_BE_REMOVED');
    if (target.id === me.id) throw conflict('나 자신은 내보낼 수 없어요.', 'CANNOT_REMOVE_SELF');
    // Designed (docs/decisions/admin-images.md): another administrator is for the owner to remove.
    if (me.role === 'ADMIN' && target.role === 'ADMIN' && target.status !== 'PENDING')
      throw new MockHttpError(403, '관리자는 대표 관리자만 내보낼 수 있어요.', 'FORBIDDEN_ROLE');
    state.businessAccount.members = state.businessAccount.members.filter((row) => row.id !== target.id);
    state.businessAccount.invitations = state.businessAccount.invitations.filter((row) => row.memberId !== target.id);
    return { data: { id: target.id, deleted: true } };
  },

  transferBusinessAccountOwnership: ({ state, path }) => {
    const { account, me } = requireMembership(state, path.id);
    const target = state.businessAccount.members.find(
      (row) => row.id === path.memberId && row.businessAccountId === account.id,
    );
    if (!target) throw notFound(MEMBER);
    if (me.role !== 'OWNER') throw new MockHttpError(403, '대표 관리자만 넘길 수 있어요.', 'FORBIDDEN_ROLE');
    if (target.id === me.id) throw conflict('이미 대표 관리자예요.', 'ALREADY_OWNER');
    if (target.status !== 'ACTIVE') throw conflict('활동 중인 멤버에게만 넘길 수 있어요.', 'MEMBER_NOT_ACTIVE');
    me.role = 'ADMIN';
    target.role = 'OWNER';
    return { data: { items: membersOf(state.businessAccount, account.id, demoUserId(state)) } };
  },
});
