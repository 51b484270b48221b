/**
 * What each address of an account needs to show its content (issue 39): the calls its screen
 * cannot do without, and what the screen is, to say it in a refusal. The engine declares its
 * resources' routes as it builds them (a list needs its list call, a form its save); hand-written
 * pages declare theirs beside their routes. The side navigation, the route's gate and the per-role
 * sweep read this one registry, and the calls' roles come from the schemas (src/lib/roles.ts).
 *
 * @example
 * declareRouteAccess(paths.pickupArea.settlement.pattern, { needs: ['finance.getSettlementReport'], what: '정산' });
 * routeRefusal('USER', '/profile/101/pickup/settlement'); // "멤버는 정산을 볼 수 없어요. …"
 */
import { matchRoutes } from 'react-router';
import { mayCall, rolesOf } from '@/api/roles';
import { roleRefusal, type MembershipRole } from '@/lib/roles';

export interface RouteAccess {
  /** The calls the screen needs (its first read, or for a form its save). */
  readonly needs: readonly string[];
  /** The screen in a word or two, for the refusal ("정산", "쿠폰 만들기"). */
  readonly what: string;
  /** A look (볼 수 없어요) or a change (할 수 없어요). */
  readonly seeing: boolean;
  /**
   * An edit screen's save. The screen stays open to a role that may not make it (the record is
   * shown read-only, with why), so a link to it says 보기 to that role, not 수정하기.
   */
  readonly saves?: string;
}

const declared = new Map<string, RouteAccess>();

export function declareRouteAccess(pattern: string, access: RouteAccess): void {
  declared.set(pattern, access);
}

/** The access of the screen an address opens (the most specific pattern, as the router picks it). */
export function routeAccessOf(pathname: string): RouteAccess | undefined {
  const matches = matchRoutes(
    [...declared.keys()].map((path) => ({ path })),
    pathname,
  );
  const pattern = matches?.at(-1)?.route.path;
  return pattern === undefined ? undefined : declared.get(pattern);
}

/** Why a role may not open an address (the first call it may not make), or undefined when it may. */
export function routeRefusal(role: MembershipRole | undefined, pathname: string): string | undefined {
  const access = routeAccessOf(pathname.split(/[?#]/)[0]!);
  if (!role || !access) return undefined;
  const refused = access.needs.find((operation) => !mayCall(role, operation));
  return refused ? roleRefusal(role, rolesOf(refused), access.what, access.seeing) : undefined;
}

/** Whether a role may save on the screen an address opens (true where the screen saves nothing). */
export function maySaveAt(role: MembershipRole | undefined, pathname: string): boolean {
  const saves = routeAccessOf(pathname.split(/[?#]/)[0]!)?.saves;
  return !role || saves === undefined || mayCall(role, saves);
}

/** Every declared pattern (the per-role checks walk them). */
export function declaredRoutePatterns(): readonly string[] {
  return [...declared.keys()];
}
