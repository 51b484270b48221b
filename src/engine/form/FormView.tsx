/** The body of a create/edit form: loading, load error, the schema form, submit error, buttons. */
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BusyButton } from '@/components/actions/BusyButton';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LinkButton } from '@/components/navigation/LinkButton';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { messages } from '@/lib/messages';
import { errorStatus, fieldErrorsOf } from '@/api/errors';
import { useWriteGuard } from '../access/write-access';
import { LazyConfirmDialog } from '../actions/LazyConfirmDialog';
import { FormButtons } from './FormButtons';
import { SchemaForm } from './SchemaForm';
import type { SaveConfirmDef } from '../resource/types';
import type { FormController } from './use-form-controller';

export interface FormViewProps {
  readonly id: string;
  readonly controller: FormController;
  readonly submitLabel: string;
  readonly onCancel: () => void;
  /** Text of the cancel button (default 취소), e.g. 나중에 하기 on an onboarding step. */
  readonly cancelLabel?: string;
  /** The record's name (`지점`), for the gate's "cannot make" title. */
  readonly label: string;
  /** The way out of a read-only or gated form, named for where it goes (default 목록으로, via onCancel). */
  readonly back?: { readonly label: string; readonly onBack: () => void } | undefined;
}

export function FormView({ id, controller, submitLabel, onCancel, cancelLabel, label, back }: FormViewProps) {
  const leave = back ?? { label: messages.common.back, onBack: onCancel };
  const { schema, uiSchema, formData, loading, loadError } = controller;
  const guard = useWriteGuard('save', controller.form.op.key);
  // A save that says what it does first (form.confirm): the valid data waits for 확인.
  const [confirming, setConfirming] = useState<{ readonly data: unknown; readonly asked: SaveConfirmDef }>();
  const confirmDef = controller.form.confirm;
  const asked = confirming?.asked;
  const submit = (data: unknown) => {
    const question = confirmDef?.(data, controller.record);
    if (question) setConfirming({ data, asked: question });
    else controller.submit(data);
  };
  // What saving does that the fields do not show (a new menu is saved not on sale): said before
  // the merchant fills the form in, and read again as the description of the save buttons.
  const note = controller.form.note;
  const noteId = `${id}-note`;
  const params = useParams();
  // A document the account does not have (yet): why, and where to get one, rather than an error.
  const missing = controller.form.document?.missing;
  if (missing && errorStatus(loadError) === 404)
    return (
      <EmptyState
        text={missing.text}
        action={
          missing.link ? (
            <LinkButton type="primary" to={missing.link.route.href(params)}>
              {missing.link.label}
            </LinkButton>
          ) : undefined
        }
      />
    );
  if (loadError) return <ErrorState error={loadError} onRetry={controller.retryLoad} />;
  if (loading || !schema || !uiSchema || formData === undefined) return <LoadingState rows={8} />;
  if (controller.gateReason !== undefined)
    return (
      <Alert
        type="warning"
        showIcon
        role="note"
        title={messages.form.gateBlockedTitle(label)}
        description={controller.gateReason}
        action={
          <Flex gap={8}>
            {controller.form.gate?.link ? (
              <LinkButton size="small" type="primary" to={controller.form.gate.link.route.href(params)}>
                {controller.form.gate.link.label}
              </LinkButton>
            ) : null}
            <Button size="small" onClick={leave.onBack}>
              {leave.label}
            </Button>
          </Flex>
        }
      />
    );
  const readOnly = controller.readOnlyReason;

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
      {controller.notice ? (
        <Alert type="warning" showIcon role="note" style={{ marginBottom: 24 }} title={controller.notice} />
      ) : null}
      {readOnly ? <Alert type="info" showIcon role="note" style={{ marginBottom: 24 }} title={readOnly} /> : null}
      {note && !readOnly ? (
        // A standing note, not news: role="note" instead of antd's role="alert".
        <Alert type="info" showIcon role="note" style={{ marginBottom: 24 }} title={<span id={noteId}>{note}</span>} />
      ) : null}
      <SchemaForm
        id={id}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        onChange={controller.onChange}
        onSubmit={submit}
        {...(controller.serverErrors ? { extraErrors: controller.serverErrors } : {})}
        liveValidate={controller.liveValidate}
        onInvalid={controller.onInvalid}
        disabled={controller.submitting || guard.blocked || Boolean(readOnly)}
        record={controller.record}
        rules={controller.rules}
      >
        {readOnly ? (
          <Button onClick={leave.onBack}>{leave.label}</Button>
        ) : (
          <FormButtons
            controller={controller}
            submitLabel={submitLabel}
            onCancel={onCancel}
            {...(cancelLabel ? { cancelLabel } : {})}
            guard={guard}
            noteId={note ? noteId : undefined}
          />
        )}
      </SchemaForm>
      {confirmDef ? (
        <LazyConfirmDialog
          open={asked !== undefined}
          title={asked?.title ?? ''}
          body={asked?.body}
          {...(asked?.ok ? { okText: asked.ok } : {})}
          onConfirm={() => {
            // The save's own errors show on the form (its fields, its alert), as for any save.
            if (confirming) controller.submit(confirming.data);
            return Promise.resolve();
          }}
          onClose={() => setConfirming(undefined)}
        />
      ) : null}
    </>
  );
}
