import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/** A page whose reads never settle (a call that hangs) gets its shell drawn anyway after this. */
const WAIT_AT_MOST_MS = 4_000;

/**
 * False until the page's first reads are answered (nothing in the query cache is being fetched, but
 * reads that failed and retry), then true in a transition, for good: the shell's parts that show
 * nothing the page needs (the header's buttons and polls, the side navigation, the store read behind
 * it) start after the first row (issue 42). A quiet moment is confirmed a task later: when the account list answers, the page
 * below it has not started its own reads yet.
 */
export function usePageAnswered(): boolean {
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (answered) return undefined;
    const done = () => startTransition(() => setAnswered(true));
    // A read that failed once has its answer (the page shows the error and retries on its own): the
    // navigation is not held back while it retries, the merchant may want to go elsewhere.
    const quiet = () =>
      queryClient
        .getQueryCache()
        .findAll({ fetchStatus: 'fetching' })
        .every((query) => query.state.fetchFailureCount > 0);
    const check = () => quiet() && setTimeout(() => quiet() && done());
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const limit = setTimeout(done, WAIT_AT_MOST_MS);
    check();
    return () => {
      unsubscribe();
      clearTimeout(limit);
    };
  }, [queryClient, answered]);
  return answered;
}
