/**
 * A polled query's times (last answer, last failure, failing now), read from the query cache by
 * the component that shows them. The board's live indicator reads them itself, so a quiet poll
 * tick (same counts, a new `dataUpdatedAt`) redraws the indicator, not the whole board (issue 30).
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** A polled query's times, as TanStack Query reports them. */
export interface PolledTimes {
  /** When the last good answer came (0: none yet). */
  readonly dataUpdatedAt: number;
  /** When the last failure came (0: none). */
  readonly errorUpdatedAt: number;
  /** The last poll failed. */
  readonly isError: boolean;
}

export function usePollTimes(queryKey: QueryKey): PolledTimes {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // A string, so an event that changed nothing of these times changes nothing here.
  const snapshot = useSyncExternalStore(subscribe, () => {
    const state = queryClient.getQueryState(queryKey);
    return state ? `${state.dataUpdatedAt}:${state.errorUpdatedAt}:${state.status === 'error' ? 1 : 0}` : '0:0:0';
  });
  return useMemo(() => {
    const [dataUpdatedAt, errorUpdatedAt, isError] = snapshot.split(':');
    return { dataUpdatedAt: Number(dataUpdatedAt), errorUpdatedAt: Number(errorUpdatedAt), isError: isError === '1' };
  }, [snapshot]);
}
