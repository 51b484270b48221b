import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/api/clients';
import { operationQueryKey } from '@/api/data/keys';
import { only200 } from '@/api/data/read';

export const NOTICE_PAGE_SIZE = 10;

export type NoticeCategoryCode = 'SERVICE_NEWS' | 'MAINTENANCE' | 'POLICY' | 'EVENT' | 'EDUCATION';

interface SearchQuery {
  readonly page: number;
  readonly category?: NoticeCategoryCode | undefined;
  readonly important: boolean;
}

/** One 0-based page of notices, newest first (GET /api/v1/notices/search). */
export function useNoticePage({ page, category, important }: SearchQuery) {
  const queryClient = useQueryClient();
  const query = {
    page,
    size: NOTICE_PAGE_SIZE,
    sort: 'displayBeginDateTime,desc' as const,
    important,
    ...(category ? { category } : {}),
  };
  const queryKey = operationQueryKey('notice.searchNotices', { query });
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const { data, response } = await client('notice').GET('/api/v1/notices/search', { params: { query }, signal });
      return only200(queryClient, queryKey, response.status, data?.data);
    },
    placeholderData: keepPreviousData,
  });
}

export function useNoticeCategories() {
  const queryClient = useQueryClient();
  const queryKey = operationQueryKey('notice.listNoticeCategories');
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const { data, response } = await client('notice').GET('/api/v1/notices/notice-categories', { signal });
      return only200(queryClient, queryKey, response.status, data?.data.items);
    },
    staleTime: 60 * 60_000,
  });
}

export function useNotice(id: number) {
  const queryClient = useQueryClient();
  const queryKey = operationQueryKey('notice.getNotice', { path: { id } });
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const { data, response } = await client('notice').GET('/api/v1/notices/{id}', {
        params: { path: { id } },
        signal,
      });
      return only200(queryClient, queryKey, response.status, data?.data);
    },
    enabled: Number.isFinite(id),
  });
}
