/**
 * One step of the inspection request as a form: the step's fields of the draft's request body
 * (`saveInspectionDraft`), rendered by the engine's SchemaForm (remote-config limits, Korean
 * messages, IME-safe Enter). 다음 validates, saves the whole draft with the step marked finished and
 * opens the next step; 임시 저장 saves what is typed without finishing the step. A failed save keeps
 * what was typed and puts the server's field errors on their fields; leaving with unsaved typing asks.
 */
import type { UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '@/api/errors';
import type { InspectionDraftRequest, InspectionStep } from '@/api/inspection';
import type { JsonSchema } from '@/api/operations';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { useWriteGuard } from '@/engine/access/write-access';
import { deepEqual } from '@/engine/form/deep-equal';
import { SchemaForm } from '@/engine/form/SchemaForm';
import { toErrorSchema } from '@/engine/form/server-errors';
import { useUnsavedChangesGuard } from '@/engine/form/UnsavedChangesGuard';
import { withFieldUi } from '@/engine/form/ui-schema';
import { messages } from '@/lib/messages';
import { useBodySchema } from '@/engine/form/use-body-schema';
import { draftBody, saveDraft } from '@/api/inspection-queries';
import { nextStep, stepDef, withStepDone } from './inspection-rules';
import { InspectionFrame, type InspectionData } from './InspectionFrame';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { StepButtons } from './StepButtons';
import { inspectionHref } from './inspection-paths';

export type DraftField = keyof InspectionDraftRequest;
export type Answers = Partial<InspectionDraftRequest>;

export interface StepFormConfig {
  readonly step: InspectionStep;
  readonly title: string;
  readonly description: string;
  /** The draft's fields this step asks for (the body schema's properties, in this order). */
  readonly fields: readonly DraftField[];
  /** Fields the step needs before 다음. */
  readonly required?: readonly string[];
  /** Changes to the step's schema (a must-check agreement, a narrower enum, a condition). */
  readonly adjust?: (schema: JsonSchema) => JsonSchema;
  /** Widget options by field (`ui:options` …). */
  readonly fieldUi?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface StepFormPageProps {
  readonly config: StepFormConfig;
  /** Shown above the form (what the step is checked against). */
  readonly before?: (data: InspectionData) => ReactNode;
  /** Shown between the fields and the buttons (a check of the typed value). */
  readonly extra?: (answers: Answers, editable: boolean) => ReactNode;
  /** Values the step opens with where the draft has none (what the account already has). */
  readonly defaults?: (data: InspectionData) => Answers;
  /** Runs before 다음 saves: more fields to save, or false to stay on the step. */
  readonly beforeNext?: (answers: Answers) => Promise<Answers | false>;
}

export function StepFormPage(props: StepFormPageProps) {
  const { config } = props;
  return (
    <InspectionFrame title={config.title} description={config.description} current={stepDef(config.step).slug}>
      {/* Keyed by the account: a step's answers are seeded once, from this account's draft. */}
      {(data) => <StepFormBody key={data.account} {...props} data={data} />}
    </InspectionFrame>
  );
}

function StepFormBody(props: StepFormPageProps & { readonly data: InspectionData }) {
  const { config } = props;
  const adjust = useMemo(() => {
    const pick = pickFields(config.fields);
    const own = config.adjust ?? identity;
    return (schema: JsonSchema) => own(pick(schema));
  }, [config]);
  const { schema, uiSchema, error, retry } = useBodySchema(
    'business-account.saveInspectionDraft',
    adjust,
    config.required,
  );
  if (error) return <ErrorState error={error} onRetry={retry} />;
  if (!schema || !uiSchema) return <LoadingState rows={4} />;
  return <LoadedStepForm {...props} schema={schema} uiSchema={withFieldUi(uiSchema, config.fieldUi)} />;
}

const identity = (schema: JsonSchema) => schema;

/** The step's fields of the body schema, in the step's order. */
export function pickFields(fields: readonly DraftField[]) {
  return (schema: JsonSchema): JsonSchema => {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = ((schema.required ?? []) as string[]).filter((name) => fields.includes(name as DraftField));
    return {
      ...schema,
      properties: Object.fromEntries(fields.map((name) => [name, properties[name]])),
      required,
    };
  };
}

function answersOfDraft(data: InspectionData, fields: readonly DraftField[]): Answers {
  const body: Record<string, unknown> = draftBody(data.draft);
  return Object.fromEntries(
    fields.flatMap((name) => (body[name] === undefined || body[name] === null ? [] : [[name, body[name]]])),
  );
}

function LoadedStepForm({
  config,
  data,
  schema,
  uiSchema,
  before,
  extra,
  beforeNext,
  defaults,
}: StepFormPageProps & { readonly data: InspectionData; readonly schema: JsonSchema; readonly uiSchema: UiSchema }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const write = useWriteGuard('save');
  const [answers, setAnswers] = useState<Answers>(() => ({
    ...defaults?.(data),
    ...answersOfDraft(data, config.fields),
  }));
  const [base, setBase] = useState<Answers>(answers);
  const [busy, setBusy] = useState<'next' | 'draft' | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [liveValidate, setLiveValidate] = useState(false);
  const guard = useUnsavedChangesGuard(!deepEqual(answers, base));
  const editable = data.editable && !write.blocked;
  const next = nextStep(config.step);

  const save = async (values: Answers, finish: boolean) => {
    setBusy(finish ? 'next' : 'draft');
    setFailure(undefined);
    try {
      const added = finish && beforeNext ? await beforeNext(values) : {};
      if (added === false) return;
      // The step's fields are replaced as a whole: a field emptied here is emptied in the draft.
      const others = Object.fromEntries(
        Object.entries(draftBody(data.draft)).filter(([name]) => !config.fields.includes(name as DraftField)),
      );
      await saveDraft(queryClient, data.account, {
        ...others,
        ...values,
        ...added,
        completedSteps: finish ? withStepDone(data.draft.completedSteps, config.step) : data.draft.completedSteps,
      });
      setBase(values);
      if (finish) {
        guard.allowNextNavigation();
        void navigate(inspectionHref(data.account, next ? next.slug : 'complete'));
      } else toast.success('임시 저장했어요. 언제든 이어서 할 수 있어요.');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(undefined);
    }
  };

  const fieldErrors = failure ? fieldErrorsOf(failure) : [];
  return (
    <>
      {before?.(data)}
      {!data.editable ? <ReadOnlyNotice baId={data.account} /> : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={fieldErrors.length > 0 ? messages.form.serverRejected : errorMessage(failure)}
        />
      ) : null}
      <SchemaForm
        id={`inspection-${stepDef(config.step).slug}`}
        schema={schema}
        uiSchema={uiSchema}
        formData={answers}
        onChange={(value) => setAnswers(value as Answers)}
        onSubmit={(value) => void save(value as Answers, true)}
        {...(fieldErrors.length > 0 ? { extraErrors: toErrorSchema(fieldErrors) } : {})}
        liveValidate={liveValidate}
        onInvalid={() => setLiveValidate(true)}
        disabled={!editable || busy !== undefined}
      >
        {extra?.(answers, editable)}
        <StepButtons
          editable={editable}
          busy={busy}
          nextLabel={next ? '저장하고 다음' : '저장하고 확인하기'}
          onSaveDraft={() => void save(answers, false)}
          write={write}
        />
      </SchemaForm>
      {guard.dialog}
    </>
  );
}
