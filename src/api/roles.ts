/**
 * Who among an account's people may make which call (issue 39; docs/roles.md). The table is
 * declared once, in the schemas (`x-roles` on a REST operation, `@roles` on a GraphQL field), and
 * generated into `generated/permissions.ts`; the navigation, the screens, the engine's actions and
 * the mock read it here. Its sentences are src/lib/roles.ts.
 */
import { operationRoles } from '@generated/permissions';
import { ROLES, type MembershipRole } from '@/lib/roles';

/**
 * Whether a role may call an operation (`service.operationId` or `schema.Document`). Not knowing
 * the role yet answers true: the screen waits for the account list, and the server decides anyway.
 */
export function mayCall(role: MembershipRole | undefined, operation: string): boolean {
  const allowed = operationRoles[operation];
  return role === undefined || allowed === undefined || allowed.includes(role);
}

/** The roles that may call an operation (every role when it is open to all). */
export function rolesOf(operation: string): readonly MembershipRole[] {
  return operationRoles[operation] ?? ROLES;
}
