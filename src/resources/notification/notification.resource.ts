/**
 * Notifications (spec 000 §4, §7), the person's: the header's tabs (대행사 only with the AGENCY
 * flag), 20 at a time with 더 보기. Opening the list records the last access, as the header's popup
 * does, so the header's dot goes out with it.
 */
import { paths } from '@/config/paths';
import { cards } from '@/engine/cards/cards-def';
import { collectionCall } from '@/engine/resource/collection-call';
import { defineResource } from '@/engine/resource/define-resource';
import { lazySection } from '@/engine/resource/lazy-section';
import type { Notification } from './NotificationCard';
import { notificationText as text } from './notification-text';

const NotificationCard = lazySection(() => import('./NotificationCard').then((module) => module.NotificationCard));

/** A tab other than 전체 asks the notifications of its type: the tab's key is the path's `{type}`. */
const byType = collectionCall('notification', 'get', '/api/v1/notifications/{type}/list', { type: 'tab' });

export const notificationResource = defineResource('notification', (r) => ({
  name: 'notification',
  label: text.title,
  routes: { list: paths.notifications },
  list: {
    ...r.list('get', '/api/v1/notifications/list', { columns: ['body', 'sentAt'], emptyText: text.empty }),
    cards: cards<Notification>({
      Card: NotificationCard,
      more: { kind: 'append', pageSize: 20 },
      tabs: {
        param: 'tab',
        label: text.tabsLabel,
        default: 'total',
        tabs: [
          { key: 'total', label: text.tabs.total },
          { key: 'business', label: text.tabs.business, op: byType },
          { key: 'advertisement', label: text.tabs.advertisement, op: byType },
          { key: 'agency', label: text.tabs.agency, op: byType, flag: 'AGENCY' },
        ],
      },
      onOpen: collectionCall('notification', 'post', '/api/v1/notifications/last-access'),
    }),
  },
}));
