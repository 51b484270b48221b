/** `/redirection/{baId}/kyc`: makes `baId` the current account, then opens the KYC verification. */
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { storeBusinessAccountId } from '@/api/session';
import { EmptyState } from '@/components/feedback/EmptyState';
import { paths } from '@/config/paths';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';

export function KycRedirectPage() {
  const { baId } = useParams();
  const valid = baId !== undefined && /^\d+$/.test(baId);
  useEffect(() => {
    if (valid) storeBusinessAccountId(baId);
  }, [valid, baId]);
  if (!valid)
    return (
      <CenteredPage>
        <EmptyState text={pageCopy.redirects.missing} />
      </CenteredPage>
    );
  return <Navigate replace to={paths.access.kycAuthVerification.href({}, { baId })} />;
}
