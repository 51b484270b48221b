import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installGlobalErrorReporting } from '@/lib/global-error-reporting';
import { Providers } from './Providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import './global.css';

export function renderApp(container: HTMLElement): void {
  installGlobalErrorReporting();
  const queryClient = createQueryClient();
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
