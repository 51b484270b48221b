/**
 * The buttons under a form: 취소, the optional save-and-then (e.g. 저장하고 판매 시작) and the save.
 * While the account may not write, both saves are disabled and the reason is said under them.
 */
import { Button, Flex } from 'antd';
import type { MouseEvent } from 'react';
import { BusyButton } from '@/components/actions/BusyButton';
import { messages } from '@/lib/messages';
import type { WriteGuard } from '../access/write-access';
import type { FormController } from './use-form-controller';

export interface FormButtonsProps {
  readonly controller: FormController;
  readonly submitLabel: string;
  readonly onCancel: () => void;
  /** Text of the cancel button (default 취소). */
  readonly cancelLabel?: string;
  readonly guard: WriteGuard;
  /** Id of the form's note, which says what either save does. */
  readonly noteId?: string | undefined;
}

export function FormButtons({ controller, submitLabel, onCancel, cancelLabel, guard, noteId }: FormButtonsProps) {
  const then = controller.form.saveAndThen;
  const description = [guard.props['aria-describedby'], noteId].filter(Boolean).join(' ');
  const saveProps = { ...guard.props, ...(description ? { 'aria-describedby': description } : {}) };
  return (
    <>
      <Flex gap={8} justify="flex-end" align="center" wrap className="form-buttons">
        <Button onClick={onCancel} disabled={controller.submitting}>
          {cancelLabel ?? messages.common.cancel}
        </Button>
        {then ? (
          // Not a submit button, or Enter in a field would press it (the first one in the form).
          <BusyButton
            busy={controller.submittingThen}
            {...saveProps}
            onClick={(event: MouseEvent<HTMLElement>) => {
              // Validated and sent like any save: the form's own submit, marked as this button's.
              controller.requestThen();
              (event.currentTarget as HTMLButtonElement).form?.requestSubmit();
            }}
          >
            {then.action.label}
          </BusyButton>
        ) : null}
        <BusyButton
          type="primary"
          htmlType="submit"
          busy={controller.submitting && !controller.submittingThen}
          {...saveProps}
        >
          {submitLabel}
        </BusyButton>
      </Flex>
      {guard.reason ? (
        <p className="muted" style={{ margin: '8px 0 0', textAlign: 'end' }}>
          {guard.reason}
        </p>
      ) : null}
    </>
  );
}
