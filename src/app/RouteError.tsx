/** Shown when a screen fails to load or throws: report it, say so in Korean and offer a reload. */
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorState } from '@/components/feedback/ErrorState';
import { reportError } from '@/lib/error-reporting';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { source: 'route' });
  }, [error]);
  return <ErrorState error={error} onRetry={() => window.location.reload()} />;
}
