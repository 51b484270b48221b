import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '@/api/clients';

export const NOTIFICATION_PAGE_SIZE = 20;
export type NotificationTab = 'total' | 'business' | 'advertisement' | 'agency';

/** Notifications of a tab, 20 at a time (GET /api/v1/notifications[/{type}]/list). */
export function useNotifications(tab: NotificationTab) {
  return useInfiniteQuery({
    queryKey: ['notification', 'list', { tab }],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const query = { page: pageParam, size: NOTIFICATION_PAGE_SIZE };
      const { data } =
        tab === 'total'
          ? await client('notification').GET('/api/v1/notifications/list', { params: { query }, signal })
          : await client('notification').GET('/api/v1/notifications/{type}/list', {
              params: { path: { type: tab }, query },
              signal,
            });
      if (!data) throw new Error('no notifications');
      return data.data;
    },
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
}
