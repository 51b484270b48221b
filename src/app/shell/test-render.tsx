/** Renders the header with a session, a query client and a memory router (tests only). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionContext, type Session } from '@/app/session/session-context';
import { ShellHeader, type ShellHeaderProps } from './ShellHeader';

export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    status: 'signed-in',
    businessUserId: 9001,
    email: 'owner@example.com',
    nickname: '동네커피 사장님',
    featureFlags: new Set(['AGENCY']),
    completeSignIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    ...overrides,
  };
}

export function renderHeader(
  props: ShellHeaderProps = {},
  session: Session = testSession(),
  path = '/profile/101/coupon',
) {
  const router = createMemoryRouter([{ path: '*', element: <ShellHeader {...props} /> }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
  return { ...view, router, queryClient, user };
}
