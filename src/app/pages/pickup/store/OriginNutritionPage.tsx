/**
 * `/profile/:baId/pickup/menu/origin-nutrition`: the store's 원산지 and 영양 정보, through the
 * engine's schema form (the PUT body's schema, remote-config limits, Korean messages, IME-safe
 * Enter). What was typed stays through a failed save, server field errors land on their fields, and
 * leaving with unsaved changes asks first. The literal route wins over `/pickup/menu/:menuId`.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { useCurrentAccount } from '@/api/current-account';
import { fieldErrorsOf } from '@/api/errors';
import { callApi, type BodyAt } from '@/api/operations';
import { UnexpectedStatusError } from '@/api/data/read';
import { BusyButton } from '@/components/actions/BusyButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { toast } from '@/components/toast/toast-store';
import { deepEqual } from '@/engine/form/deep-equal';
import { SchemaForm } from '@/engine/form/SchemaForm';
import { toErrorSchema } from '@/engine/form/server-errors';
import { useUnsavedChangesGuard } from '@/engine/form/UnsavedChangesGuard';
import { messages } from '@/lib/messages';
import { useBodySchema } from '../use-body-schema';
import { ingredientsQuery, type StoreIngredients } from './ingredients-queries';

export function OriginNutritionPage() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const ingredients = useQuery(ingredientsQuery(queryClient, account));
  const form = useBodySchema('pickup.updateStoreIngredients');
  const error = ingredients.error ?? form.error;
  return (
    <div>
      <PageHeader
        title="원산지·영양 정보"
        description="손님이 메뉴를 고를 때 보는 가게의 원산지와 영양 정보예요. 관계 법령에 맞게 정확히 적어 주세요."
      />
      <Panel>
        {error && (!ingredients.data || !form.schema) ? (
          <ErrorState
            error={error}
            onRetry={() => {
              void ingredients.refetch();
              form.retry();
            }}
          />
        ) : !ingredients.data || !form.schema || !form.uiSchema ? (
          <LoadingState rows={6} />
        ) : (
          <IngredientsForm saved={ingredients.data} schema={form.schema} uiSchema={form.uiSchema} />
        )}
      </Panel>
    </div>
  );
}

type Mode = StoreIngredients['nutritionInfo']['nutritionManageType'];
type UiSchema = NonNullable<ReturnType<typeof useBodySchema>['uiSchema']>;

/**
 * The content field as the chosen way shows it: a text box (글로 입력), the console's photo
 * uploader keeping the photo's address (사진으로 등록), or nothing at all (표시 안 함).
 */
export function withNutritionWidget(uiSchema: UiSchema, mode: Mode): UiSchema {
  const info = (uiSchema.nutritionInfo ?? {}) as UiSchema;
  const content = (info.nutrition ?? {}) as UiSchema;
  const widget =
    mode === 'IMAGE'
      ? { 'ui:widget': 'Image', 'ui:options': { ...(content['ui:options'] as object), purpose: 'pickup_menu' } }
      : mode === 'NONE'
        ? { 'ui:widget': 'hidden' }
        : {};
  return {
    ...uiSchema,
    nutritionInfo: {
      ...info,
      'ui:order': ['nutritionManageType', 'nutrition', '*'],
      nutrition: { ...content, ...widget },
    },
  };
}

/**
 * Another way chosen: what was typed for the old one (a text, a photo's address) does not carry
 * over; back to the saved way, the saved content comes back.
 */
export function switchedMode(
  before: StoreIngredients,
  next: StoreIngredients,
  saved: StoreIngredients,
): StoreIngredients {
  const mode = next.nutritionInfo.nutritionManageType;
  if (mode === before.nutritionInfo.nutritionManageType) return next;
  const nutrition = mode === saved.nutritionInfo.nutritionManageType ? saved.nutritionInfo.nutrition : '';
  return { ...next, nutritionInfo: { nutritionManageType: mode, nutrition } };
}

function IngredientsForm({
  saved,
  schema,
  uiSchema,
}: {
  readonly saved: StoreIngredients;
  readonly schema: NonNullable<ReturnType<typeof useBodySchema>['schema']>;
  readonly uiSchema: NonNullable<ReturnType<typeof useBodySchema>['uiSchema']>;
}) {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const [answers, setAnswers] = useState<StoreIngredients>(saved);
  const [base, setBase] = useState<unknown>(saved);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [liveValidate, setLiveValidate] = useState(false);
  const dirty = !deepEqual(answers, base);
  const guard = useUnsavedChangesGuard(dirty);

  const save = (answers: unknown) => {
    // The form checked the answers against this operation's body schema.
    const body = answers as BodyAt<'pickup.updateStoreIngredients'>;
    setSaving(true);
    setFailure(undefined);
    callApi('pickup.updateStoreIngredients', { account, body })
      .then(({ status, data }) => {
        if (status !== 200) throw new UnexpectedStatusError(status);
        queryClient.setQueryData(ingredientsQuery(queryClient, account).queryKey, data.data);
        setBase(body);
        toast.success(messages.form.saved);
      })
      .catch((error: unknown) => setFailure(error))
      .finally(() => setSaving(false));
  };

  const fieldErrors = failure ? fieldErrorsOf(failure) : [];
  return (
    <>
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
        id="origin-nutrition"
        schema={schema}
        uiSchema={withNutritionWidget(uiSchema, answers.nutritionInfo.nutritionManageType)}
        formData={answers}
        onChange={(next) => setAnswers(switchedMode(answers, next as StoreIngredients, saved))}
        onSubmit={save}
        {...(fieldErrors.length > 0 ? { extraErrors: toErrorSchema(fieldErrors) } : {})}
        liveValidate={liveValidate}
        onInvalid={() => setLiveValidate(true)}
        disabled={saving}
      >
        <Flex gap={8} style={{ marginTop: 16 }}>
          <BusyButton type="primary" htmlType="submit" busy={saving}>
            {messages.common.save}
          </BusyButton>
        </Flex>
      </SchemaForm>
      {guard.dialog}
    </>
  );
}
