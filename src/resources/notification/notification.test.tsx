import { businessAccountsQuery } from '@/api/business-accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/toast/toast-store';
import { mockRuntime } from '@/mocks/node';
import { fakeSession, renderPage } from '@/app/pages/test-utils';

const slice = () => mockRuntime.db.state.notification;

describe('/notifications page', () => {
  it('records the last access when opened, like the header popup', async () => {
    slice().lastAccessTime = '2020-01-01T00:00:00+09:00';
    renderPage('/notifications');
    await screen.findByRole('list', { name: '알림' });
    await waitFor(() => expect(Date.now() - Date.parse(slice().lastAccessTime!)).toBeLessThan(10_000));
  });

  it('names each item’s account while the list mixes accounts (issue 25)', async () => {
    renderPage('/notifications');
    const item = await screen.findByText(/휴면 계정으로 바뀌었어요/);
    const row = item.closest('li')!;
    const dormant = mockRuntime.db.state.auth.businessAccounts.find((account) => account.id === 103)!;
    await waitFor(() => expect(within(row).getByText(dormant.name)).toBeInTheDocument());
    const coupon = (await screen.findByText(/쿠폰을 고객 3명이 사용했어요/)).closest('li')!;
    expect(within(coupon).getByText('동네커피 망원점')).toBeInTheDocument();
  });

  it('stops on an item of an account that is not ACTIVE: warning toast, no navigation', async () => {
    const { user, router, queryClient } = renderPage('/notifications');
    const item = await screen.findByText(/휴면 계정으로 바뀌었어요/);
    await waitFor(() => expect(queryClient.getQueryData(businessAccountsQuery().queryKey)).toBeDefined());
    await user.click(item);
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.text)).toContain(
        '운영 중이 아닌 비즈프로필의 알림이라 열 수 없어요.',
      ),
    );
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('opens an item of an ACTIVE account', async () => {
    const { user, router, queryClient } = renderPage('/notifications');
    const item = await screen.findByText(/쿠폰을 고객 3명이 사용했어요/);
    await waitFor(() => expect(queryClient.getQueryData(businessAccountsQuery().queryKey)).toBeDefined());
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/101/coupon'));
  });

  it('marks an item whose screen is not built yet, without a link to the 404 page', async () => {
    // The server may point at a console screen this build does not have (yet).
    const rows = slice().notifications;
    const template = rows.find((row) => row.businessAccountId === 101 && row.target.startsWith('/profile/'))!;
    rows.unshift({
      ...template,
      id: 91_000,
      body: '곧 열리는 화면의 알림이에요.',
      target: '/profile/101/screen-of-tomorrow',
    });
    const { queryClient } = renderPage('/notifications');
    const item = await screen.findByText(/곧 열리는 화면의 알림이에요/);
    await waitFor(() => expect(queryClient.getQueryData(businessAccountsQuery().queryKey)).toBeDefined());
    expect(item.closest('a')).toBeNull();
    expect(item.parentElement).toHaveTextContent('(준비 중인 화면)');
  });

  it('loads 20 at a time with 더 보기', async () => {
    const rows = slice().notifications;
    const template = rows.at(-1)!;
    for (let index = 0; index < 10; index += 1) {
      rows.push({ ...template, id: 90_000 + index, body: `오래된 알림 ${index + 1}` });
    }
    const total = rows.length;
    const { user } = renderPage('/notifications');
    const list = await screen.findByRole('list', { name: '알림' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(total));
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });
});

describe('notification tabs', () => {
  it('shows the agency tab only with the AGENCY flag', async () => {
    renderPage('/notifications');
    expect(await screen.findByRole('tab', { name: '광고' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '대행사' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: '알림' });
  });

  it('has the agency tab with the flag', async () => {
    renderPage('/notifications', fakeSession({ featureFlags: new Set(['AGENCY']) }));
    expect(await screen.findByRole('tab', { name: '대행사' })).toBeInTheDocument();
  });
});
