/** The frame of a creation step: an IME-safe form, its failed save (with 다시 시도), its fields. */
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { preventComposingSubmit } from '@/engine/form/ime';
import { createMessages as text } from '@/lib/info-messages';
import { messages } from '@/lib/messages';

export function StepForm({
  failure,
  busy,
  onSubmit,
  children,
}: {
  /** The last save's error; a refusal naming fields is said on them, anything else can be retried. */
  readonly failure: unknown;
  readonly busy: boolean;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  const refused = fieldErrorsOf(failure).length > 0;
  return (
    <form
      noValidate
      onKeyDownCapture={preventComposingSubmit}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 20 }}
          title={refused ? text.failed : `${errorMessage(failure)} ${text.failed}`}
          action={
            refused ? undefined : (
              <BusyButton size="small" busy={busy} onClick={onSubmit}>
                {messages.common.retry}
              </BusyButton>
            )
          }
        />
      ) : null}
      {children}
    </form>
  );
}
