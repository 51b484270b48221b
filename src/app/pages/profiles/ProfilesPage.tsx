/** `/profiles`: pick one of the business accounts (spec 000 §1). */
import { Card } from 'antd';
import { useBusinessAccounts } from '@/api/business-accounts';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { createMessages } from '@/lib/info-messages';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';
import { activeAccounts } from '../../layouts/account-console';
import { AccountList } from './AccountList';
import { useEnterAccount } from './use-enter-account';

const copy = pageCopy.profiles;

export function ProfilesPage() {
  const accounts = useBusinessAccounts();
  const enter = useEnterAccount();
  return (
    <CenteredPage>
      <Card style={{ width: 640, maxWidth: '100%' }}>
        <PageHeader
          title={copy.title}
          description={copy.description}
          extra={<LinkButton to={paths.info.create.href({})}>{createMessages.title}</LinkButton>}
        />
        {enter.isError ? (
          <ErrorState
            error={enter.error}
            compact
            onRetry={() => enter.variables !== undefined && enter.mutate(enter.variables)}
          />
        ) : null}
        {accounts.error ? (
          <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : !accounts.data ? (
          <LoadingState />
        ) : activeAccounts(accounts.data).length === 0 ? (
          <EmptyState text={copy.empty} />
        ) : (
          <AccountList
            accounts={activeAccounts(accounts.data)}
            pendingId={enter.isPending ? enter.variables : undefined}
            onEnter={(id) => enter.mutate(id)}
          />
        )}
      </Card>
    </CenteredPage>
  );
}
