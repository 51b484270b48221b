import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './Providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import './global.css';

export function renderApp(container: HTMLElement): void {
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
