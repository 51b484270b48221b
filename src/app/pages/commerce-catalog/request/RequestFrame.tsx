/**
 * What every store-request step shares: its heading and the step indicator, the account's store
 * info (loading, error with retry), and — when a store cannot be requested now — why, in Korean,
 * instead of the step. A step the store request table does not open yet (the steps before it not
 * done) leads to the first step not done, with the table's sentence.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Steps } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { StoreInfoQuery } from '@/api/commerce/catalog';
import { useCurrentAccount } from '@/api/current-account';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useWriteGuard } from '@/engine/access/write-access';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { catalogCopy, unavailabilityText } from './copy';
import { storeInfoQuery } from '@/api/commerce/store-queries';
import { OpenAlarmButton } from './OpenAlarmButton';
import {
  loadRequestDraft,
  REQUEST_STEPS,
  requestStepRoutes,
  STORE_REQUEST_OPERATION,
  stepAccess,
  type RequestStep,
} from './request-steps';

const copy = catalogCopy.request;

export type StoreInfo = StoreInfoQuery['storeInfo'];

/** Why a step was not opened (the table's sentence), carried to the step opened instead. */
interface RequestNotice {
  readonly requestNotice: string;
}

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
  const location = useLocation();
  const unavailable = step !== 'success' && query.data ? query.data.requestUnavailability : null;
  // A dormant account (or a role without the request) cannot send one: no step opens (issue 40).
  const guard = useWriteGuard('create', STORE_REQUEST_OPERATION);
  const refused = step !== 'success' && guard.blocked ? guard.reason : undefined;
  const blocked = unavailable ?? (refused ? 'REFUSED' : null);
  // A step the table does not open yet leads to the first step not done, saying why there (an
  // account that cannot request a store is told why on any step).
  // The terms step is done when the server says this person agreed (issue 40), not this browser.
  const access = query.data ? stepAccess(step, loadRequestDraft(baId), query.data.termsAgreement) : null;
  if (access && !blocked && !access.ok)
    return (
      <Navigate
        replace
        to={requestStepRoutes[access.redirect].href({ baId })}
        state={{ requestNotice: access.reason } satisfies RequestNotice}
      />
    );
  const notice = (location.state as Partial<RequestNotice> | null)?.requestNotice;
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
            <Alert
              type="info"
              showIcon
              title={copy.blocked}
              description={blocked === 'REFUSED' ? refused : unavailabilityText[blocked]}
            />
            <Flex gap={8}>
              {blocked === 'UNAVAILABLE_CATEGORY' || blocked === 'UNAVAILABLE_REGION' ? (
                <OpenAlarmButton baId={baId} requested={query.data.openAlarmRequested} />
              ) : null}
              <LinkButton to={paths.commerceCatalog.store.href({ baId })}>{catalogCopy.toStore}</LinkButton>
            </Flex>
          </Flex>
        </Panel>
      ) : (
        <>
          {notice ? <Alert type="info" showIcon role="status" title={notice} style={{ marginBottom: 16 }} /> : null}
          {children(query.data, baId)}
        </>
      )}
    </>
  );
}
