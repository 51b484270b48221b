/** The body of a create/edit form: loading, load error, the schema form, submit error, buttons. */
import { Alert, Button, Flex } from 'antd';
import { BusyButton } from '@/components/actions/BusyButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { messages } from '@/lib/messages';
import { fieldErrorsOf } from '@/api/errors';
import { useWriteGuard } from '../access/write-access';
import { SchemaForm } from './SchemaForm';
import type { FormController } from './use-form-controller';

export interface FormViewProps {
  readonly id: string;
  readonly controller: FormController;
  readonly submitLabel: string;
  readonly onCancel: () => void;
}

export function FormView({ id, controller, submitLabel, onCancel }: FormViewProps) {
  const { schema, uiSchema, formData, loading, loadError } = controller;
  const guard = useWriteGuard('save');
  const { note, saveAndThen: then } = controller.form;
  // The note says what either save does: the buttons are described by it (and by a block's reason).
  const describedBy = note
    ? { 'aria-describedby': [guard.props['aria-describedby'], `${id}-note`].filter(Boolean).join(' ') }
    : {};
  if (loadError) return <ErrorState error={loadError} onRetry={controller.retryLoad} />;
  if (loading || !schema || !uiSchema || formData === undefined) return <LoadingState rows={8} />;

  const submitError = controller.submitError;
  return (
    <>
      {submitError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 24 }}
          title={fieldErrorsOf(submitError).length > 0 ? messages.form.serverRejected : errorMessage(submitError)}
          action={
            fieldErrorsOf(submitError).length > 0 ? undefined : (
              <BusyButton size="small" onClick={controller.retrySubmit} busy={controller.submitting}>
                {messages.common.retry}
              </BusyButton>
            )
          }
        />
      ) : null}
      <SchemaForm
        id={id}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        onChange={controller.onChange}
        onSubmit={controller.submit}
        {...(controller.serverErrors ? { extraErrors: controller.serverErrors } : {})}
        liveValidate={controller.liveValidate}
        onInvalid={controller.onInvalid}
        disabled={controller.submitting || guard.blocked}
      >
        <Flex gap={8} justify="flex-end" align="center" wrap style={{ marginTop: 24 }}>
          {note ? (
            <span id={`${id}-note`} className="muted" style={{ marginInlineEnd: 'auto' }}>
              {note}
            </span>
          ) : null}
          <Button onClick={onCancel} disabled={controller.submitting}>
            {messages.common.cancel}
          </Button>
          {then ? (
            <BusyButton
              busy={controller.submittingThen}
              {...guard.props}
              {...describedBy}
              onClick={() => {
                // Validated and sent like any save: the form's own submit, marked as this button's.
                controller.requestThen();
                (document.getElementById(id) as HTMLFormElement | null)?.requestSubmit();
              }}
            >
              {then.action.label}
            </BusyButton>
          ) : null}
          <BusyButton
            type="primary"
            htmlType="submit"
            busy={controller.submitting && !controller.submittingThen}
            {...guard.props}
            {...describedBy}
          >
            {submitLabel}
          </BusyButton>
        </Flex>
        {guard.reason ? (
          <p className="muted" style={{ margin: '8px 0 0', textAlign: 'end' }}>
            {guard.reason}
          </p>
        ) : null}
      </SchemaForm>
    </>
  );
}
