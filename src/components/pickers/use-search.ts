/** The React face of `createSearch`: the state of a debounced server search for what is typed. */
import { useEffect, useRef, useState } from 'react';
import { createSearch, SEARCH_DELAY, type Search, type SearchState } from './search';

export function useSearch<T>(run: (query: string, signal: AbortSignal) => Promise<T>, delay = SEARCH_DELAY) {
  const [state, setState] = useState<SearchState<T>>({ kind: 'idle' });
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const search = useRef<Search | undefined>(undefined);
  useEffect(() => {
    const own = createSearch<T>({ delay, run: (query, signal) => runRef.current(query, signal), onState: setState });
    search.current = own;
    return () => own.dispose();
  }, [delay]);
  return {
    state,
    update: (query: string) => search.current?.update(query),
    retry: () => search.current?.retry(),
  };
}
