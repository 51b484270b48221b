/**
 * Leaving a form with unsaved changes asks first (copy deck: "저장하지 않은 내용이 있어요. 페이지를
 * 나갈까요?" with 계속 작성 / 나가기). Covers in-app navigation (router blocker) and closing the tab.
 */
import { Modal } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
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
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          options.onLeave?.();
          blocker.proceed?.();
        }}
      />
    ),
  };
}

export function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  readonly open: boolean;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}) {
  return (
    <Modal
      open={open}
      title={messages.unsaved.title}
      okText={messages.unsaved.leave}
      cancelText={messages.unsaved.stay}
      onOk={onLeave}
      onCancel={onStay}
      centered
      width={400}
      okButtonProps={{ danger: true }}
      modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
    >
      {null}
    </Modal>
  );
}
