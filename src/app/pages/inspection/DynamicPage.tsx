/**
 * `/inspection/dynamic` (추가 정보): the inspection set's input nodes as a form, built at run time
 * (`inputNodesForm`: JSON Schema + uiSchema) and drawn by the same SchemaForm as every other form.
 * The form is the category's when it has one (clinics, realtors …), else the account's. Answers are
 * kept in the draft (`answers`) like the other steps: 다음 validates and finishes the step, 임시 저장
 * keeps what is typed; a failure keeps the typing and leaving with unsaved typing asks.
 */
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '@/api/errors';
import type { InspectionAnswer, InspectionSet } from '@/api/inspection';
import { useLimits } from '@/api/remote-config';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { useWriteGuard } from '@/engine/access/write-access';
import { deepEqual } from '@/engine/form/deep-equal';
import { DEFAULT_INPUT_NODE_LIMITS, inputNodesForm, knownNodes } from '@/engine/form/input-nodes';
import { SchemaForm } from '@/engine/form/SchemaForm';
import { useUnsavedChangesGuard } from '@/engine/form/UnsavedChangesGuard';
import { draftBody, inspectionSetQuery, saveDraft } from '@/api/inspection-queries';
import { answerErrorsByKey, answersOf, formDataOfAnswers, withStepDone } from './inspection-rules';
import { InspectionFrame, type InspectionData } from './InspectionFrame';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { StepButtons } from './StepButtons';
import { inspectionHref } from './inspection-paths';

export function DynamicPage() {
  return (
    <InspectionFrame
      title="추가 정보"
      description="업종에 따라 검수 담당자가 더 확인하는 정보예요. 사업자등록증과 같은 내용으로 입력해 주세요."
      current="dynamic"
    >
      {(data) => <DynamicBody data={data} />}
    </InspectionFrame>
  );
}

function DynamicBody({ data }: { readonly data: InspectionData }) {
  const queryClient = useQueryClient();
  const set = useQuery(inspectionSetQuery(queryClient, data.account));
  if (set.error && !set.data) return <ErrorState error={set.error} onRetry={() => void set.refetch()} />;
  if (!set.data) return <LoadingState rows={5} />;
  return <DynamicForm data={data} set={set.data} />;
}

/** The remote-config limits of the dynamic form (spec §5: text 200, multiline 500). */
function useNodeLimits() {
  const limits = useLimits();
  return useMemo(
    () => ({
      text: limits.dynamicFormText?.maxLength ?? DEFAULT_INPUT_NODE_LIMITS.text,
      multiline: limits.dynamicFormMultiline?.maxLength ?? DEFAULT_INPUT_NODE_LIMITS.multiline,
      images: limits.explanatoryImages?.maxItems ?? DEFAULT_INPUT_NODE_LIMITS.images,
    }),
    [limits],
  );
}

function DynamicForm({ data, set }: { readonly data: InspectionData; readonly set: InspectionSet }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const write = useWriteGuard('save');
  const limits = useNodeLimits();
  const nodes = useMemo(() => knownNodes(set.fields), [set.fields]);
  const { schema, uiSchema } = useMemo(() => {
    const form = inputNodesForm(nodes, limits);
    const imageFields = nodes.filter((node) => node.type === 'IMAGE').map((node) => node.key);
    for (const key of imageFields)
      form.uiSchema[key] = { ...(form.uiSchema[key] as UiSchema), 'ui:options': { purpose: 'business_inspection' } };
    return form;
  }, [nodes, limits]);
  const [answers, setAnswers] = useState(() => formDataOfAnswers(nodes, data.draft.answers));
  const [base, setBase] = useState(answers);
  const [busy, setBusy] = useState<'next' | 'draft' | undefined>(undefined);
  // What failed, with the answers it sent (the server names a field by its place among them).
  const [failure, setFailure] = useState<{ error: unknown; sent: InspectionAnswer[] } | undefined>(undefined);
  const [liveValidate, setLiveValidate] = useState(false);
  const guard = useUnsavedChangesGuard(!deepEqual(answers, base));
  const editable = data.editable && !write.blocked;

  const save = async (values: Record<string, unknown>, finish: boolean) => {
    setBusy(finish ? 'next' : 'draft');
    setFailure(undefined);
    const sent = answersOf(nodes, values);
    try {
      await saveDraft(queryClient, data.account, {
        ...draftBody(data.draft),
        answers: sent,
        completedSteps: finish ? withStepDone(data.draft.completedSteps, 'DYNAMIC') : data.draft.completedSteps,
      });
      setBase(values);
      if (finish) {
        guard.allowNextNavigation();
        void navigate(inspectionHref(data.account, 'complete'));
      } else toast.success('임시 저장했어요. 언제든 이어서 할 수 있어요.');
    } catch (error) {
      setFailure({ error, sent });
    } finally {
      setBusy(undefined);
    }
  };

  const fieldErrors = failure ? answerErrorsByKey(fieldErrorsOf(failure.error), failure.sent) : {};
  return (
    <>
      <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{set.title}</h2>
      <p className="inspection-hint" style={{ marginTop: 0 }}>
        {set.description}
      </p>
      {!data.editable ? <ReadOnlyNotice baId={data.account} /> : null}
      {failure ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={errorMessage(failure.error)} />
      ) : null}
      {nodes.length === 0 ? <p>이 업종은 더 입력할 정보가 없어요. 다음으로 넘어가 주세요.</p> : null}
      <SchemaForm
        id="inspection-dynamic"
        schema={schema}
        uiSchema={uiSchema}
        formData={answers}
        onChange={(value) => setAnswers(value as Record<string, unknown>)}
        onSubmit={(value) => void save(value as Record<string, unknown>, true)}
        {...(Object.keys(fieldErrors).length > 0 ? { extraErrors: fieldErrors as ErrorSchema } : {})}
        liveValidate={liveValidate}
        onInvalid={() => setLiveValidate(true)}
        disabled={!editable || busy !== undefined}
      >
        <StepButtons
          editable={editable}
          busy={busy}
          nextLabel={'저장하고 확인하기'}
          onSaveDraft={() => void save(answers, false)}
          write={write}
        />
      </SchemaForm>
      {guard.dialog}
    </>
  );
}
