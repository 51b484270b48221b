/** Notification service (spec 000 §4 header popups): the signed-in user's notifications and last access. */
import { implement } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { requireSession } from '../auth/model';
import { notificationPage } from './model';

export const notificationHandlers = implement<'notification', MockState>('notification', {
  listNotifications: ({ state, query }) => {
    requireSession(state.auth);
    return { data: notificationPage(state.notification.notifications, query.page ?? 0, query.size ?? 10) };
  },

  listNotificationsByType: ({ state, path, query }) => {
    requireSession(state.auth);
    return {
      data: notificationPage(state.notification.notifications, query.page ?? 0, query.size ?? 10, path.type),
    };
  },

  getNotificationLastAccess: ({ state }) => {
    requireSession(state.auth);
    const { lastAccessTime, previousLastAccessTime } = state.notification;
    return { data: { lastAccessTime, previousLastAccessTime } };
  },

  recordNotificationLastAccess: ({ state, now }) => {
    requireSession(state.auth);
    const slice = state.notification;
    slice.previousLastAccessTime = slice.lastAccessTime;
    slice.lastAccessTime = toKstIso(now);
    return { data: { lastAccessTime: slice.lastAccessTime, previousLastAccessTime: slice.previousLastAccessTime } };
  },
});
