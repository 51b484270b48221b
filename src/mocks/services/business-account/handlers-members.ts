/**
 * Administrators (spec 001 §4, §6): invitations create PENDING members and accepting makes them
 * ACTIVE. Who may invite, remove or hand the ownership over, to whom and in which account status,
 * is the account's table and role table (src/api/machines/account.ts), which the screen reads too:
 * the owner hands it to an active administrator and becomes an administrator.
 */
import {
  canCancelInvitation,
  canInvite,
  canRemove,
  canTransfer,
  inviteeTaken,
  type MemberLike,
} from '@/api/machines/account';
import { conflict, implement, MockHttpError, notFound } from '../../core/implement';
import { addDays, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { demoUserId, enforceAccount, enforcePermission, requireMembership } from './access';
import { invitationStatus, membersOf, newInvitationCode, toInvitation } from './model';
import type { InvitationRow, MemberRow } from './state';

const asRow = (member: MemberRow, me: MemberRow): MemberLike => ({ ...member, isMe: member.id === me.id });

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
    const { account, me } = requireMembership(state, path.id);
    enforceAccount('invite', account);
    enforcePermission(canInvite(me.role));
    const taken = inviteeTaken(
      body.inviteeName,
      state.businessAccount.members.filter((member) => member.businessAccountId === account.id),
    );
    if (taken) throw new MockHttpError(409, taken, 'ALREADY_MEMBER', [{ field: 'inviteeName', reason: taken }]);
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
    const { account, me } = requireMembership(state, target.businessAccountId);
    enforceAccount('removeMember', account);
    // One call removes a member or takes an invitation back: the row says which rule applies.
    enforcePermission(
      target.status === 'PENDING'
        ? canCancelInvitation(me.role, asRow(target, me))
        : canRemove(me.role, asRow(target, me)),
    );
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
    enforceAccount('handOver', account);
    enforcePermission(canTransfer(me.role, asRow(target, me)));
    me.role = 'ADMIN';
    target.role = 'OWNER';
    return { data: { items: membersOf(state.businessAccount, account.id, demoUserId(state)) } };
  },
});
