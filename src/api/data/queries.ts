/**
 * The data layer's reads and writes (issue 38): every screen, engine or custom, asks through these
 * or through a domain module of src/api built on them. TanStack Query over `callOperation`.
 * Spec 000 §5: only a 200 answer updates the screen; another 2xx keeps what is shown (or, with
 * nothing shown yet, counts as an error).
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { callOperation, operationInfo, type OperationArgs, type AnyOperationKey } from '@/api/operations';
import { operationQueryKey, scopeOf, serviceQueryKey } from '@/api/data/keys';
import { only200 } from '@/api/data/read';

export { UnexpectedStatusError } from '@/api/data/read';

export async function fetchForScreen(
  queryClient: QueryClient,
  key: AnyOperationKey,
  args: OperationArgs,
): Promise<unknown> {
  const result = await callOperation(key, args);
  return only200(
    queryClient,
    operationQueryKey(key, args),
    result.status,
    result.status === 200 ? (result.data ?? null) : undefined,
  );
}

/** Whether every path value of the arguments is known (a query waits until it is). */
export function isBound(args: Pick<OperationArgs, 'path'>): boolean {
  return Object.values(args.path ?? {}).every((value) => value !== undefined && value !== '');
}

export interface OperationQueryOptions {
  readonly enabled?: boolean;
  /**
   * Keep showing the previous page while the next one loads, but only of the same list: never
   * another account's or another parent's rows (`samePlace`).
   */
  readonly keepPrevious?: boolean;
  readonly refetchInterval?: number;
}

export type ScreenArgs = Omit<OperationArgs, 'signal' | 'body'>;

/** The query a screen makes of an operation; a route's loader starts the same one (prefetch.ts). */
export function operationQuery(queryClient: QueryClient, key: AnyOperationKey, args: ScreenArgs) {
  return {
    queryKey: operationQueryKey(key, args),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchForScreen(queryClient, key, { ...args, signal }),
  };
}

/** A screen's query; it waits while a bound path value is not known yet (`isBound`). */
export function useOperationQuery(key: AnyOperationKey, args: ScreenArgs = {}, options: OperationQueryOptions = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...operationQuery(queryClient, key, args),
    enabled: (options.enabled ?? true) && isBound(args),
    ...(options.keepPrevious ? { placeholderData: keepSamePlace(operationQueryKey(key, args)) } : {}),
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  });
}

/**
 * Whether two query keys ask the same operation for the same person, account and bound path (they
 * differ in page, filters or sort at most): only then may the one's rows stand in for the other's.
 * It fails closed: a key the constructor did not make (`scopeOf` finds no scope) is never the same
 * place as anything, so a hand-made key can never show another account's rows.
 */
export function samePlace(previous: QueryKey, next: QueryKey): boolean {
  const before = scopeOf(previous);
  const after = scopeOf(next);
  if (!before || !after) return false;
  return (
    previous[0] === next[0] &&
    previous[1] === next[1] &&
    before.person === after.person &&
    before.account === after.account &&
    JSON.stringify(before.path) === JSON.stringify(after.path)
  );
}

/**
 * The placeholder rule of every paged query in the console (engine lists and hand-written pages
 * alike): while the next page, filter or sort loads, the rows shown stay, but only if they are of
 * the same place (`samePlace`); after an account switch the new account's page shows loading.
 */
export function keepSamePlace<T>(queryKey: QueryKey) {
  return (previous: T | undefined, previousQuery?: { queryKey: QueryKey }): T | undefined =>
    previousQuery && samePlace(previousQuery.queryKey, queryKey) ? keepPreviousData(previous) : undefined;
}

/** A mutation that refreshes every query of its service when it succeeds. */
export function useOperationMutation(key: AnyOperationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: OperationArgs) => callOperation(key, args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceQueryKey(operationInfo(key).service) }),
  });
}
