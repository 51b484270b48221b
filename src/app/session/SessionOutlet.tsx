/**
 * The page, unless the session could not be checked (a server error or no network while loading):
 * then the error in place, with 다시 시도, at the same address — a server error is not a sign-out,
 * so the merchant is not sent to the QR login card (issue 25). The demo tools stay beside it.
 */
import { Outlet } from 'react-router';
import { CenteredPage } from '../pages/CenteredPage';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useSession } from './session-context';

export function SessionOutlet() {
  const session = useSession();
  if (session.status !== 'unavailable') return <Outlet />;
  return (
    <CenteredPage>
      <ErrorState error={session.error} onRetry={session.retry} />
    </CenteredPage>
  );
}
