/**
 * `/profile/login`, the landing after sign-in: required terms first, then one account → straight
 * in, several → `/profiles`.
 */
import { Card } from 'antd';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useBusinessAccounts } from '@/api/business-accounts';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';
import { TermsAcceptance } from './TermsAcceptance';
import { accountText } from '@/resources/account-choice/account-text';
import { useEnterAccount } from '@/resources/account-choice/use-enter-account';
import { missingRequired, useBusinessTerms } from './use-business-terms';

export function ProfileLoginPage() {
  const terms = useBusinessTerms();
  const missing = terms.data ? missingRequired(terms.data) : undefined;
  return (
    <CenteredPage>
      <Card style={{ width: 640, maxWidth: '100%' }}>
        {terms.error ? (
          <ErrorState error={terms.error} onRetry={() => void terms.refetch()} />
        ) : !missing ? (
          <LoadingState />
        ) : missing.length > 0 ? (
          <>
            <PageHeader title={pageCopy.terms.acceptTitle} />
            <TermsAcceptance lines={missing} />
          </>
        ) : (
          <AccountStep />
        )}
      </Card>
    </CenteredPage>
  );
}

function AccountStep() {
  const accounts = useBusinessAccounts();
  const enter = useEnterAccount();
  const only = accounts.data?.length === 1 ? accounts.data[0] : undefined;
  const { mutate } = enter;
  const entered = useRef(false);
  useEffect(() => {
    if (!only || entered.current) return;
    entered.current = true;
    mutate(only.id);
  }, [only, mutate]);

  if (accounts.error) return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (enter.isError) return <ErrorState error={enter.error} onRetry={() => only && mutate(only.id)} />;
  if (!accounts.data || only) return <LoadingState />;
  if (accounts.data.length === 0) return <EmptyState text={accountText.empty} />;
  return <Navigate replace to={paths.profiles.list.href({})} />;
}
