/** `/` and `/profile/{baId}`: go to the coupon list of the current (or first) business account. */
import { Navigate, useParams } from 'react-router';
import { getStoredBusinessAccountId } from '@/api/session';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { paths } from '@/config/paths';
import { useBusinessAccounts } from '@/api/business-accounts';

export function HomeRedirect() {
  const { baId } = useParams();
  const accounts = useBusinessAccounts();
  if (baId) return <Navigate replace to={paths.coupon.list.href({ baId })} />;
  if (accounts.error) return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (!accounts.data) return <LoadingState />;
  const stored = getStoredBusinessAccountId();
  const target =
    accounts.data.find((account) => String(account.id) === stored) ??
    accounts.data.find((account) => account.status === 'ACTIVE') ??
    accounts.data[0];
  if (!target) return <ErrorState error={new Error('no business account')} />;
  return <Navigate replace to={paths.coupon.list.href({ baId: target.id })} />;
}
