/**
 * The five steps of the pickup application, one panel each: the step's inspection status (with a
 * rejection's reason and date), its form or choice, and its own 검수 요청.
 */
import { digitsOf } from '@/lib/normalize';
import { Alert, Checkbox, Flex, Input, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useCurrentAccount } from '@/api/current-account';
import { fieldErrorsOf } from '@/api/errors';
import type { JsonSchema } from '@/api/operations';
import {
  checkBusinessNumber,
  checkSettlementAccount,
  type InspectionStatus,
  type OnboardingApplication,
} from '@/api/pickup-onboarding';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { enumTone } from '@/engine/fields/enum-tone';
import { useOnboardingCall, type OnboardingCall } from '@/api/pickup-onboarding-queries';
import {
  accountMessage,
  businessNumberMessage,
  canEditStep,
  initialAnswers,
  INSPECTION_LABELS,
  setupStepOf,
  MENU_STATUS_LABELS,
  statusLine,
  stepStatusOf,
  STEPS,
  type CheckTone,
  type StepKey,
} from './onboarding-rules';
import { StepForm } from './StepForm';

export interface StepPanelProps {
  readonly application: OnboardingApplication;
  readonly stepKey: StepKey;
}

/** 검수 전 / 검수 중 / 승인 / 반려 as a tag. */
export function InspectionTag({ status }: { readonly status: InspectionStatus }) {
  return <Tag color={enumTone(status)}>{INSPECTION_LABELS[status]}</Tag>;
}

function StepHeader({ application, stepKey }: StepPanelProps) {
  const step = STEPS.find((candidate) => candidate.key === stepKey)!;
  const status = stepStatusOf(application, stepKey);
  const inspection = stepKey === 'menuRegistration' ? undefined : application[stepKey];
  const editable = canEditStep(application, stepKey);
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} wrap>
        <h2 className="panel-title" style={{ margin: 0 }} id={`step-${stepKey}-title`}>
          {step.label}
        </h2>
        {stepKey === 'menuRegistration' ? (
          <Tag color={enumTone(application.menuRegistration.status)}>
            {MENU_STATUS_LABELS[application.menuRegistration.status]}
          </Tag>
        ) : (
          <InspectionTag status={status} />
        )}
        {inspection?.statusUpdatedAt ? (
          <span className="onboarding-hint">{statusLine('상태 바뀐 때', inspection.statusUpdatedAt)}</span>
        ) : null}
      </Flex>
      {inspection?.status === 'REJECTED' && inspection.rejectReason ? (
        <Alert
          type="error"
          showIcon
          title={`반려 사유: ${inspection.rejectReason.title}`}
          description={
            <>
              <p style={{ margin: 0 }}>{inspection.rejectReason.content}</p>
              <p style={{ margin: '4px 0 0' }}>
                {statusLine('반려', inspection.statusUpdatedAt)} · 전에 보낸 내용은 그대로 있어요. 고쳐서 다시 요청해
                주세요.
              </p>
            </>
          }
        />
      ) : null}
      {!editable && status === 'UNDER_INSPECTION' ? (
        <Alert type="info" showIcon role="note" title="검수 중이에요. 결과가 나올 때까지 내용을 바꿀 수 없어요." />
      ) : null}
      {!editable && status === 'APPROVED' ? (
        <Alert type="success" showIcon role="note" title="승인된 단계예요." />
      ) : null}
    </Flex>
  );
}

/** A check the step offers (사업자등록번호, 계좌), with its answer in its own sentence below. */
function CheckButton({
  label,
  disabled,
  run,
}: {
  readonly label: string;
  readonly disabled: boolean;
  readonly run: () => Promise<{ tone: CheckTone; text: string }>;
}) {
  const [check, setCheck] = useState<{ tone: CheckTone; text: string } | undefined>();
  const [checking, setChecking] = useState(false);
  return (
    <div style={{ marginTop: 8 }}>
      <BusyButton
        busy={checking}
        disabled={disabled}
        onClick={() => {
          setChecking(true);
          run()
            .then(setCheck)
            .catch((error: unknown) => setCheck({ tone: 'error', text: errorMessage(error) }))
            .finally(() => setChecking(false));
        }}
      >
        {label}
      </BusyButton>
      {check ? <Alert type={check.tone} showIcon role="status" title={check.text} style={{ marginTop: 12 }} /> : null}
    </div>
  );
}

