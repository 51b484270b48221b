/**
 * TanStack Query keys: `[service, operationId, args]`. Invalidating `[service]` refreshes every
 * query of a service after a mutation there.
 */
import { services } from '@generated/openapi';
import { operations, type OperationKey } from '@generated/operations';
import type { OperationArgs } from './operations';

/**
 * Business calls are keyed by the account they act for, and every call by its path values (bound
 * parent ids included), so switching accounts or parents never shows another's data.
 */
export function operationQueryKey(key: OperationKey, args: Omit<OperationArgs, 'signal' | 'body'> = {}) {
  const { service, operationId } = operations[key];
  const account = services[service].accountHeaders ? (args.account ?? null) : null;
  return [service, operationId, { path: args.path ?? {}, query: args.query ?? {}, account }] as const;
}

export function serviceQueryKey(service: string) {
  return [service] as const;
}
