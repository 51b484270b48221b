/**
 * TanStack Query keys: `[service, operationId, args]`. Invalidating `[service]` refreshes every
 * query of a service after a mutation there.
 */
import { services } from '@generated/openapi';
import { operationInfo, type AnyOperationKey, type OperationArgs } from './operations';

/**
 * Business calls are keyed by the account they act for, and every call by its path values (bound
 * parent ids included), so switching accounts or parents never shows another's data.
 */
export function operationQueryKey(key: AnyOperationKey, args: Omit<OperationArgs, 'signal' | 'body'> = {}) {
  const { service, operationId } = operationInfo(key);
  // GraphQL calls always carry the account (`Account-Id`); a REST service says whether it does.
  const rest = (services as Readonly<Record<string, { accountHeaders: boolean }>>)[service];
  const account = !rest || rest.accountHeaders ? (args.account ?? null) : null;
  return [service, operationId, { path: args.path ?? {}, query: args.query ?? {}, account }] as const;
}

export function serviceQueryKey(service: string) {
  return [service] as const;
}
