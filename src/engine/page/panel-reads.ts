/** A panel's reads as queries, and their state together. */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { payloadOf } from '@/api/envelope';
import { errorStatus } from '@/api/errors';
import { isBound, type Bindings } from '../data/bindings';
import { operationQuery } from '@/api/data/queries';
import { readArgs } from './read-args';
import type { PanelReadDef } from './types';

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
