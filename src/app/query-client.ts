import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '@/api/errors';

/** Retries network failures and 5xx once; a 4xx will not change by asking again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const status = errorStatus(error);
          return failureCount < 1 && (status === 0 || (status !== undefined && status >= 500));
        },
      },
      mutations: { retry: false },
    },
  });
}
