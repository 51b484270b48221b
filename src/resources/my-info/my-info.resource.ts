/**
 * The signed-in person (spec 000 §2 /userinfo): the login e-mail, and the nickname (2–20) and the
 * notification e-mail, each edited in place and saved on its own (Enter or its 저장; the limits and
 * the help are the request bodies' schemas); and leaving the service (/userinfo/delete).
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { myInfoMessages as text } from '@/lib/my-info-messages';
import { lazySection } from '@/engine/resource/lazy-section';

const LeaveService = lazySection(() => import('./LeaveService').then((module) => module.LeaveService));

export const myInfoResource = defineResource('auth', (r) => ({
  name: 'myInfo',
  label: text.title,
  routes: { detail: paths.userinfo.view },

  view: r.view('/api/v1/profiles', {
    title: text.title,
    sections: [{ fields: [{ field: 'businessUser.email', title: text.email }] }],
    inline: (inline) => [
      inline('put', '/api/v1/business_users/myinfo/nickname', { field: 'nickname', at: 'user.nickname' }),
      inline('put', '/api/v1/business_users/myinfo/notification_email', {
        field: 'notificationEmail',
        at: 'businessUser.notificationEmail',
      }),
    ],
    links: [{ label: text.deleteLink, route: paths.userinfo.delete }],
  }),
}));

export const leaveServiceResource = defineResource('auth', (r) => ({
  name: 'leaveService',
  label: text.deleteTitle,
  routes: { detail: paths.userinfo.delete },

  view: r.view('/api/v1/profiles', {
    title: text.deleteTitle,
    sections: [{ component: LeaveService }],
  }),
}));
