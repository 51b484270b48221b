/**
 * An invitation to administer an account (`/user/administrator/accept?code=…`), opened from its
 * link by a person who may have no account yet: what it is, and 초대 수락하기.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { lazySection } from '@/engine/resource/lazy-section';
import { invitationText as text } from './invitation-text';

const AcceptInvitation = lazySection(() => import('./AcceptInvitation').then((module) => module.AcceptInvitation));

export const invitationResource = defineResource('business-account', (r) => ({
  name: 'invitation',
  label: text.title,
  recordQueryParam: 'code',
  routes: { detail: paths.invitations.accept },
  detail: r.detail('/api/v2/invitations/{id}', {
    fields: ['businessAccountName', 'role', 'inviterNickname', 'expiresAt'],
    notFound: text.noCode,
    sections: [{ title: text.accept, component: AcceptInvitation }],
  }),
}));
