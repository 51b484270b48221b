/**
 * TanStack Query keys: `[service, operationId, args]`. Invalidating `[service]` refreshes every
 * query of a service after a mutation there.
 */
import { operations, type OperationKey } from '@generated/operations';
import type { OperationArgs } from './operations';

export function operationQueryKey(key: OperationKey, args: Omit<OperationArgs, 'signal' | 'body'> = {}) {
  const { service, operationId } = operations[key];
  return [service, operationId, { path: args.path ?? {}, query: args.query ?? {} }] as const;
}

export function serviceQueryKey(service: string) {
  return [service] as const;
}
