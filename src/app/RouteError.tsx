/** Shown when a screen fails to load or throws: say so in Korean and offer a reload. */
import { useRouteError } from 'react-router';
import { ErrorState } from '@/components/feedback/ErrorState';

export function RouteError() {
  const error = useRouteError();
  return <ErrorState error={error} onRetry={() => window.location.reload()} />;
}
