/**
 * A mutation action as a real button, with its confirm dialog when it has one. It runs for one
 * record, or in order for every selected record (bulk); the first failure stops it and shows.
 */
import { lazy, Suspense, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { errorMessage } from '@/components/feedback/error-message';
import { useWriteGuard } from '../access/write-access';
import type { MutationActionDef } from '../resource/types';
import { AccountConfirmDialog } from './AccountConfirmDialog';
import { LazyConfirmDialog } from './LazyConfirmDialog';
import { useRunAction } from './use-run-action';
import { RowButton } from '@/components/actions/RowButton';

// The form library loads only when an action's form opens (list routes stay light).
const ActionFormDrawer = lazy(() =>
  import('../form/ActionFormDrawer').then((module) => ({ default: module.ActionFormDrawer })),
);

export interface ActionTarget {
  readonly row: unknown;
  readonly id: unknown;
}

export interface ActionButtonProps {
  readonly action: MutationActionDef;
  readonly targets: readonly ActionTarget[];
  /** Accessible name suffix, so "재발행" reads as "재발행: 평일 오전 2,000원 할인". */
  readonly recordLabel?: string;
  readonly size?: 'small' | 'middle';
  readonly onDone?: () => void;
}

export function ActionButton({ action, targets, recordLabel, size = 'small', onDone }: ActionButtonProps) {
  const run = useRunAction();
  const guard = useWriteGuard('change', action.op.key);
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [typing, setTyping] = useState(false);

  const perform = async () => {
    if (action.bulkBody) {
      await run({
        op: action.op,
        body: action.bulkBody(targets.map((target) => target.row)),
        ...(action.successToast ? { successToast: action.successToast } : {}),
        ...(action.refreshes ? { refreshes: action.refreshes } : {}),
      });
      onDone?.();
      return;
    }
    const toast = targets.length === 1 && action.rowToast ? action.rowToast(targets[0]!.row) : action.successToast;
    for (const [index, { row, id }] of targets.entries()) {
      const last = index === targets.length - 1;
      await run({
        op: action.op,
        id,
        row,
        body: action.body?.(row),
        ...(last && toast ? { successToast: toast } : {}),
        ...(action.refreshes ? { refreshes: action.refreshes } : {}),
        quiet: !last,
      });
    }
    onDone?.();
  };

  const onClick = async () => {
    if (action.form) {
      setTyping(true);
      return;
    }
    if (action.confirm) {
      setConfirming(true);
      return;
    }
    setRunning(true);
    try {
      await perform();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <RowButton
        size={size}
        danger={action.danger ?? false}
        busy={running}
        onClick={() => void onClick()}
        aria-label={recordLabel ? `${action.label}: ${recordLabel}` : undefined}
        {...guard.props}
      >
        {action.label}
      </RowButton>
      {action.confirm && (typeof action.confirm.body === 'function' || action.confirm.typeAccountName) ? (
        confirming ? (
          <AccountConfirmDialog
            confirm={action.confirm}
            row={targets[0]?.row}
            danger={action.confirm.danger ?? action.danger ?? false}
            onConfirm={perform}
            onClose={() => setConfirming(false)}
          />
        ) : null
      ) : action.confirm ? (
        <LazyConfirmDialog
          open={confirming}
          title={action.confirm.title}
          {...(typeof action.confirm.body === 'string' ? { body: action.confirm.body } : {})}
          {...(action.confirm.ok ? { okText: action.confirm.ok } : {})}
          danger={action.confirm.danger ?? action.danger ?? false}
          onConfirm={perform}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {typing && action.form && targets[0] ? (
        <Suspense fallback={null}>
          <ActionFormDrawer
            action={action}
            form={action.form}
            target={targets[0]}
            {...(recordLabel ? { recordLabel } : {})}
            onClose={() => {
              setTyping(false);
            }}
            onDone={() => {
              setTyping(false);
              onDone?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
