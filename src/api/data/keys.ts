/**
 * The one constructor of TanStack Query keys (issue 38). Every key of the console is
 * `[service, operation, scope, ...view]`:
 * - `service` first, so invalidating `[service]` refreshes every query of a service after a save;
 * - `scope` says whose data it is: the signed-in **person** and the business **account** the call
 *   acts for (null for person-level calls), plus the call's path and query values;
 * - `view` names a second query of the same call (`'cursor'`, `'all'`, a page size).
 * Pages and resources never write keys by hand (ESLint: `no-restricted-syntax` in src/app and
 * src/resources), so the placeholder rule (`samePlace`) and the reset on sign-out can rely on it.
 */
import { services } from '@generated/openapi';
import { operationInfo, type AnyOperationKey, type OperationArgs } from '../operations';
import { keyScope, type KeyView, type ScopedKey } from './scope';

export { documentQueryKey, localQueryKey, scopeOf, type KeyScope, type KeyView, type ScopedKey } from './scope';

/**
 * Business calls are keyed by the account they act for, and every call by its path values (bound
 * parent ids included), so switching accounts or parents never shows another's data.
 */
export function operationQueryKey(
  key: AnyOperationKey,
  args: Omit<OperationArgs, 'signal' | 'body'> = {},
  ...view: KeyView[]
): ScopedKey {
  const { service, operationId } = operationInfo(key);
  // GraphQL calls always carry the account (`Account-Id`); a REST service says whether it does.
  const rest = (services as Readonly<Record<string, { accountHeaders: boolean }>>)[service];
  const account = !rest || rest.accountHeaders ? (args.account ?? null) : null;
  return [service, operationId, keyScope(account, args.path, args.query), ...view];
}

/** Every query of a service (for invalidation after a save there). */
export function serviceQueryKey(service: string) {
  return [service] as const;
}

/** Every query of one operation, whatever its scope (for invalidation). */
export function operationPrefixKey(key: AnyOperationKey) {
  const { service, operationId } = operationInfo(key);
  return [service, operationId] as const;
}
