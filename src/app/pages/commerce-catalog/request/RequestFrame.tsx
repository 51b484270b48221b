/**
 * What every store-request step shares: its heading and the step indicator, the account's store
 * info (loading, error with retry), and — when a store cannot be requested now — why, in Korean,
 * instead of the step. The step reached is remembered, so 입점 신청 이어 하기 comes back to it.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Steps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { StoreInfoQuery } from '@/api/commerce/catalog';
import { useCurrentAccount } from '@/api/current-account';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { catalogCopy, unavailabilityText } from '../copy';
import { storeInfoQuery } from '../queries';
import { OpenAlarmButton } from '../store/OpenAlarmButton';
import { REQUEST_STEPS, rememberRequestStep, type RequestStep } from './request-steps';

const copy = catalogCopy.request;

export type StoreInfo = StoreInfoQuery['storeInfo'];

export function RequestFrame({
  step,
  title,
  description,
  children,
}: {
  readonly step: RequestStep;
  readonly title: string;
  readonly description?: string;
  readonly children: (info: StoreInfo, baId: string) => ReactNode;
}) {
  const baId = useCurrentAccount() ?? '';
  const query = useQuery(storeInfoQuery(baId));
  const blocked = step !== 'success' && query.data ? query.data.requestUnavailability : null;
  useEffect(() => {
    if (query.data && !blocked) rememberRequestStep(baId, step);
  }, [query.data, blocked, baId, step]);
  return (
    <>
      <PageHeader title={title} description={description} />
      <Steps
        aria-label={copy.stepsLabel}
        size="small"
        current={REQUEST_STEPS.indexOf(step)}
        items={copy.steps.map((label) => ({ title: label }))}
        style={{ marginBottom: 24, maxWidth: 760 }}
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : blocked ? (
        <Panel>
          <Flex vertical gap={12} align="flex-start">
            <Alert type="info" showIcon title={copy.blocked} description={unavailabilityText[blocked]} />
            <Flex gap={8}>
              {blocked === 'UNAVAILABLE_CATEGORY' || blocked === 'UNAVAILABLE_REGION' ? (
                <OpenAlarmButton baId={baId} requested={query.data.openAlarmRequested} />
              ) : null}
              <LinkButton to={paths.commerceCatalog.store.href({ baId })}>{catalogCopy.toStore}</LinkButton>
            </Flex>
          </Flex>
        </Panel>
      ) : (
        children(query.data, baId)
      )}
    </>
  );
}
