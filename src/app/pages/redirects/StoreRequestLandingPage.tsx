/**
 * `/store-request-landing`: a landing from the advertiser site (advertiserId, redirectPath) →
 * redirectPath, when it is a console path. Without one there is still a way on: the business
 * account last used, or the account choice.
 */
import { Navigate, useSearchParams } from 'react-router';
import { getStoredBusinessAccountId } from '@/api/session';
import { EmptyState } from '@/components/feedback/EmptyState';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { safeLink } from '@/lib/safe-url';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';

const copy = pageCopy.redirects;

export function StoreRequestLandingPage() {
  const [search] = useSearchParams();
  const link = safeLink(search.get('redirectPath') ?? '');
  if (link.kind === 'internal') return <Navigate replace to={link.path} />;
  const accountId = getStoredBusinessAccountId();
  return (
    <CenteredPage>
      <EmptyState
        text={copy.missing}
        action={
          accountId ? (
            <LinkButton type="primary" to={paths.profile.href({ baId: accountId })}>
              {copy.toAccountHome}
            </LinkButton>
          ) : (
            <LinkButton type="primary" to={paths.profiles.list.href({})}>
              {copy.toAccounts}
            </LinkButton>
          )
        }
      />
    </CenteredPage>
  );
}
