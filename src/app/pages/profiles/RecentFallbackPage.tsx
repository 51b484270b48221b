/** `/profile/recent-fallback`: the stored account when it is still mine, else the account choice. */
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useBusinessAccounts } from '@/api/business-accounts';
import { getStoredBusinessAccountId } from '@/api/session';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { paths } from '@/config/paths';
import { CenteredPage } from '../CenteredPage';
import { useEnterAccount } from '@/resources/account-choice/use-enter-account';

export function RecentFallbackPage() {
  const accounts = useBusinessAccounts();
  const enter = useEnterAccount();
  const stored = getStoredBusinessAccountId();
  const mine = accounts.data?.find((account) => String(account.id) === stored);
  const { mutate } = enter;
  const entered = useRef(false);
  useEffect(() => {
    if (!mine || entered.current) return;
    entered.current = true;
    mutate(mine.id);
  }, [mine, mutate]);

  let content;
  if (accounts.error) content = <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  else if (enter.isError) content = <ErrorState error={enter.error} onRetry={() => mine && mutate(mine.id)} />;
  else if (accounts.data && !mine) return <Navigate replace to={paths.profiles.list.href({})} />;
  else content = <LoadingState />;
  return <CenteredPage>{content}</CenteredPage>;
}
