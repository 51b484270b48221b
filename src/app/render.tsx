import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configuredDsn, startErrorReporting } from '@/lib/error-reporting';
import { Providers } from './Providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import './global.css';
import './touch-targets.css';

export interface App {
  render(container: HTMLElement): void;
}

/**
 * Builds the app without drawing it. The router resolves the address at once, so the first
 * route's code downloads while the entry still waits for the mock backend, and its loader starts
 * the route's calls as soon as the backend answers (api/backend-ready.ts), beside the session's.
 */
export function createApp(): App {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // With a DSN, Sentry's SDK downloads beside the first route and names events by its pattern.
  void startErrorReporting({ dsn: configuredDsn, router });
  return {
    render(container) {
      createRoot(container).render(
        <StrictMode>
          <Providers queryClient={queryClient}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      );
    },
  };
}
