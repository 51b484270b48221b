/** A statistics query's `data` payload (the service wraps every answer in `{ data }`). */
interface Query {
  readonly data: unknown;
  readonly isLoading: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

export function usePayload<T>(query: Query) {
  return {
    data: (query.data as { data: T } | undefined)?.data,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}
