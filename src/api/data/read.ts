/**
 * The one rule for what a read may show (spec 000 §5): only a 200 answer updates the screen;
 * another status keeps what is shown, or is an error when nothing is shown yet. Every query of the
 * console goes through `only200`: the engine's operation queries, the shell's header and pages.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { callApi, type CallArgs, type OperationKey, type PayloadAt } from '../operations';

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

/**
 * A typed read under the rule: the part of a 200's payload (the envelope's `data`) that `pick`
 * takes; another status keeps what `queryKey` shows, or fails when it shows nothing.
 */
export async function readPayload<K extends OperationKey, T = PayloadAt<K>>(
  queryClient: QueryClient,
  key: K,
  args: CallArgs<K> & { readonly queryKey: QueryKey },
  pick: (payload: PayloadAt<K>) => T = (payload) => payload as unknown as T,
): Promise<T> {
  const { queryKey, ...call } = args;
  const { status, data } = await callApi(key, call as unknown as CallArgs<K>);
  // K is known only to the caller here: its payload type is PayloadAt<K>, read from the envelope.
  const payload = (data as { data?: PayloadAt<K> } | undefined)?.data;
  return only200(queryClient, queryKey, status, payload === undefined ? undefined : pick(payload));
}
