/**
 * Administrators of a business account (spec 001 §2, §4, §6; /profile/{baId}/administrator): the
 * owner, administrators, members and pending invitations. The account is the list's path
 * parameter (`x-bind: account`); a member is removed (or an invitation taken back) by their own
 * id, and ownership is handed to a member through the account's path (account + record). Who may
 * do what is the account's role table (src/api/machines/account.ts), which the mock server reads too:
 * every action's offer and refusal come from there. Handing over and removing name the person (and
 * the account) in bold; handing over asks for the shop's name typed.
 */
import { createElement } from 'react';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { defineResource } from '@/engine/resource/define-resource';
import type { ListItemOf } from '@/engine/resource/typing';
import { adminImagesMessages } from '@/lib/admin-images-messages';
import { messages } from '@/lib/messages';
import {
  canCancelInvitation,
  canInvite,
  canRemove,
  canTransfer,
  myRoleAmong,
  refusalOf,
  type Permission,
} from '@/api/machines/account';

type Member = ListItemOf<'business-account', 'get', '/api/v2/business_accounts/{id}/members'>;

const text = messages.administrator;

// The invitation's copy button and link (antd's Typography and Input) load with the members' list.
const InvitationCopyButton = lazyComponent(() =>
  import('./invitation-link').then((module) => module.InvitationCopyButton),
);
const InvitationCreated = lazyComponent(() =>
  import('./invitation-created').then((module) => module.InvitationCreated),
);
const invitation = adminImagesMessages.invitation;

/**
 * One rule for a row among the rows on screen: offered only when the person's role may do it to
 * that row (issue 39: a 관리자 is not offered 내보내기 on another 관리자, nor 대표 관리자 넘기기);
 * the server refuses the rest with the same sentences (api/machines/account.ts).
 */
const rule = (permission: (member: Member, members: readonly Member[]) => Permission) => ({
  visible: (member: Member, members: readonly Member[]) => permission(member, members) === 'allowed',
});

export const administratorResource = defineResource('business-account', (r) => ({
  name: 'administrator',
  label: '관리자',
  routes: { list: paths.administrator.list },
  editIn: 'drawer',

  list: r.list('get', '/api/v2/business_accounts/{id}/members', {
    columns: [
      { field: 'nickname', primary: true },
      'role',
      'status',
      {
        field: 'invitationCode',
        title: invitation.column,
        render: (code, member) =>
          typeof code === 'string'
            ? createElement(InvitationCopyButton, { code, name: member.nickname })
            : invitation.none,
      },
      'invitedAt',
      'joinedAt',
    ],
    createLabel: invitation.create,
    createRefused: (members) => refusalOf(canInvite(myRoleAmong(members))),
    rowActions: (action) => [
      // Spec 001 §4: the old owner becomes ADMIN, the member OWNER. The header's account list
      // (auth) shows the user's role, so it is read again too.
      action('post', '/api/v2/business_accounts/{id}/members/{memberId}/transfer', {
        label: text.transfer,
        ...rule((member, members) => canTransfer(myRoleAmong(members), member)),
        refreshes: ['auth'],
        confirm: {
          title: text.transferTitle,
          body: (member, account) => text.transferBody((member as Member).nickname, account),
          ok: text.transfer,
          danger: true,
          typeAccountName: true,
        },
        successToast: text.transferred,
      }),
      action('delete', '/api/v2/business_account_users/{id}', {
        label: invitation.cancel,
        ...rule((member, members) => canCancelInvitation(myRoleAmong(members), member)),
        confirm: { title: invitation.cancelTitle, body: invitation.cancelBody, ok: invitation.cancel, danger: true },
        successToast: invitation.cancelled,
        danger: true,
      }),
    ],
    emptyText: text.empty,
  }),

  // Inviting makes a PENDING member and a code (≤ 6 characters, spec 001 §5); the drawer then shows
  // its link to copy or share instead of closing.
  create: r.create('post', '/api/v2/business_accounts/{id}/invite', {
    heading: invitation.heading,
    order: ['inviteeName', 'role'],
    defaults: { role: 'USER' },
    savedView: InvitationCreated,
  }),

  remove: r.remove('/api/v2/business_account_users/{id}', {
    label: text.remove,
    title: text.removeTitle,
    body: (member, account) => text.removeBody((member as Member).nickname, account),
    ok: text.remove,
    successToast: text.removed,
    ...rule((member: Member, members) => canRemove(myRoleAmong(members), member)),
  }),
}));
