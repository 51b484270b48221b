import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '@/api/clients';
import { operationQueryKey } from '@/api/data/keys';
import { UnexpectedStatusError } from '@/api/data/read';

export const NOTIFICATION_PAGE_SIZE = 20;
export type NotificationTab = 'total' | 'business' | 'advertisement' | 'agency';

/**
 * Notifications of a tab, 20 at a time (GET /api/v1/notifications[/{type}]/list). A page answered
 * with another status than 200 is an error (spec 000 §5); the pages already shown stay.
 */
export function useNotifications(tab: NotificationTab) {
  const size = NOTIFICATION_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey:
      tab === 'total'
        ? operationQueryKey('notification.listNotifications', { query: { size } })
        : operationQueryKey('notification.listNotificationsByType', { path: { type: tab }, query: { size } }),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const query = { page: pageParam, size };
      const { data, response } =
        tab === 'total'
          ? await client('notification').GET('/api/v1/notifications/list', { params: { query }, signal })
          : await client('notification').GET('/api/v1/notifications/{type}/list', {
              params: { path: { type: tab }, query },
              signal,
            });
      if (response.status !== 200 || !data) throw new UnexpectedStatusError(response.status);
      return data.data;
    },
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
}
