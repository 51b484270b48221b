/** `/store-request-landing`: a landing from the advertiser site (advertiserId, redirectPath) → redirectPath. */
import { Navigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';

export function StoreRequestLandingPage() {
  const [search] = useSearchParams();
  const redirectPath = search.get('redirectPath');
  if (redirectPath && redirectPath.startsWith('/') && !redirectPath.startsWith('//'))
    return <Navigate replace to={redirectPath} />;
  return (
    <CenteredPage>
      <EmptyState text={pageCopy.redirects.missing} />
    </CenteredPage>
  );
}