/** Draft save, then (when given) the step's status call with UNDER_INSPECTION. */
function useStepCalls(draftCall: OnboardingCall, statusCall?: OnboardingCall) {
  const call = useOnboardingCall();
  return {
    saveDraft: (answers: Record<string, unknown>) => call.mutateAsync({ call: draftCall, body: answers }),
    requestInspection: async (answers: Record<string, unknown>) => {
      await call.mutateAsync({ call: draftCall, body: answers });
      if (statusCall) await call.mutateAsync({ call: statusCall, body: { status: 'UNDER_INSPECTION' } });
      toast.success('검수를 요청했어요.');
    },
  };
}

// ─── 1. 사업자 등록 확인 ──────────────────────────────────────────────────

export function BusinessStep(props: StepPanelProps) {
  const { application } = props;
  const account = useCurrentAccount();
  const call = useOnboardingCall();
  const editable = canEditStep(application, 'businessRegistrationInspection');
  return (
    <section aria-labelledby="step-businessRegistrationInspection-title">
      <StepHeader {...props} />
      <StepForm
        id="onboarding-business"
        schemaOf="pickup.submitBusinessRegistrationInspection"
        initial={initialAnswers(application.businessRegistrationInspection.draft)}
        editable={editable}
        saveDraft={(answers) => call.mutateAsync({ call: 'pickup.saveBusinessRegistrationDraft', body: answers })}
        submit={async (answers) => {
          await call.mutateAsync({ call: 'pickup.submitBusinessRegistrationInspection', body: answers });
          toast.success('사업자 정보 검수를 요청했어요.');
        }}
        submitLabel={application.businessRegistrationInspection.status === 'REJECTED' ? '다시 검수 요청' : '검수 요청'}
        step={setupStepOf(application, 'businessRegistrationInspection')}
        extra={(answers) =>
          editable ? (
            <CheckButton
              label="사업자등록번호 확인"
              disabled={typeof answers.businessNumber !== 'string' || !/^\d{10}$/.test(answers.businessNumber)}
              run={async () =>
                businessNumberMessage(await checkBusinessNumber(account, String(answers.businessNumber)))
              }
            />
          ) : null
        }
      />
    </section>
  );
}

// ─── 2. 정산 계좌 ─────────────────────────────────────────────────────────

export function SettlementStep(props: StepPanelProps) {
  const { application } = props;
  const account = useCurrentAccount();
  const calls = useStepCalls('pickup.saveSettlementAccountDraft', 'pickup.updateSettlementAccountStatus');
  const editable = canEditStep(application, 'settlementAccount');
  return (
    <section aria-labelledby="step-settlementAccount-title">
      <StepHeader {...props} />
      <StepForm
        id="onboarding-settlement"
        schemaOf="pickup.saveSettlementAccountDraft"
        required={SETTLEMENT_REQUIRED}
        initial={initialAnswers(application.settlementAccount.draft)}
        editable={editable}
        saveDraft={calls.saveDraft}
        submit={calls.requestInspection}
        submitLabel={application.settlementAccount.status === 'REJECTED' ? '다시 검수 요청' : '검수 요청'}
        step={setupStepOf(application, 'settlementAccount')}
        extra={(answers) =>
          editable ? (
            <CheckButton
              label="계좌 확인"
              disabled={!answers.bankName || !answers.accountNumber}
              run={async () =>
                accountMessage(
                  await checkSettlementAccount(account, {
                    bankName: String(answers.bankName),
                    accountNumber: digitsOf(String(answers.accountNumber)),
                  }),
                )
              }
            />
          ) : null
        }
      />
    </section>
  );
}

