/**
 * A step's form, from the JSON Schema of its request body: answers are saved as a draft a moment
 * after each edit and when the merchant leaves the step ("임시 저장됨 HH:mm"); 검수 요청 validates and
 * sends them. What was typed stays on the screen when a save fails, server field errors land on
 * their fields, and leaving the page with answers not yet saved asks first (나가기 drops them: no
 * save is sent after it, least of all into the account switched to). The form belongs to its
 * account, and 검수 요청 cancels a pending autosave and waits for one on its way (issue 24).
 */
import type { UiSchema } from '@rjsf/utils';
import { Alert, Flex } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCurrentAccount } from '@/api/current-account';
import { fieldErrorsOf } from '@/api/errors';
import { fieldTitles, unchangedRejectedField, type SetupStepRecord } from '@/api/machines/pickup-setup';
import type { JsonSchema, OperationKey } from '@/api/operations';
import { BusyButton } from '@/components/actions/BusyButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { SchemaForm } from '@/engine/form/SchemaForm';
import { toErrorSchema } from '@/engine/form/server-errors';
import { useUnsavedChangesGuard } from '@/engine/form/UnsavedChangesGuard';
import { useBodySchema } from '@/engine/form/use-body-schema';
import { cleanDraft, savedAtText } from './onboarding-rules';

const AUTOSAVE_MS = 1_200;

export interface StepFormProps {
  readonly id: string;
  /** The operation whose request body the form renders. */
  readonly schemaOf: OperationKey;
  /** Fields the merchant must fill before 검수 요청 (added to the schema's own). */
  readonly required?: readonly string[];
  /** Changes to the prepared schema (fields the merchant never types taken out). */
  readonly adjust?: (schema: JsonSchema) => JsonSchema;
  readonly initial: Record<string, unknown>;
  readonly editable: boolean;
  /** Saves a draft; resolves when saved. */
  readonly saveDraft: (answers: Record<string, unknown>) => Promise<unknown>;
  /** Sends the answers for inspection. */
  readonly submit: (answers: Record<string, unknown>) => Promise<unknown>;
  readonly submitLabel: string;
  /** The step as the setup table reads it (its answers come from the form): a rejected field must change. */
  readonly step?: Omit<SetupStepRecord, 'answers' | 'titles'>;
  /** Checks shown between the fields and the buttons (사업자등록번호 확인, 계좌 확인). */
  readonly extra?: (answers: Record<string, unknown>) => ReactNode;
}

export function StepForm(props: StepFormProps) {
  const { schema, uiSchema, error, retry } = useBodySchema(props.schemaOf, props.adjust, props.required);
  if (error) return <ErrorState error={error} onRetry={retry} />;
  if (!schema || !uiSchema) return <LoadingState rows={6} />;
  return <AccountStepForm {...props} schema={schema} uiSchema={uiSchema} />;
}

function AccountStepForm(props: StepFormProps & { readonly schema: JsonSchema; readonly uiSchema: UiSchema }) {
  const account = useCurrentAccount();
  return <LoadedStepForm key={account} {...props} />;
}

function LoadedStepForm({
  id,
  schema,
  uiSchema,
  initial,
  editable,
  saveDraft,
  submit,
  submitLabel,
  extra,
  step,
}: StepFormProps & { readonly schema: JsonSchema; readonly uiSchema: UiSchema }) {
  const [answers, setAnswers] = useState<Record<string, unknown>>(initial);
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<number | undefined>(undefined);
  const [draftError, setDraftError] = useState<unknown>(undefined);
  const [submitError, setSubmitError] = useState<unknown>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [liveValidate, setLiveValidate] = useState(false);
  const latest = useRef({ answers, dirty, saveDraft });
  useEffect(() => {
    latest.current = { answers, dirty, saveDraft };
  });
  // Set once the merchant answers 나가기: the answers are dropped, nothing is saved after it.
  const dropped = useRef(false);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const guard = useUnsavedChangesGuard(dirty, {
    onLeave: () => {
      dropped.current = true;
    },
  });

  const flush = useCallback(async () => {
    const { answers: current, dirty: pending, saveDraft: save } = latest.current;
    if (!pending || dropped.current) return;
    try {
      const saved = save((cleanDraft(current) ?? {}) as Record<string, unknown>);
      saving.current = saved.catch(() => undefined);
      await saved;
      // Typed again while saving: the next timer saves that.
      if (latest.current.answers === current) setDirty(false);
      setSavedAt(Date.now());
      setDraftError(undefined);
    } catch (error) {
      setDraftError(error);
    }
  }, []);

  // Autosave a moment after the last edit; 검수 요청 cancels a pending one, and so does the leave
  // question while it is open (나가기 drops the answers; 계속 작성 starts the moment again).
  const asking = guard.asking;
  useEffect(() => {
    if (!dirty || !editable || submitting || asking) return undefined;
    const timer = setTimeout(() => void flush(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [answers, dirty, editable, submitting, asking, flush]);

  // Leaving the step (another step, another page) saves what is pending.
  useEffect(() => () => void flush(), [flush]);

  // A rejected field still as it was sent: said under the field, and on the button instead of sending.
  const unchanged = step
    ? unchangedRejectedField({
        ...step,
        answers: cleanDraft(answers) as Record<string, unknown>,
        titles: fieldTitles(schema),
      })
    : undefined;
  const rejectedIssue =
    unchanged && step?.rejectReason
      ? [{ field: unchanged.field, reason: `반려 사유: ${step.rejectReason.title}. ${unchanged.reason}` }]
      : [];
  const issues = [...rejectedIssue, ...(submitError ? fieldErrorsOf(submitError) : [])];
  const serverErrors = issues.length > 0 ? toErrorSchema(issues) : undefined;
  return (
    <>
      {submitError ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={errorMessage(submitError)} />
      ) : null}
      <SchemaForm
        id={id}
        schema={schema}
        uiSchema={uiSchema}
        formData={answers}
        onChange={(next) => {
          setAnswers(next as Record<string, unknown>);
          setDirty(true);
        }}
        onSubmit={(next) => {
          const sent = next as Record<string, unknown>;
          setSubmitting(true);
          setSubmitError(undefined);
          // A draft save already on its way lands first: it never overwrites what is sent.
          saving.current
            .then(() => submit(sent))
            .then(() => {
              setDirty(false);
              setSavedAt(Date.now());
            })
            .catch((error: unknown) => setSubmitError(error))
            .finally(() => setSubmitting(false));
        }}
        {...(serverErrors ? { extraErrors: serverErrors } : {})}
        liveValidate={liveValidate}
        onInvalid={() => setLiveValidate(true)}
        disabled={!editable || submitting}
      >
        {extra?.(answers)}
        <Flex gap={12} align="center" wrap style={{ marginTop: 16 }}>
          {editable ? (
            <BusyButton type="primary" htmlType="submit" busy={submitting} disabled={unchanged !== undefined}>
              {unchanged ? unchanged.reason : submitLabel}
            </BusyButton>
          ) : null}
          <span className="onboarding-hint" role="status">
            {draftError
              ? `임시 저장하지 못했어요. ${errorMessage(draftError)}`
              : savedAt
                ? savedAtText(savedAt)
                : dirty
                  ? '저장 중…'
                  : ''}
          </span>
        </Flex>
      </SchemaForm>
      {guard.dialog}
    </>
  );
}
