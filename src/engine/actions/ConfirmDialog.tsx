/**
 * A confirm step for an action. While the action runs the OK button spins; if it fails the dialog
 * stays open with the error and the user can try again or cancel. Escape and a click outside
 * close it; focus stays inside while it is open and the page behind does not scroll (antd Modal).
 */
import { Alert, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/components/feedback/error-message';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { messages } from '@/lib/messages';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** What the step does to whom; names in it may be bold (`<strong>`). */
  readonly body?: ReactNode;
  readonly okText?: string;
  readonly danger?: boolean;
  /** Runs on OK; the dialog closes when it resolves and shows the error when it rejects. */
  readonly onConfirm: () => Promise<unknown>;
  readonly onClose: () => void;
}

export function ConfirmDialog({ open, title, body, okText, danger, onConfirm, onClose }: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const close = () => {
    if (running) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setRunning(true);
    setError(null);
    try {
      await onConfirm();
      setRunning(false);
      onClose();
    } catch (caught) {
      setRunning(false);
      setError(caught);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={error ? messages.common.retry : (okText ?? messages.common.confirm)}
      cancelText={messages.common.cancel}
      okButtonProps={{ danger: danger ?? false, loading: running }}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
      centered
      width={400}
      modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
    >
      {body ? <div style={{ margin: error ? '0 0 12px' : 0 }}>{body}</div> : null}
      {error ? <Alert type="error" showIcon title={errorMessage(error)} role="alert" /> : null}
    </Modal>
  );
}
