/**
 * `/kyc/auth-verification?baId=…` (spec 000 §2 "Access"): the owner's identity verification for
 * one business account. Shows the account's KYC state from its status reasons, what verification
 * is for, and sends the owner to the verification provider (outside the console) in a new tab;
 * "인증을 마쳤어요" re-reads the accounts to show the new state. Exempt from the login redirect.
 */
import { Button, Card, Flex, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useBusinessAccounts, type BusinessAccount } from '@/api/business-accounts';
import { getStoredBusinessAccountId } from '@/api/session';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { toast } from '@/components/toast/toast-store';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';
import { kycStateOf, kycVerifyUrl, needsVerification, type KycState } from './kyc-state';
import { BusyButton } from '@/components/actions/BusyButton';

const copy = pageCopy.kyc;

const TAG_COLORS: Readonly<Record<KycState, string>> = {
  required: 'orange',
  imminent: 'red',
  pending: 'blue',
  rejected: 'red',
  done: 'green',
};

export function KycVerificationPage() {
  const [search] = useSearchParams();
  const baId = search.get('baId') || getStoredBusinessAccountId();
  const accounts = useBusinessAccounts();
  const account = accounts.data?.find((row) => String(row.id) === baId);

  const recheck = () => {
    void accounts.refetch().then((result) => {
      const row = result.data?.find((candidate) => String(candidate.id) === baId);
      if (row) toast.info(copy.checked(copy.states[kycStateOf(row)]));
    });
  };

  return (
    <CenteredPage>
      <Card style={{ width: 560, maxWidth: '100%' }}>
        <PageHeader title={copy.title} description={copy.description} />
        {accounts.error ? (
          <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : !accounts.data ? (
          <LoadingState />
        ) : !account ? (
          <EmptyState text={copy.noAccount} action={<Link to={paths.profiles.list.href({})}>{copy.toAccounts}</Link>} />
        ) : (
          <KycDetails account={account} checking={accounts.isFetching} onRecheck={recheck} />
        )}
      </Card>
    </CenteredPage>
  );
}

function KycDetails({
  account,
  checking,
  onRecheck,
}: {
  readonly account: BusinessAccount;
  readonly checking: boolean;
  readonly onRecheck: () => void;
}) {
  const state = kycStateOf(account);
  return (
    <Flex vertical gap={16}>
      <section aria-label={copy.stateLabel}>
        <Flex align="center" gap={8} wrap>
          <strong>{account.name}</strong>
          <Tag color={TAG_COLORS[state]} data-testid="kyc-state">
            {copy.states[state]}
          </Tag>
        </Flex>
        <p role="status" style={{ margin: '8px 0 0' }}>
          {copy.stateHelp[state]}
        </p>
      </section>
      <p style={{ margin: 0 }}>{copy.why}</p>
      {state === 'done' ? null : <p style={{ margin: 0 }}>{copy.consequence}</p>}
      {state === 'done' ? null : (
        <Flex gap={8} wrap>
          {needsVerification(state) ? (
            <Button
              type="primary"
              href={kycVerifyUrl(env.environment, account.id)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {copy.verify}
            </Button>
          ) : null}
          <BusyButton busy={checking} onClick={onRecheck}>
            {copy.finished}
          </BusyButton>
        </Flex>
      )}
      {needsVerification(state) ? <p className="page-description">{copy.verifyNote}</p> : null}
    </Flex>
  );
}
