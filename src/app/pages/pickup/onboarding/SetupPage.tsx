/**
 * `/profile/:baId/pickup/setup`: the five steps of the pickup application with each step's
 * inspection status, the chosen step (`?step=`, remembered per account so a merchant who leaves
 * comes back to it), the partnership type, the POS banner and 입점 신청하기 once every step allows.
 */
import { Alert, Flex, Radio, Tag } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { KarrotPartnershipType, OnboardingApplication } from '@/api/pickup-onboarding';
import { BusyButton } from '@/components/actions/BusyButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { enumTone } from '@/engine/fields/enum-tone';
import { useOnboardingApplication, useOnboardingCall, usePosBanner } from '@/api/pickup-onboarding-queries';
import {
  APPLICATION_STATUS_LABELS,
  applicationBlockers,
  isApplicationLocked,
  PARTNERSHIP_LABELS,
  REJECT_REASON_LABELS,
  resumeStep,
  slugOf,
  stepStatusOf,
  STEPS,
  type StepKey,
} from './onboarding-rules';
import { BusinessStep, DiscountStep, InspectionTag, MenuStep, SettlementStep, StoreStep } from './StepPanels';
import './onboarding.css';
import { STORED_VALUES } from '@/api/stored-values';

const rememberKey = (baId: string) => `${STORED_VALUES.pickupOnboardingStep.key}:${baId}`;

export function SetupPage() {
  const application = useOnboardingApplication();
  const app = application.data;
  return (
    <div>
      <PageHeader
        title="픽업 입점 신청"
        description="다섯 단계를 채우고 단계마다 검수를 요청한 뒤, 입점을 신청해 주세요. 쓰던 내용은 자동으로 임시 저장돼요."
        extra={
          app ? (
            <Tag color={enumTone(app.onboardingStatus === 'UNDER_REVIEW' ? 'UNDER_INSPECTION' : app.onboardingStatus)}>
              {APPLICATION_STATUS_LABELS[app.onboardingStatus]}
            </Tag>
          ) : null
        }
      />
      {application.error && !app ? (
        <ErrorState error={application.error} onRetry={() => void application.refetch()} />
      ) : !app ? (
        <LoadingState rows={8} />
      ) : (
        <Setup application={app} />
      )}
    </div>
  );
}

