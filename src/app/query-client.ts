import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '@/api/errors';

/**
 * Retries network failures and 5xx once, half a second later (a blip is over by then; a real
 * outage is shown without a long wait); a 4xx will not change by asking again.
 */
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
        retryDelay: 500,
      },
      mutations: { retry: false },
    },
  });
}
