/**
 * The roles of an account's people in Korean (issue 39; docs/roles.md): their names, what each
 * may do, and the one sentence of a refusal. Who may make which call is the schemas' table, read
 * by src/api/roles.ts.
 */
import { withObjectParticle } from './messages';

/** An account role (the schemas' MembershipRole): 대표 관리자, 관리자, 멤버. */
export type MembershipRole = 'OWNER' | 'ADMIN' | 'USER';

export const ROLES: readonly MembershipRole[] = ['OWNER', 'ADMIN', 'USER'];

export const ROLE_LABELS: Readonly<Record<MembershipRole, string>> = {
  OWNER: '대표 관리자',
  ADMIN: '관리자',
  USER: '멤버',
};

/** Whom to ask for what a role may not do: the roles that may. */
function askWhom(allowed: readonly MembershipRole[]): string {
  return `${allowed.includes('ADMIN') ? '대표 관리자나 관리자' : '대표 관리자'}에게 요청해 주세요.`;
}

/**
 * The one sentence of a refusal by role, on the screen and from the server alike: "멤버는 정산을 볼
 * 수 없어요. 대표 관리자나 관리자에게 요청해 주세요." `what` is the page or the area, `seeing`
 * whether it was a look or a change, `allowed` who may (whom to ask).
 */
export function roleRefusal(
  role: MembershipRole,
  allowed: readonly MembershipRole[],
  what: string,
  seeing: boolean,
): string {
  return `${ROLE_LABELS[role]}는 ${withObjectParticle(what)} ${seeing ? '볼' : '할'} 수 없어요. ${askWhom(allowed)}`;
}

/** A control the role may not press, said like a dormant account's: "멤버라 삭제할 수 없어요. …" */
export function roleBlocked(role: MembershipRole, allowed: readonly MembershipRole[], verb: string): string {
  return `${ROLE_LABELS[role]}라 ${verb} 수 없어요. ${askWhom(allowed)}`;
}