function Setup({ application }: { readonly application: OnboardingApplication }) {
  const { baId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const current = resumeStep(application, search.get('step'), localStorage.getItem(rememberKey(baId)));
  useEffect(() => localStorage.setItem(rememberKey(baId), slugOf(current)), [baId, current]);
  const choose = (key: StepKey) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('step', slugOf(key));
        return next;
      },
      { replace: true },
    );
  const StepPanel = {
    businessRegistrationInspection: BusinessStep,
    settlementAccount: SettlementStep,
    storeInfo: StoreStep,
    discountReward: DiscountStep,
    menuRegistration: MenuStep,
  }[current];
  return (
    <Flex vertical gap={24}>
      <PosBanner />
      <ApplicationNotice application={application} />
      <div className="onboarding-layout">
        <nav aria-label="입점 신청 단계" className="onboarding-steps">
          <ol>
            {STEPS.map((step, index) => (
              <li key={step.key}>
                <button
                  type="button"
                  className="onboarding-step"
                  aria-current={step.key === current ? 'step' : undefined}
                  onClick={() => choose(step.key)}
                >
                  <span className="onboarding-step-number" aria-hidden>
                    {index + 1}
                  </span>
                  <span className="onboarding-step-label">{step.label}</span>
                  <InspectionTag status={stepStatusOf(application, step.key)} />
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <Panel>
          {/* A new key per step: each step's form starts from its own saved answers. */}
          <StepPanel key={current} application={application} stepKey={current} />
        </Panel>
      </div>
      <PartnershipChoice application={application} />
      <SubmitApplication application={application} />
    </Flex>
  );
}

function PosBanner() {
  const banner = usePosBanner();
  if (!banner.data) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="note"
      title="주문 접수 프로그램(POS)을 설치해 보세요"
      description="PC에 주문 접수 프로그램을 설치하면 새 픽업 주문을 소리와 함께 받고, 주문서를 바로 출력할 수 있어요."
    />
  );
}

function ApplicationNotice({ application }: { readonly application: OnboardingApplication }) {
  if (application.onboardingStatus === 'UNDER_REVIEW')
    return <Alert type="info" showIcon role="note" title="입점 신청을 검수하고 있어요. 결과는 알림으로 알려 드려요." />;
  if (application.onboardingStatus === 'APPROVED')
    return <Alert type="success" showIcon role="note" title="입점이 승인되었어요. 이제 픽업 주문을 받을 수 있어요." />;
  if (application.onboardingStatus !== 'REJECTED') return null;
  const reasons = application.rejectReasons.map((reason) => REJECT_REASON_LABELS[reason]);
  return (
    <Alert
      type="error"
      showIcon
      title="입점 신청이 반려되었어요"
      description={
        <>
          {reasons.length > 0 ? <p style={{ margin: 0 }}>{reasons.join(' · ')}</p> : null}
          {application.additionalRejectReason ? (
            <p style={{ margin: '4px 0 0' }}>{application.additionalRejectReason}</p>
          ) : null}
        </>
      }
    />
  );
}

function PartnershipChoice({ application }: { readonly application: OnboardingApplication }) {
  const call = useOnboardingCall();
  const locked = isApplicationLocked(application);
  return (
    <Panel title="제휴 홍보 방식" titleId="partnership-title">
      <p className="onboarding-hint" style={{ marginBottom: 12 }}>
        동네마켓과 함께 가게를 알리는 방법을 골라 주세요. 고르면 바로 저장돼요.
      </p>
      <Radio.Group
        aria-labelledby="partnership-title"
        value={application.karrotPartnershipType}
        disabled={locked || call.isPending}
        onChange={(event) =>
          call
            .mutateAsync({
              call: 'pickup.updatePartnershipType',
              body: { partnershipType: event.target.value as KarrotPartnershipType },
            })
            .then(() => toast.success('제휴 홍보 방식을 저장했어요.'))
            .catch((error: unknown) => toast.error(errorMessage(error)))
        }
      >
        <Flex vertical gap={8}>
          {(Object.keys(PARTNERSHIP_LABELS) as KarrotPartnershipType[]).map((type) => (
            <Radio key={type} value={type}>
              <strong>{PARTNERSHIP_LABELS[type].title}</strong>
              <span className="onboarding-hint"> · {PARTNERSHIP_LABELS[type].description}</span>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Panel>
  );
}

function SubmitApplication({ application }: { readonly application: OnboardingApplication }) {
  const { baId = '' } = useParams();
  const navigate = useNavigate();
  const call = useOnboardingCall();
  const blockers = applicationBlockers(application);
  if (isApplicationLocked(application)) return null;
  return (
    <Panel title="입점 신청" titleId="submit-title">
      {blockers.length > 0 ? (
        <>
          <p style={{ marginTop: 0 }}>아래를 마치면 입점을 신청할 수 있어요.</p>
          <ul className="onboarding-blockers">
            {blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </>
      ) : (
        <p style={{ marginTop: 0 }}>모든 단계를 마쳤어요. 입점을 신청하면 동네마켓이 검수해요.</p>
      )}
      <BusyButton
        type="primary"
        size="large"
        busy={call.isPending}
        disabled={blockers.length > 0}
        onClick={() =>
          call
            .mutateAsync({ call: 'pickup.submitOnboardingApplication' })
            .then(() => navigate(paths.pickupArea.setupComplete.href({ baId })))
            .catch((error: unknown) => toast.error(errorMessage(error)))
        }
      >
        입점 신청하기
      </BusyButton>
    </Panel>
  );
}