const SETTLEMENT_REQUIRED = ['bankName', 'accountNumber', 'name', 'contact'] as const;

// ─── 3. 가게 정보 ─────────────────────────────────────────────────────────

/** The store address's region and coordinates come from the account, not from typing. */
function withoutLocation(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const address = properties?.storeAddress;
  if (!address) return schema;
  const {
    regionId: _regionId,
    coordinates: _coordinates,
    ...rest
  } = (address.properties ?? {}) as Record<string, JsonSchema>;
  return { ...schema, properties: { ...properties, storeAddress: { ...address, properties: rest } } };
}

export function StoreStep(props: StepPanelProps) {
  const { application } = props;
  const draft = application.storeInfo.draft;
  const calls = useStepCalls('pickup.saveStoreInfoDraft');
  const call = useOnboardingCall();
  // Region and coordinates stay as the server has them.
  const withLocation = (answers: Record<string, unknown>) => ({
    ...answers,
    storeAddress: { ...draft?.storeAddress, ...(answers.storeAddress as object | undefined) },
  });
  return (
    <section aria-labelledby="step-storeInfo-title">
      <StepHeader {...props} />
      <StepForm
        id="onboarding-store"
        schemaOf="pickup.submitStoreInfoInspection"
        adjust={withoutLocation}
        initial={initialAnswers(draft)}
        editable={canEditStep(application, 'storeInfo')}
        saveDraft={(answers) => calls.saveDraft(withLocation(answers))}
        submit={async (answers) => {
          await call.mutateAsync({ call: 'pickup.submitStoreInfoInspection', body: withLocation(answers) });
          toast.success('매장 정보 검수를 요청했어요.');
        }}
        submitLabel={application.storeInfo.status === 'REJECTED' ? '다시 검수 요청' : '검수 요청'}
        step={setupStepOf(application, 'storeInfo')}
      />
    </section>
  );
}

// ─── 4. 할인 리워드 ───────────────────────────────────────────────────────

export function DiscountStep(props: StepPanelProps) {
  const { application } = props;
  const call = useOnboardingCall();
  const editable = canEditStep(application, 'discountReward');
  const [agreed, setAgreed] = useState(application.discountReward.status !== 'BEFORE_INSPECTION');
  return (
    <section aria-labelledby="step-discountReward-title">
      <StepHeader {...props} />
      <p>
        동네마켓에서 처음 픽업 주문하는 이웃에게 1,000원 할인 리워드를 드려요. 할인 금액은 동네마켓이 부담하고, 정산할
        때 빼지 않아요. 매장 할인은 입점 뒤 매장 할인 메뉴에서 따로 만들 수 있어요.
      </p>
      <Checkbox checked={agreed} disabled={!editable} onChange={(event) => setAgreed(event.target.checked)}>
        첫 주문 할인 리워드에 참여할게요
      </Checkbox>
      {editable ? (
        <Flex style={{ marginTop: 16 }}>
          <BusyButton
            type="primary"
            busy={call.isPending}
            disabled={!agreed}
            onClick={() =>
              call
                .mutateAsync({ call: 'pickup.updateDiscountRewardStatus', body: { status: 'UNDER_INSPECTION' } })
                .then(() => toast.success('검수를 요청했어요.'))
                .catch((error: unknown) => toast.error(errorMessage(error)))
            }
          >
            {application.discountReward.status === 'REJECTED' ? '다시 검수 요청' : '검수 요청'}
          </BusyButton>
        </Flex>
      ) : null}
    </section>
  );
}

// ─── 5. 메뉴 등록 ─────────────────────────────────────────────────────────

/** 망원동 (the demo's default) when the store has no coordinates yet. */
const DEFAULT_COORDINATES = { latitude: 37.5559, longitude: 126.9016 };

