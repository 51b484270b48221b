/**
 * Whether the business account a screen works in may change data. The layout that knows the
 * account provides the reason when it may not (a dormant account); every engine control that
 * writes — create, save, delete, status and order changes — is then disabled and described by
 * that reason ("휴면 계정이라 만들 수 없어요."), so no screen decides it on its own.
 *
 * @example
 * <WriteAccessProvider blockedBecause="휴면 계정이라">{page}</WriteAccessProvider>
 * const guard = useWriteGuard('delete'); // <Button {...guard.props}>삭제</Button>
 */
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { messages } from '@/lib/messages';

export type WriteVerb = keyof typeof messages.access.verbs;

const VERBS = Object.keys(messages.access.verbs) as WriteVerb[];

interface WriteAccess {
  /** Why writes are blocked, as the start of a sentence ("휴면 계정이라"); absent when allowed. */
  readonly blockedBecause?: string;
  /** Prefix of the ids of the reason texts controls point at with aria-describedby. */
  readonly reasonId: string;
}

const WriteAccessContext = createContext<WriteAccess>({ reasonId: '' });

export function WriteAccessProvider({
  blockedBecause,
  children,
}: {
  readonly blockedBecause: string | undefined;
  readonly children: ReactNode;
}) {
  const reasonId = useId();
  const value = useMemo(
    () => ({ reasonId, ...(blockedBecause ? { blockedBecause } : {}) }),
    [reasonId, blockedBecause],
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

export function useWriteGuard(verb: WriteVerb): WriteGuard {
  const { blockedBecause, reasonId } = useContext(WriteAccessContext);
  if (!blockedBecause) return { blocked: false, reason: undefined, props: {} };
  return {
    blocked: true,
    reason: messages.access.blocked(blockedBecause, verb),
    props: { disabled: true, 'aria-describedby': `${reasonId}-${verb}` },
  };
}
