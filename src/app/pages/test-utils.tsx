/** Renders the shell pages in a memory router with the app providers and a fake session. */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '@/app/Providers';
import { SessionContext, type Session } from '@/app/session/session-context';
import { resourceRoutes } from '@/engine/routes';
import { personResources } from '@/resources';
import { PersonLayout } from '../layouts/PersonLayout';
import { shellPageRoutes } from './index';

export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    status: 'signed-in',
    businessUserId: 9001,
    email: 'owner@example.com',
    nickname: '망원동 사장님',
    featureFlags: new Set<string>(),
    completeSignIn: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

/** Landing spots the pages navigate to, so a test can see where it went. */
const landings: RouteObject[] = [
  { path: '/profile/:baId', Component: () => <p>계정 홈</p> },
  { path: '*', Component: () => <p>다른 화면</p> },
];

export function renderPage(
  path: string,
  session: Session = fakeSession(),
  options: { user?: Parameters<typeof userEvent.setup>[0] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  // The person's engine screens (notices, notifications, the account choice) as the app routes them.
  const person: RouteObject = {
    Component: PersonLayout,
    children: personResources.flatMap((resource) => resourceRoutes(resource, queryClient)),
  };
  const router = createMemoryRouter([...shellPageRoutes, person, ...landings], { initialEntries: [path] });
  const user = userEvent.setup(options.user);
  const view = render(
    <Providers queryClient={queryClient}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </Providers>,
  );
  return { ...view, router, queryClient, user, session };
}
