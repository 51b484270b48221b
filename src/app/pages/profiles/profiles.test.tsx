import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { renderPage } from '../test-utils';

describe('after sign-in', () => {
  it('asks for missing required terms on /profile/login before going to the choice', async () => {
    const unified = mockRuntime.db.state.auth.terms.find((line) => line.type === 'UNIFIED')!;
    unified.agreedVersion = unified.versions[0]!;
    const { user, router } = renderPage('/profile/login');
    expect(await screen.findByText('약관에 동의해 주세요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '동의하고 계속하기' }));
    expect(screen.getByText('필수 약관에 모두 동의해 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '모두 동의' }));
    await user.click(screen.getByRole('button', { name: '동의하고 계속하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profiles'));
    expect(unified.agreedVersion).toEqual(unified.versions[2]);
  });

  it('recent-fallback opens the stored account, or the choice when it is not mine', async () => {
    storeBusinessAccountId(101);
    const first = renderPage('/profile/recent-fallback');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/profile/101'));
    first.unmount();
    storeBusinessAccountId(999_999);
    const second = renderPage('/profile/recent-fallback');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/profiles'));
  });
});
