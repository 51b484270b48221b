/**
 * Leaving a form with unsaved changes asks first (copy deck: "저장하지 않은 내용이 있어요. 페이지를
 * 나갈까요?" with 계속 작성 / 나가기). Covers in-app navigation (router blocker) and closing the tab.
 */
import { Modal } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { messages } from '@/lib/messages';

export interface UnsavedChangesOptions {
  /** Called when the user chooses to leave with the changes unsaved (나가기). */
  readonly onLeave?: () => void;
}

/**
 * How many leave questions are open now (one page asks at a time; counted to be safe). While one is
 * open the merchant has not decided (or has chosen 나가기 and the next page is loading): nothing is
 * checked as they type (useFieldChecks), so no call leaves for the account they are leaving after
 * the switch began.
 */
let openQuestions = 0;
const questionListeners = new Set<() => void>();

/** Marks a leave question open until the returned function is called. */
export function openLeaveQuestion(): () => void {
  openQuestions += 1;
  questionListeners.forEach((listener) => listener());
  return () => {
    openQuestions -= 1;
    questionListeners.forEach((listener) => listener());
  };
}

function subscribeQuestions(listener: () => void): () => void {
  questionListeners.add(listener);
  return () => questionListeners.delete(listener);
}

/** Whether a leave question (저장하지 않은 내용이 있어요) is open anywhere in the console. */
export function useLeaveQuestionOpen(): boolean {
  return useSyncExternalStore(
    subscribeQuestions,
    () => openQuestions > 0,
    () => false,
  );
}

export function useUnsavedChangesGuard(dirty: boolean, options: UnsavedChangesOptions = {}) {
  const allowLeave = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const asking = blocker.state === 'blocked';
  const here = useLocation();
  // The account switcher rewrites the account part of the address: the question says so.
  const switchingAccount = asking && accountInPath(blocker.location.pathname) !== accountInPath(here.pathname);
  // 나가기 does not end it: until the next page's loaders are done the router keeps this form on
  // screen, and a check resumed then would leave with the account being left (the sweep saw it).
  const undecidedOrLeaving = blocker.state !== 'unblocked';
  useEffect(() => (undecidedOrLeaving ? openLeaveQuestion() : undefined), [undecidedOrLeaving]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    /** Whether the leave question is open: nothing should be saved or checked until it is answered. */
    asking,
    /** Call before navigating away on purpose (after saving). */
    allowNextNavigation: () => {
      allowLeave.current = true;
    },
    dialog: (
      <LeaveDialog
        open={blocker.state === 'blocked'}
        switchingAccount={switchingAccount}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          options.onLeave?.();
          blocker.proceed?.();
        }}
      />
    ),
  };
}

/** The business account an address belongs to (/profile/{baId}/…), or undefined. */
function accountInPath(pathname: string): string | undefined {
  return /^\/profile\/(\d+)(?:\/|$)/.exec(pathname)?.[1];
}

export function LeaveDialog({
  open,
  switchingAccount = false,
  onStay,
  onLeave,
}: {
  readonly open: boolean;
  /** The question comes from switching to another account (issue 41): the dialog says so. */
  readonly switchingAccount?: boolean;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}) {
  return (
    <Modal
      open={open}
      // The long question wraps short of the close button, never under it (issue 41).
      title={<span style={{ display: 'block', paddingInlineEnd: 32 }}>{messages.unsaved.title}</span>}
      okText={messages.unsaved.leave}
      cancelText={messages.unsaved.stay}
      onOk={onLeave}
      onCancel={onStay}
      centered
      width={400}
      okButtonProps={{ danger: true }}
      modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
    >
      {switchingAccount ? <p style={{ margin: 0 }}>{messages.unsaved.accountSwitch}</p> : null}
    </Modal>
  );
}
