import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredBusinessAccountId } from '@/api/session';
import { renderPage } from '@/app/pages/test-utils';
import { toastStore } from '@/components/toast/toast-store';
import { messages } from '@/lib/messages';
import { mockRuntime } from '@/mocks/node';

describe('account choice', () => {
  it('lists the accounts with role and status and enters the chosen one', async () => {
    const { user, router } = renderPage('/profiles');
    expect(await screen.findByText('동네커피 망원점')).toBeInTheDocument();
    expect(screen.getAllByText('대표 관리자').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: '동네커피 망원점 프로필 사진' })).toBeInTheDocument();
    expect(screen.getByText('휴면 상태라 일부 기능을 쓸 수 없어요.')).toBeInTheDocument();
    const second = mockRuntime.db.state.auth.businessAccounts[1]!;
    await user.click(screen.getByRole('button', { name: `${second.name} 들어가기` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${second.id}`));
    expect(getStoredBusinessAccountId()).toBe(String(second.id));
    expect(mockRuntime.db.state.auth.session.businessAccountId).toBe(second.id);
  });

  it('shows an error with 다시 시도 when the list fails', async () => {
    mockRuntime.faults.add({ service: 'auth', status: 500 });
    const { user } = renderPage('/profiles');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    mockRuntime.faults.clear();
    await user.click(retry);
    expect(await screen.findByText('동네커피 망원점')).toBeInTheDocument();
  });

  it('leaves a deleted account out', async () => {
    const accounts = mockRuntime.db.state.auth.businessAccounts;
    const deleted = accounts[1]!;
    deleted.status = 'DESTROYED';
    renderPage('/profiles');
    expect(await screen.findByText(accounts[0]!.name)).toBeInTheDocument();
    expect(screen.queryByText(deleted.name)).not.toBeInTheDocument();
  });

  it('says why entering failed and stays, so 들어가기 can be pressed again', async () => {
    const { user, router } = renderPage('/profiles');
    const enter = await screen.findByRole('button', { name: '동네커피 망원점 들어가기' });
    mockRuntime.faults.add({ operation: 'auth.signInBusinessAccount', status: 500 });
    await user.click(enter);
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.text)).toContain(messages.errors.server));
    expect(router.state.location.pathname).toBe('/profiles');
    mockRuntime.faults.clear();
    await user.click(enter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/101'));
  });
});
