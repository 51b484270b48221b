/**
 * `/profile/:baId/pickup/terms?category=`: the pickup service terms, agreed explicitly (a checkbox
 * nobody ticks for the merchant), then `create-pickup-store` starts the application and the setup
 * opens. A store that already has an application goes on to it.
 */
import { Alert, Checkbox, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorStatus } from '@/api/errors';
import { BusyButton } from '@/components/actions/BusyButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { useOnboardingApplication, useOnboardingCall } from '@/api/pickup-onboarding-queries';
import { hasStarted } from './onboarding-rules';
import './onboarding.css';

const ARTICLES: readonly [string, string][] = [
  ['제1조 (목적)', '이 약관은 동네마켓 픽업 주문 서비스를 쓰는 가게와 동네마켓 사이의 권리와 의무를 정해요.'],
  [
    '제2조 (주문 접수와 취소)',
    '가게는 들어온 주문을 접수하거나 사유를 적어 취소할 수 있어요. 접수한 주문은 알린 준비 시간 안에 준비해 주세요.',
  ],
  [
    '제3조 (정산)',
    '구매 확정된 주문의 결제 금액에서 할인 금액과 수수료(결제 금액의 3.3%, 부가세 포함)를 뺀 금액을, 월요일부터 일요일까지 확정된 주문을 모아 다음 주 수요일에 정산 계좌로 입금해요.',
  ],
  ['제4조 (원산지와 영양 정보)', '가게는 관계 법령에 따라 원산지와 영양 정보를 정확히 적어야 해요.'],
  [
    '제5조 (이용 제한)',
    '주문을 자주 취소하거나 정책을 어기면 픽업 주문 이용이 멈출 수 있어요. 멈춘 이유는 매장 운영 정보에서 볼 수 있어요.',
  ],
];

export function TermsPage() {
  const { baId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const application = useOnboardingApplication();
  const call = useOnboardingCall();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const category = Number(search.get('category'));
  const setup = paths.pickupArea.setup.href({ baId });

  const start = () => {
    setFailure(undefined);
    call
      .mutateAsync({ call: 'pickup.createPickupStore', body: { bizCategoryId: category, termsAgreed: true } })
      .then(() => {
        toast.success('픽업 입점 신청을 시작했어요.');
        void navigate(setup);
      })
      .catch((error: unknown) => {
        // Already created (another tab, a double press): the application is there to continue.
        if (errorStatus(error) === 409 && application.data && hasStarted(application.data)) void navigate(setup);
        else setFailure(error);
      });
  };

  return (
    <div>
      <PageHeader title="픽업 서비스 이용약관" description="약관을 읽고 동의하면 입점 신청을 시작해요." />
      {application.error && !application.data ? (
        <ErrorState error={application.error} onRetry={() => void application.refetch()} />
      ) : !application.data ? (
        <LoadingState rows={6} />
      ) : hasStarted(application.data) ? (
        <Panel title="이미 약관에 동의했어요" titleId="terms-agreed">
          <LinkButton type="primary" to={setup}>
            입점 신청으로
          </LinkButton>
        </Panel>
      ) : (
        <Panel>
          <Flex vertical gap={16}>
            <section className="onboarding-terms" tabIndex={0} aria-label="약관 내용">
              {ARTICLES.map(([title, body]) => (
                <div key={title}>
                  <h2 className="panel-title">{title}</h2>
                  <p>{body}</p>
                </div>
              ))}
            </section>
            {Number.isInteger(category) && category > 0 ? null : (
              <Alert
                type="warning"
                showIcon
                title="업종을 먼저 확인해 주세요"
                action={
                  <LinkButton size="small" to={paths.pickupArea.kickoff.href({ baId })}>
                    업종 확인하기
                  </LinkButton>
                }
              />
            )}
            <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
              픽업 서비스 이용약관에 동의해요 (필수)
            </Checkbox>
            {failure ? <Alert type="error" showIcon role="alert" title={errorMessage(failure)} /> : null}
            <div>
              <BusyButton type="primary" busy={call.isPending} disabled={!agreed || !(category > 0)} onClick={start}>
                동의하고 입점 신청 시작하기
              </BusyButton>
            </div>
          </Flex>
        </Panel>
      )}
    </div>
  );
}
