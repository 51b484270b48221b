/**
 * The header's calls (spec 000 §7 "Notices, notifications and chat"): chat unread count and the
 * newest notification polled every 30 s, the last access, the popup lists. Only a 200 answer
 * updates the header (spec 000 §5); another status keeps what is shown.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from './clients';
import { operationQueryKey, serviceQueryKey } from './data/keys';
import { only200, UnexpectedStatusError } from './data/read';
import type { ServicePaths } from './operations';
import type { PayloadOf } from './operation-types';

export const HEADER_POLL_MS = 30_000;
export const HEADER_LIST_SIZE = 10;

type NotificationPaths = ServicePaths['notification'];
export type NotificationPage = PayloadOf<NotificationPaths['/api/v1/notifications/list']['get']>;
export type HeaderNotification = NotificationPage['collectionData'][number];
export type NotificationLastAccess = PayloadOf<NotificationPaths['/api/v1/notifications/last-access']['get']>;
type NoticePage = PayloadOf<ServicePaths['notice']['/api/v1/notices/search']['get']>;
export type HeaderNotice = NoticePage['items'][number];

export type NotificationTab = 'all' | 'business' | 'advertisement' | 'agency';

/** The header's keys (functions: a key names the person signed in when it is asked for). */
export const headerKeys = {
  notifications: () => serviceQueryKey('notification'),
  chatUnread: () => operationQueryKey('chat.getChatUnreadCount'),
  newest: () => operationQueryKey('notification.listNotifications', { query: { page: 0, size: 1 } }, 'newest'),
  lastAccess: () => operationQueryKey('notification.getNotificationLastAccess'),
  list: (tab: NotificationTab) =>
    tab === 'all'
      ? operationQueryKey('notification.listNotifications', { query: { page: 0, size: HEADER_LIST_SIZE } })
      : operationQueryKey('notification.listNotificationsByType', {
          path: { type: tab },
          query: { page: 0, size: HEADER_LIST_SIZE },
        }),
  notices: () => operationQueryKey('notice.searchNotices', {}, 'header'),
};

export function useChatUnreadCount(enabled: boolean) {
  const queryClient = useQueryClient();
  const key = headerKeys.chatUnread();
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const { data, response } = await client('chat').GET('/api/v1/chats/unread-count', { signal });
      return only200(queryClient, key, response.status, data?.data);
    },
    enabled,
    refetchInterval: HEADER_POLL_MS,
    staleTime: 0,
  });
}

/** The newest notification (1 item), polled every 30 s for the button's dot. */
export function useNewestNotification(enabled: boolean) {
  const queryClient = useQueryClient();
  const key = headerKeys.newest();
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const { data, response } = await client('notification').GET('/api/v1/notifications/list', {
        params: { query: { page: 0, size: 1 } },
        signal,
      });
      const page = only200(queryClient, key, response.status, data?.data);
      return page.collectionData[0] ?? null;
    },
    enabled,
    refetchInterval: HEADER_POLL_MS,
    staleTime: 0,
  });
}

export function useNotificationLastAccess(enabled: boolean) {
  const queryClient = useQueryClient();
  const key = headerKeys.lastAccess();
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const { data, response } = await client('notification').GET('/api/v1/notifications/last-access', { signal });
      return only200(queryClient, key, response.status, data?.data);
    },
    enabled,
    staleTime: 0,
  });
}

/** Records "now" as the last access; the answer also carries the access before it. */
export function useRecordLastAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data, response } = await client('notification').POST('/api/v1/notifications/last-access');
      return response.status === 200 ? (data?.data ?? null) : null;
    },
    // The red dot reads both: asked again whatever the call answered.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: headerKeys.lastAccess() }),
        queryClient.invalidateQueries({ queryKey: headerKeys.newest() }),
      ]),
  });
}

export function useNotificationList(tab: NotificationTab, enabled: boolean) {
  const queryClient = useQueryClient();
  const key = headerKeys.list(tab);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const query = { page: 0, size: HEADER_LIST_SIZE };
      const { data, response } =
        tab === 'all'
          ? await client('notification').GET('/api/v1/notifications/list', { params: { query }, signal })
          : await client('notification').GET('/api/v1/notifications/{type}/list', {
              params: { path: { type: tab }, query },
              signal,
            });
      return only200(queryClient, key, response.status, data?.data).collectionData;
    },
    enabled,
    staleTime: 0,
  });
}

/** Notices for the popup: the important ones first (with their mark), then the newest, 10 in all. */
export function useHeaderNotices(enabled: boolean) {
  const queryClient = useQueryClient();
  const key = headerKeys.notices();
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const search = (important?: boolean) =>
        client('notice').GET('/api/v1/notices/search', {
          params: {
            query: {
              page: 0,
              size: HEADER_LIST_SIZE,
              sort: 'displayBeginDateTime,desc',
              ...(important !== undefined ? { important } : {}),
            },
          },
          signal,
        });
      const [important, latest] = await Promise.all([search(true), search()]);
      const shown = queryClient.getQueryData<HeaderNotice[]>(key);
      if (important.response.status !== 200 || latest.response.status !== 200 || !important.data || !latest.data) {
        if (shown) return shown;
        throw new UnexpectedStatusError(
          important.response.status === 200 ? latest.response.status : important.response.status,
        );
      }
      return importantFirst(important.data.data.items, latest.data.data.items);
    },
    enabled,
    staleTime: 0,
  });
}

export function importantFirst(important: readonly HeaderNotice[], latest: readonly HeaderNotice[]): HeaderNotice[] {
  const seen = new Set<number>();
  const merged: HeaderNotice[] = [];
  for (const notice of [...important.filter((item) => item.important), ...latest]) {
    if (seen.has(notice.id)) continue;
    seen.add(notice.id);
    merged.push(notice);
  }
  return merged.sort((a, b) => Number(b.important) - Number(a.important)).slice(0, HEADER_LIST_SIZE);
}
