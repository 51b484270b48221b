/**
 * Polled queries' times (last answer, last failure, failing now), read from the query cache by
 * the component that shows them. The board's live indicator reads them itself, so a quiet poll
 * tick (same counts, a new `dataUpdatedAt`) does not redraw the whole board (issue 30); and it
 * reads them as the text it shows, so a tick that changes nothing shown draws nothing (issue 42).
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** A polled query's times, as TanStack Query reports them. */
export interface PolledTimes {
  /** When the last good answer came (0: none yet). */
  readonly dataUpdatedAt: number;
  /** When the last failure came (0: none). */
  readonly errorUpdatedAt: number;
  /** The last poll failed. */
  readonly isError: boolean;
}

function pollTimes(queryClient: QueryClient, queryKey: QueryKey): PolledTimes {
  const state = queryClient.getQueryState(queryKey);
  return state
    ? { dataUpdatedAt: state.dataUpdatedAt, errorUpdatedAt: state.errorUpdatedAt, isError: state.status === 'error' }
    : { dataUpdatedAt: 0, errorUpdatedAt: 0, isError: false };
}

/**
 * What `show` makes of the times of the queries `keys` names (a text): read again at every
 * change of the query cache and whenever `alsoOn` calls back (a clock, the connection). The
 * component draws only when the text changes, not at each answer (React compares the strings).
 * `alsoOn` must be stable (it is subscribed to once).
 */
export function usePollReading<K extends string>(
  keys: Readonly<Record<K, QueryKey>>,
  show: (times: Readonly<Record<K, PolledTimes>>) => string,
  alsoOn: (onChange: () => void) => () => void,
): string {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopCache = queryClient.getQueryCache().subscribe(onChange);
      const stopOther = alsoOn(onChange);
      return () => {
        stopCache();
        stopOther();
      };
    },
    [queryClient, alsoOn],
  );
  return useSyncExternalStore(subscribe, () => {
    const times = {} as Record<K, PolledTimes>;
    for (const name of Object.keys(keys) as K[]) times[name] = pollTimes(queryClient, keys[name]);
    return show(times);
  });
}
