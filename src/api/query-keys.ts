/**
 * TanStack Query keys: `[service, operationId, args]`. Invalidating `[service]` refreshes every
 * query of a service after a mutation there.
 */
import { services } from '@generated/openapi';
import { operations, type OperationKey } from '@generated/operations';
import type { OperationArgs } from './operations';
import { currentBusinessAccountId } from './session';

/** Business calls are keyed by account too, so switching accounts never shows another's data. */
export function operationQueryKey(key: OperationKey, args: Omit<OperationArgs, 'signal' | 'body'> = {}) {
  const { service, operationId } = operations[key];
  const account = services[service].accountHeaders ? (currentBusinessAccountId() ?? null) : null;
  return [service, operationId, { path: args.path ?? {}, query: args.query ?? {}, account }] as const;
}

export function serviceQueryKey(service: string) {
  return [service] as const;
}
