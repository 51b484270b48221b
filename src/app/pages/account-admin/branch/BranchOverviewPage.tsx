/**
 * /profile/{baId}/branch-store: how many branches there are by status, what the merchant can do
 * (list, register one, register a file, see past files), the latest file registrations, and this
 * account's brand coupon as a branch. A brand-less account is told why it cannot register.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Statistic } from 'antd';
import { useParams } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { BrandCouponPanel } from './BrandCouponPanel';
import { branchCopy as text } from './branch-copy';
import { branchCountQuery, creatableQuery, latestRegistrationsQuery, OVERVIEW_STATUSES } from './branch-queries';

export function BranchOverviewPage() {
  const params = useParams();
  const account = accountOfParams(params) ?? '';
  const queryClient = useQueryClient();
  const creatable = useQuery(creatableQuery(queryClient, account));
  const counts = useQueries({
    queries: OVERVIEW_STATUSES.map((status) => branchCountQuery(queryClient, account, status)),
  });
  const latest = useQuery(latestRegistrationsQuery(queryClient, account));
  const baId = account;
  const canCreate = creatable.data?.creatable === true;

  const countError = counts.find((query) => query.error)?.error;
  return (
    <>
      <PageHeader title={text.overviewTitle} description={text.overviewDescription} />
      <Flex vertical gap={16}>
        {creatable.error ? (
          <ErrorState error={creatable.error} onRetry={() => void creatable.refetch()} compact />
        ) : creatable.data && !creatable.data.creatable ? (
          <Alert
            type="warning"
            showIcon
            role="note"
            title={text.notCreatableTitle}
            description={creatable.data.message ?? undefined}
          />
        ) : null}
        <Panel title={text.actionsTitle} titleId="branch-actions-title">
          <Flex gap={8} wrap>
            <LinkButton to={paths.accountAdmin.branchList.href({ baId })} type="primary">
              {text.list}
            </LinkButton>
            {canCreate ? (
              <>
                <LinkButton to={paths.accountAdmin.branchCreate.href({ baId })}>{text.create}</LinkButton>
                <LinkButton to={paths.accountAdmin.branchBulk.href({ baId })}>{text.bulk}</LinkButton>
              </>
            ) : null}
            <LinkButton to={paths.accountAdmin.branchHistory.href({ baId })}>{text.history}</LinkButton>
          </Flex>
        </Panel>
        <Panel title={text.countTitle} titleId="branch-count-title">
          {countError ? (
            <ErrorState
              error={countError}
              onRetry={() => counts.forEach((query) => void (query.error ? query.refetch() : undefined))}
              compact
            />
          ) : counts.some((query) => !query.data) ? (
            <LoadingState rows={1} />
          ) : (
            <Flex gap={40} wrap>
              {OVERVIEW_STATUSES.map((status, index) => (
                <Statistic
                  key={status ?? 'ALL'}
                  title={text.countLabels[status ?? 'ALL']}
                  value={formatNumber(counts[index]!.data!.totalCount)}
                  suffix="곳"
                />
              ))}
            </Flex>
          )}
        </Panel>
        <Panel title={text.latestTitle} titleId="branch-latest-title">
          {latest.error ? (
            <ErrorState error={latest.error} onRetry={() => void latest.refetch()} compact />
          ) : !latest.data ? (
            <LoadingState rows={2} />
          ) : latest.data.items.length === 0 ? (
            <p>{text.latestEmpty}</p>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {latest.data.items.map((registration) => (
                <li key={registration.id}>
                  {formatDateTime(registration.createdAt)} · {registration.fileName} ·{' '}
                  {text.statusLabels[registration.status]} ({registration.successCount}/{registration.totalCount})
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {account ? <BrandCouponPanel account={account} /> : null}
      </Flex>
    </>
  );
}
