import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '@/api/clients';

export const NOTICE_PAGE_SIZE = 10;

export type NoticeCategoryCode = 'SERVICE_NEWS' | 'MAINTENANCE' | 'POLICY' | 'EVENT' | 'EDUCATION';

interface SearchQuery {
  readonly page: number;
  readonly category?: NoticeCategoryCode | undefined;
  readonly important: boolean;
}

/** One 0-based page of notices, newest first (GET /api/v1/notices/search). */
export function useNoticePage({ page, category, important }: SearchQuery) {
  return useQuery({
    queryKey: ['notice', 'searchNotices', { page, category, important }],
    queryFn: async ({ signal }) => {
      const { data } = await client('notice').GET('/api/v1/notices/search', {
        params: {
          query: {
            page,
            size: NOTICE_PAGE_SIZE,
            sort: 'displayBeginDateTime,desc',
            important,
            ...(category ? { category } : {}),
          },
        },
        signal,
      });
      if (!data) throw new Error('no notices');
      return data.data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useNoticeCategories() {
  return useQuery({
    queryKey: ['notice', 'listNoticeCategories'],
    queryFn: async () => {
      const { data } = await client('notice').GET('/api/v1/notices/notice-categories');
      return data?.data.items ?? [];
    },
    staleTime: 60 * 60_000,
  });
}

export function useNotice(id: number) {
  return useQuery({
    queryKey: ['notice', 'getNotice', { id }],
    queryFn: async () => {
      const { data } = await client('notice').GET('/api/v1/notices/{id}', { params: { path: { id } } });
      if (!data) throw new Error('no notice');
      return data.data;
    },
    enabled: Number.isFinite(id),
  });
}
