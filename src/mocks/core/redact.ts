/**
 * A response as a role receives it (issue 39): a field whose schema says `x-roles` without the
 * caller's role is answered empty (null; codegen checks such a field accepts null). The onboarding
 * application is read by every person, to know whether the account sells pickup, but its bank
 * account and business registration drafts only by the owner and administrators.
 */
import type { MembershipRole } from '@/lib/roles';

type Node = { readonly [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the schema keeps a field from this role. */
function withheld(schema: unknown, role: MembershipRole): boolean {
  const roles = isNode(schema) ? schema['x-roles'] : undefined;
  return Array.isArray(roles) && !roles.includes(role);
}

/** A copy of `value` without what `schema` withholds from `role` (the value itself when nothing is). */
export function redactForRole(schema: unknown, value: unknown, role: MembershipRole): unknown {
  if (!isNode(schema) || value === null || typeof value !== 'object') return value;
  let result: unknown = value;
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) result = redactForRole(branch, result, role);
  }
  if (Array.isArray(result)) {
    const items = schema.items;
    const copied = result.map((item: unknown) => redactForRole(items, item, role));
    return copied.some((item, index) => item !== (result as unknown[])[index]) ? copied : result;
  }
  const properties = schema.properties;
  if (!isNode(properties)) return result;
  if (!isNode(result)) return result;
  const record = result;
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(properties)) {
    if (!(key in record)) continue;
    const next = withheld(field, role) ? null : redactForRole(field, record[key], role);
    if (next === record[key]) continue;
    copy ??= { ...record };
    copy[key] = next;
  }
  return copy ?? result;
}
