/**
 * `/profile/:baId/pickup/setup/complete`: the application was sent. When, what happens next, and the
 * way back to the steps (to see each one's inspection) or, once approved, to the orders.
 */
import { Flex, Result } from 'antd';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useOnboardingApplication, usePosBanner } from '@/api/pickup-onboarding-queries';
import { APPLICATION_STATUS_LABELS } from './onboarding-rules';

export function CompletePage() {
  const { baId = '' } = useParams();
  const application = useOnboardingApplication();
  const banner = usePosBanner();
  const app = application.data;
  const setup = (
    <LinkButton key="setup" to={paths.pickupArea.setup.href({ baId })}>
      신청 내용 보기
    </LinkButton>
  );
  return (
    <div>
      {application.error && !app ? (
        <ErrorState error={application.error} onRetry={() => void application.refetch()} />
      ) : !app ? (
        <LoadingState rows={4} />
      ) : app.onboardingStatus === 'NOT_SUBMITTED' ? (
        <Result
          status="info"
          title={<h1 className="page-title">아직 입점을 신청하지 않았어요</h1>}
          subTitle="다섯 단계를 마치고 입점 신청하기를 눌러 주세요."
          extra={[setup]}
        />
      ) : (
        <Result
          status={app.onboardingStatus === 'REJECTED' ? 'warning' : 'success'}
          title={
            <h1 className="page-title">
              {app.onboardingStatus === 'APPROVED' ? '입점이 승인되었어요' : '입점 신청을 마쳤어요'}
            </h1>
          }
          subTitle={
            <Flex vertical gap={4}>
              <span>
                {APPLICATION_STATUS_LABELS[app.onboardingStatus]}
                {app.submittedAt ? ` · ${formatDateTime(app.submittedAt)} 신청` : ''}
              </span>
              <span>
                {app.onboardingStatus === 'UNDER_REVIEW'
                  ? '검수는 보통 영업일 기준 2~3일 걸려요. 결과는 알림으로 알려 드려요.'
                  : app.onboardingStatus === 'REJECTED'
                    ? '반려된 내용을 고쳐서 다시 신청해 주세요.'
                    : '이제 픽업 주문을 받을 수 있어요.'}
              </span>
              {banner.data ? (
                <span>PC에 주문 접수 프로그램(POS)을 설치하면 새 주문을 소리와 함께 받을 수 있어요.</span>
              ) : null}
            </Flex>
          }
          extra={[
            setup,
            app.onboardingStatus === 'APPROVED' ? (
              <LinkButton key="order" type="primary" to={paths.pickup.order.href({ baId })}>
                주문 화면으로
              </LinkButton>
            ) : null,
          ]}
        />
      )}
    </div>
  );
}
