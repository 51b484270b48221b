/**
 * Administrators of a business account (spec 001 §2, §4, §6; /profile/{baId}/administrator): the
 * owner, administrators, members and pending invitations. The account is the list's path
 * parameter (`x-bind: account`); a member is removed by their own id, and ownership is handed to a
 * member through the account's path (account + record).
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import type { ListItemOf } from '@/engine/resource/typing';
import { messages } from '@/lib/messages';

type Member = ListItemOf<'business-account', 'get', '/api/v2/business_accounts/{id}/members'>;

const text = messages.administrator;

/** What the signed-in user is in this account (their own row is `isMe`). */
const myRole = (members: readonly Member[]) => members.find((member) => member.isMe)?.role;

export const administratorResource = defineResource('business-account', (r) => ({
  name: 'administrator',
  label: '관리자',
  routes: { list: paths.administrator.list },

  list: r.list('get', '/api/v2/business_accounts/{id}/members', {
    columns: [{ field: 'nickname', primary: true }, 'role', 'status', 'invitedAt', 'joinedAt'],
    rowActions: (action) => [
      // Spec 001 §4: the old owner becomes ADMIN, the member OWNER. Only an active member can take it.
      action('post', '/api/v2/business_accounts/{id}/members/{memberId}/transfer', {
        label: text.transfer,
        // Only the owner hands over, and only to an active member.
        visible: (member, members) =>
          myRole(members) === 'OWNER' && member.status === 'ACTIVE' && member.role !== 'OWNER',
        confirm: { title: text.transferTitle, body: text.transferBody, ok: text.transfer },
        successToast: text.transferred,
      }),
    ],
    emptyText: text.empty,
  }),

  // The owner and administrators remove others; the owner and oneself cannot be removed (the server agrees).
  remove: r.remove('/api/v2/business_account_users/{id}', {
    label: text.remove,
    title: text.removeTitle,
    body: text.removeBody,
    ok: text.remove,
    successToast: text.removed,
    visible: (member: Member, members: readonly Member[]) =>
      myRole(members) !== 'USER' && member.role !== 'OWNER' && !member.isMe,
  }),
}));
