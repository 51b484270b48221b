/**
 * Whether the business account a screen works in may change data. The layout that knows the
 * account provides the reason when it may not (a dormant account); every engine control that
 * writes — create, save, delete, status and order changes — is then disabled and described by
 * that reason ("휴면 계정이라 만들 수 없어요."), so no screen decides it on its own.
 *
 * The person's role in the account (issue 39) blocks the same way, per operation: a control whose
 * call the role may not make (generated/permissions.ts) is disabled with "멤버라 삭제할 수 없어요.
 * 대표 관리자나 관리자에게 요청해 주세요."
 *
 * @example
 * <WriteAccessProvider blockedBecause="휴면 계정이라" role="USER">{page}</WriteAccessProvider>
 * const guard = useWriteGuard('delete', 'coupon.deleteCouponBox'); // <Button {...guard.props}>삭제</Button>
 */
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { mayCall, rolesOf } from '@/api/roles';
import { roleBlocked, type MembershipRole } from '@/lib/roles';
import { maySaveAt, routeRefusal } from './route-access';

export type WriteVerb = keyof typeof messages.access.verbs;

const VERBS = Object.keys(messages.access.verbs) as WriteVerb[];

/** Whom a role-blocked control says to ask: the owner alone, or the owner and the administrators. */
const ASK_KINDS: readonly (readonly ['owner' | 'managers', readonly MembershipRole[]])[] = [
  ['owner', ['OWNER']],
  ['managers', ['OWNER', 'ADMIN']],
];
const askKind = (allowed: readonly MembershipRole[]) => (allowed.includes('ADMIN') ? 'managers' : 'owner');

interface WriteAccess {
  /** Why writes are blocked, as the start of a sentence ("휴면 계정이라"); absent when allowed. */
  readonly blockedBecause?: string;
  /** The person's role in the account (unknown outside an account). */
  readonly role?: MembershipRole;
  /** Prefix of the ids of the reason texts controls point at with aria-describedby. */
  readonly reasonId: string;
}

const WriteAccessContext = createContext<WriteAccess>({ reasonId: '' });

export function WriteAccessProvider({
  blockedBecause,
  role,
  children,
}: {
  readonly blockedBecause: string | undefined;
  readonly role?: MembershipRole | undefined;
  readonly children: ReactNode;
}) {
  const reasonId = useId();
  const value = useMemo(
    () => ({ reasonId, ...(blockedBecause ? { blockedBecause } : {}), ...(role ? { role } : {}) }),
    [reasonId, blockedBecause, role],
  );
  return (
    <WriteAccessContext.Provider value={value}>
      {children}
      {blockedBecause ? (
        // Read as the description of every blocked control (a hidden element may still describe one).
        <div hidden>
          {VERBS.map((verb) => (
            <span key={verb} id={`${reasonId}-${verb}`}>
              {messages.access.blocked(blockedBecause, verb)}
            </span>
          ))}
        </div>
      ) : role && role !== 'OWNER' ? (
        // The role's reasons, by verb and by whom to ask (an owner's call or a manager's).
        <div hidden>
          {VERBS.flatMap((verb) =>
            ASK_KINDS.map(([kind, allowed]) => (
              <span key={`${verb}-${kind}`} id={`${reasonId}-${verb}-${kind}`}>
                {roleBlocked(role, allowed, messages.access.verbs[verb])}
              </span>
            )),
          )}
        </div>
      ) : null}
    </WriteAccessContext.Provider>
  );
}

export interface WriteGuard {
  readonly blocked: boolean;
  /** The sentence to show beside a blocked control, when there is room for it. */
  readonly reason: string | undefined;
  /** Spread on the control: disabled and described by the reason while blocked, nothing otherwise. */
  readonly props: { readonly disabled?: true; readonly 'aria-describedby'?: string };
}

/** The guard of a control that writes; with its `operation`, the person's role may block it too. */
export function useWriteGuard(verb: WriteVerb, operation?: string): WriteGuard {
  const { blockedBecause, role, reasonId } = useContext(WriteAccessContext);
  if (blockedBecause)
    return {
      blocked: true,
      reason: messages.access.blocked(blockedBecause, verb),
      props: { disabled: true, 'aria-describedby': `${reasonId}-${verb}` },
    };
  if (role && operation && !mayCall(role, operation)) {
    const allowed = rolesOf(operation);
    return {
      blocked: true,
      reason: roleBlocked(role, allowed, messages.access.verbs[verb]),
      props: { disabled: true, 'aria-describedby': `${reasonId}-${verb}-${askKind(allowed)}` },
    };
  }
  return { blocked: false, reason: undefined, props: {} };
}

/** The person's role in the account the screen works in (undefined outside one, or not known yet). */
export function useRole(): MembershipRole | undefined {
  return useContext(WriteAccessContext).role;
}

/** Whether the person's role may make a call (true while the role is not known). */
export function useMayCall(operation: string | undefined): boolean {
  const role = useRole();
  return operation === undefined || mayCall(role, operation);
}

/**
 * The role's check for many calls at once (a row's actions): what the role may never do is not
 * offered at all, while what the account's state blocks is shown disabled with why.
 */
export function useRoleAllows(): (operation: string) => boolean {
  const role = useRole();
  return (operation) => mayCall(role, operation);
}

/**
 * Whether the person's role may open an address (its route's needs, engine/access/route-access.ts):
 * a link to a screen the role may not open is not offered, nor the summary of that screen.
 */
export function useMayOpen(): (href: string) => boolean {
  const role = useRole();
  return (href) => routeRefusal(role, href) === undefined;
}

/**
 * Whether a save is possible on the screen an address opens (its link says 보기 if not): the
 * person's role may save there, and the account may change data at all (a dormant one may not).
 */
export function useMaySaveAt(): (href: string) => boolean {
  const { blockedBecause, role } = useContext(WriteAccessContext);
  return (href) => !blockedBecause && maySaveAt(role, href);
}
