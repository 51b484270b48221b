/** A panel's reads as queries: the arguments of each (bound from the account and the route), and their state together. */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { payloadOf } from '@/api/envelope';
import { errorStatus } from '@/api/errors';
import { bindArgs, isBound, type Bindings } from '../data/bindings';
import { operationQuery, type ScreenArgs } from '../data/queries';
import type { PanelReadDef } from './types';

export function readArgs(read: PanelReadDef, bindings: Bindings): ScreenArgs {
  return { ...bindArgs(read.op, bindings), ...(read.query ? { query: read.query } : {}) };
}

export type ReadsState =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly error: unknown; readonly missing?: string; readonly retry: () => void }
  | { readonly state: 'ready'; readonly data: Readonly<Record<string, unknown>> };

/**
 * Every read of a panel: loading until each has answered (an optional one may fail), failed with
 * the first failure of a needed one (404 with its `missing` sentence), else the payloads by name.
 */
export function usePanelReads(reads: Readonly<Record<string, PanelReadDef>>, bindings: Bindings): ReadsState {
  const queryClient = useQueryClient();
  const entries = Object.entries(reads);
  const results = useQueries({
    queries: entries.map(([, read]) => {
      const args = readArgs(read, bindings);
      return { ...operationQuery(queryClient, read.op.key, args), enabled: isBound(args) };
    }),
  });
  const failed = entries.findIndex(([, read], index) => !read.optional && results[index]!.error);
  if (failed >= 0) {
    const read = entries[failed]![1];
    const error = results[failed]!.error;
    return {
      state: 'failed',
      error,
      ...(read.missing && errorStatus(error) === 404 ? { missing: read.missing } : {}),
      retry: () => results.forEach((result) => void (result.error ? result.refetch() : undefined)),
    };
  }
  if (results.some((result) => result.isPending && !result.error)) return { state: 'loading' };
  return {
    state: 'ready',
    data: Object.fromEntries(entries.map(([name], index) => [name, payloadOf(results[index]!.data)])),
  };
}
