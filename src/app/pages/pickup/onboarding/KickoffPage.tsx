/**
 * `/profile/:baId/pickup/kickoff`: what pickup ordering is, and whether the store's business
 * category may join (`availability?bizCategoryId`), with a Korean explanation when it may not. An
 * application already under way is continued where it was; a store that has joined goes to its orders.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Select } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import type { OnboardingApplication } from '@/api/pickup-onboarding';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { availabilityQuery, useOnboardingApplication } from '@/api/pickup-onboarding-queries';
import { BUSINESS_CATEGORIES, hasStarted, unavailableText } from './onboarding-rules';
import './onboarding.css';

export function KickoffPage() {
  const application = useOnboardingApplication();
  return (
    <div>
      <PageHeader title="픽업 주문 시작하기" description="동네 이웃이 앱에서 주문하고 가게에 들러 찾아가요." />
      <Flex vertical gap={24}>
        <Panel title="픽업 주문은 이래요" titleId="kickoff-about">
          <ul className="onboarding-blockers">
            <li>이웃이 동네마켓 앱에서 메뉴를 고르고 미리 결제해요.</li>
            <li>주문이 들어오면 소리와 알림으로 알려 드리고, 접수하면 준비 시간을 이웃에게 알려요.</li>
            <li>준비가 끝나면 픽업 알림을 보내고, 이웃이 가게에 와서 찾아가요.</li>
            <li>결제 금액은 구매 확정 뒤 매주 수요일에 정산 계좌로 입금돼요.</li>
          </ul>
        </Panel>
        {application.error && !application.data ? (
          <ErrorState error={application.error} onRetry={() => void application.refetch()} />
        ) : !application.data ? (
          <LoadingState rows={3} />
        ) : (
          <Start application={application.data} />
        )}
      </Flex>
    </div>
  );
}

function Start({ application }: { readonly application: OnboardingApplication }) {
  const { baId = '' } = useParams();
  const account = useCurrentAccount();
  const [category, setCategory] = useState<number | undefined>(undefined);
  const availability = useQuery({ ...availabilityQuery(account, category ?? 0), enabled: category !== undefined });
  if (application.onboardingStatus === 'APPROVED')
    return (
      <Panel title="이미 픽업 주문을 받고 있어요" titleId="kickoff-joined">
        <LinkButton type="primary" to={paths.pickup.order.href({ baId })}>
          주문 화면으로
        </LinkButton>
      </Panel>
    );
  if (hasStarted(application))
    return (
      <Panel title="쓰던 입점 신청이 있어요" titleId="kickoff-continue">
        <p style={{ marginTop: 0 }}>멈춘 단계부터 이어서 쓸 수 있어요.</p>
        <LinkButton type="primary" to={paths.pickupArea.setup.href({ baId })}>
          이어서 신청하기
        </LinkButton>
      </Panel>
    );
  const name = BUSINESS_CATEGORIES.find((item) => item.id === category)?.name;
  return (
    <Panel title="입점할 수 있는지 확인해 주세요" titleId="kickoff-check">
      <Flex vertical gap={16}>
        <label>
          <div>가게 업종</div>
          <Select
            style={{ width: 280 }}
            placeholder="업종을 골라 주세요"
            value={category}
            onChange={(value: number) => setCategory(value)}
            options={BUSINESS_CATEGORIES.map((item) => ({ value: item.id, label: item.name }))}
          />
        </label>
        {category === undefined ? null : availability.error ? (
          <ErrorState compact error={availability.error} onRetry={() => void availability.refetch()} />
        ) : availability.data === undefined ? (
          <LoadingState rows={1} />
        ) : availability.data ? (
          <Alert type="success" showIcon role="status" title={`${name} 업종은 픽업 주문을 받을 수 있어요.`} />
        ) : (
          <Alert
            type="warning"
            showIcon
            role="status"
            title="아직 입점할 수 없는 업종이에요"
            description={unavailableText(name ?? '')}
          />
        )}
        <div>
          {availability.data ? (
            <LinkButton type="primary" to={paths.pickupArea.terms.href({ baId }, { category })}>
              약관 확인하고 신청하기
            </LinkButton>
          ) : null}
        </div>
      </Flex>
    </Panel>
  );
}
