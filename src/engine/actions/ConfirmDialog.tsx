/**
 * A confirm step for an action. While the action runs the OK button spins; if it fails the dialog
 * stays open with the error and the user can try again or cancel. Escape and a click outside
 * close it; focus stays inside while it is open and the page behind does not scroll (antd Modal).
 * The body names whom the action touches in bold (`**이매니저**`); an irreversible action can ask
 * for a text typed first (the shop's name), and OK stays disabled until it matches.
 */
import { Alert, Input, Modal } from 'antd';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { errorMessage } from '@/components/feedback/error-message';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { messages } from '@/lib/messages';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** The sentence, `**…**` parts (the account, the person, the order) in bold; or a node with its own `<strong>`. */
  readonly body?: ReactNode;
  readonly okText?: string;
  /** A text the merchant types before OK enables (the shop's name for deleting or handing over an account). */
  readonly typeToConfirm?: string;
  readonly danger?: boolean;
  /** Runs on OK; the dialog closes when it resolves and shows the error when it rejects. */
  readonly onConfirm: () => Promise<unknown>;
  readonly onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  body,
  okText,
  danger,
  typeToConfirm,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const typedOk = typeToConfirm === undefined || sameText(typed, typeToConfirm);

  const close = () => {
    if (running) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!typedOk) return;
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
      okButtonProps={{ danger: danger ?? false, loading: running, disabled: !typedOk }}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
      centered
      width={400}
      modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
    >
      {body ? (
        <div style={{ margin: error || typeToConfirm ? '0 0 12px' : 0 }}>
          {typeof body === 'string' ? emphasised(body) : body}
        </div>
      ) : null}
      {typeToConfirm !== undefined ? (
        <div style={{ marginBottom: error ? 12 : 0 }}>
          <label htmlFor={typedId} style={{ display: 'block', marginBottom: 4 }}>
            {messages.common.typeToConfirm(typeToConfirm)}
          </label>
          <Input
            id={typedId}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={() => void confirm()}
          />
        </div>
      ) : null}
      {error ? <Alert type="error" showIcon title={errorMessage(error)} role="alert" /> : null}
    </Modal>
  );
}

/** `**…**` parts of a sentence in bold. */
function emphasised(text: string) {
  return text
    .split(/\*\*(.+?)\*\*/g)
    .map((part, index) =>
      index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
    );
}

/** The typed text matches: spaces at the ends and full-width forms do not count. */
function sameText(typed: string, expected: string): boolean {
  return typed.normalize('NFKC').trim() === expected.normalize('NFKC').trim();
}