export function MenuStep(props: StepPanelProps) {
  const { application } = props;
  const menu = application.menuRegistration;
  const call = useOnboardingCall();
  const editable = canEditStep(application, 'menuRegistration');
  const [mode, setMode] = useState<'MANUAL' | 'SCRAPING'>(menu.type && menu.type !== 'MANUAL' ? 'SCRAPING' : 'MANUAL');
  const [url, setUrl] = useState(menu.scrapingUrl ?? '');
  const [urlError, setUrlError] = useState<string | undefined>();
  const processing = menu.status === 'PROCESSING';

  const scrape = () => {
    setUrlError(undefined);
    call
      .mutateAsync({
        call: 'pickup.requestMenuScraping',
        body: {
          scrapingUrl: url.trim(),
          coordinates: application.storeInfo.draft?.storeAddress?.coordinates ?? DEFAULT_COORDINATES,
        },
      })
      .catch((error: unknown) => {
        const field = fieldErrorsOf(error).find((item) => item.field === 'scrapingUrl');
        setUrlError(field?.reason ?? errorMessage(error));
      });
  };

  return (
    <section aria-labelledby="step-menuRegistration-title">
      <StepHeader {...props} />
      <Radio.Group
        value={mode}
        disabled={!editable || processing}
        onChange={(event) => setMode(event.target.value as 'MANUAL' | 'SCRAPING')}
        options={[
          { value: 'MANUAL', label: '메뉴를 직접 등록할게요' },
          { value: 'SCRAPING', label: '배달 앱에 올린 메뉴를 가져올게요' },
        ]}
        aria-label="메뉴 등록 방법"
      />
      {mode === 'MANUAL' ? (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          <p style={{ margin: 0 }}>입점이 승인되면 메뉴 화면에서 메뉴와 옵션을 직접 만들어요.</p>
          {editable ? (
            <div>
              <BusyButton
                type="primary"
                busy={call.isPending}
                onClick={() =>
                  call
                    .mutateAsync({
                      call: 'pickup.updateMenuRegistrationStatus',
                      body: { status: 'COMPLETED', type: 'MANUAL' },
                    })
                    .then(() => toast.success('메뉴는 직접 등록하기로 했어요.'))
                    .catch((error: unknown) => toast.error(errorMessage(error)))
                }
              >
                직접 등록으로 정하기
              </BusyButton>
            </div>
          ) : null}
        </Flex>
      ) : (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          <label htmlFor="scraping-url">배달 앱 매장 주소</label>
          <Input
            id="scraping-url"
            value={url}
            disabled={!editable || processing}
            placeholder="https://baemin.me/..."
            status={urlError ? 'error' : undefined}
            aria-describedby="scraping-url-help"
            aria-invalid={urlError ? true : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
          <span id="scraping-url-help" className={urlError ? 'onboarding-error' : 'onboarding-hint'}>
            {urlError ?? '배달의민족, 요기요, 쿠팡이츠 앱에서 매장 공유하기로 복사한 주소를 붙여 넣어 주세요.'}
          </span>
          {editable ? (
            <div>
              <BusyButton type="primary" busy={call.isPending} disabled={!url.trim() || processing} onClick={scrape}>
                {menu.status === 'FAIL' ? '다시 가져오기' : '메뉴 가져오기'}
              </BusyButton>
            </div>
          ) : null}
        </Flex>
      )}
      {processing ? (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title="메뉴를 가져오고 있어요. 다 가져오면 이 화면이 바로 바뀌어요."
        />
      ) : null}
      {menu.status === 'COMPLETED' ? (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title={
            menu.type === 'MANUAL'
              ? '메뉴는 입점 뒤 직접 등록해요.'
              : '메뉴를 가져왔어요. 입점 뒤 메뉴 화면에서 고칠 수 있어요.'
          }
        />
      ) : null}
      {menu.status === 'FAIL' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 16 }}
          title="메뉴를 가져오지 못했어요. 주소를 확인하고 다시 가져오거나, 직접 등록을 골라 주세요."
        />
      ) : null}
    </section>
  );
}
