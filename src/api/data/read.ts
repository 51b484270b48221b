/**
 * The one rule for what a read may show (spec 000 §5): only a 200 answer updates the screen;
 * another status keeps what is shown, or is an error when nothing is shown yet. Every query of the
 * console goes through `only200`: the engine's operation queries, the shell's header and pages.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export class UnexpectedStatusError extends Error {
  constructor(readonly status: number) {
    super(`Expected status 200, got ${status}`);
  }
}

/** The payload of a 200; otherwise what the query already shows, or an error when it shows nothing. */
export function only200<T>(queryClient: QueryClient, queryKey: QueryKey, status: number, payload: T | undefined): T {
  if (status === 200 && payload !== undefined) return payload;
  const shown = queryClient.getQueryData<T>(queryKey);
  if (shown !== undefined) return shown;
  throw new UnexpectedStatusError(status);
}
