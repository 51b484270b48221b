/**
 * `/` and `/profile/{baId}`: go to the business account's home (its coupon list). The account is
 * the one in the path, else the `baId` query, else the stored one (spec 000 §2), as long as it is
 * one of the user's; otherwise the first ACTIVE one.
 */
import { Navigate, useLocation, useParams } from 'react-router';
import { getStoredBusinessAccountId } from '@/api/session';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { paths } from '@/config/paths';
import { useBusinessAccounts } from '@/api/business-accounts';
import { resolveBusinessAccountId } from './session';

export function HomeRedirect() {
  const { baId } = useParams();
  const { search } = useLocation();
  const accounts = useBusinessAccounts();
  if (baId) return <Navigate replace to={paths.coupon.list.href({ baId })} />;
  if (accounts.error) return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (!accounts.data) return <LoadingState />;
  const wanted = resolveBusinessAccountId(undefined, search, getStoredBusinessAccountId());
  const target =
    accounts.data.find((account) => String(account.id) === wanted) ??
    accounts.data.find((account) => account.status === 'ACTIVE') ??
    accounts.data[0];
  if (!target) return <ErrorState error={new Error('no business account')} />;
  return <Navigate replace to={paths.coupon.list.href({ baId: target.id })} />;
}
