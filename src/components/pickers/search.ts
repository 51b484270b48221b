/**
 * A server search as the user types, without React: the query is sent only after a pause in
 * typing (debounce), a newer query cancels the older call, and an answer for a query the box no
 * longer holds is ignored even when it arrives last (stale answers never replace the current ones).
 */

export type SearchState<T> =
  /** Nothing typed (or too little to ask about). */
  | { readonly kind: 'idle' }
  /** Waiting for the pause or the answer. */
  | { readonly kind: 'searching'; readonly query: string }
  | { readonly kind: 'done'; readonly query: string; readonly result: T }
  | { readonly kind: 'failed'; readonly query: string; readonly error: unknown };

export interface SearchOptions<T> {
  /** Milliseconds of quiet before asking. */
  readonly delay: number;
  readonly run: (query: string, signal: AbortSignal) => Promise<T>;
  readonly onState: (state: SearchState<T>) => void;
}

export interface Search {
  /** The box now holds `query` (trimmed; empty asks nothing). */
  update(query: string): void;
  /** Ask again for the current query at once (after a failure). */
  retry(): void;
  dispose(): void;
}

/** Pause after the last key before a search is sent. */
export const SEARCH_DELAY = 300;

export function createSearch<T>({ delay, run, onState }: SearchOptions<T>): Search {
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let current = '';

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const ask = (query: string, mine: number) => {
    timer = undefined;
    const own = new AbortController();
    controller = own;
    run(query, own.signal).then(
      (result) => {
        if (mine === generation) onState({ kind: 'done', query, result });
      },
      (error: unknown) => {
        if (mine === generation) onState({ kind: 'failed', query, error });
      },
    );
  };

  const start = (query: string, wait: number) => {
    generation += 1;
    cancel();
    if (query === '') {
      onState({ kind: 'idle' });
      return;
    }
    const mine = generation;
    onState({ kind: 'searching', query });
    if (wait === 0) ask(query, mine);
    else timer = setTimeout(() => ask(query, mine), wait);
  };

  return {
    update(query) {
      const trimmed = query.trim();
      if (trimmed === current) return;
      current = trimmed;
      start(trimmed, delay);
    },
    retry() {
      start(current, 0);
    },
    dispose() {
      generation += 1;
      cancel();
    },
  };
}
