import { businessAccountsQuery } from '@/api/business-accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { toastStore } from '@/components/toast/toast-store';
import { renderHeader, testSession } from './test-render';

const slice = () => mockRuntime.db.state.notification;
const bell = () => screen.getByRole('button', { name: /^알림/ });

async function openNotifications(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(await screen.findByRole('button', { name: /^알림/ }));
  const popup = screen.getByRole('dialog', { name: /^알림/ });
  await loaded(popup);
  return popup;
}

/** Waits until the popup shows its list (the loading skeleton has list items too). */
async function loaded(popup: HTMLElement) {
  await waitFor(() => expect(within(popup).queryByRole('status')).not.toBeInTheDocument());
}

function itemButton(popup: HTMLElement, text: string) {
  return within(popup).getByText(text, { exact: false }).closest('button')!;
}

afterEach(() => vi.restoreAllMocks());

describe('header notifications', () => {
  it('shows the button dot when the newest notification is newer than the last access', async () => {
    renderHeader();
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('알림, 새 알림이 있어요');
  });

  it('shows no button dot when everything was seen', async () => {
    slice().lastAccessTime = new Date(Date.now() + 60_000).toISOString();
    renderHeader();
    await waitFor(() => expect(bell()).toHaveAccessibleName('알림'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
  });

  it('records the last access on opening, then drops the button dot; items after the previous access get a dot', async () => {
    const previous = slice().lastAccessTime!;
    const { user } = renderHeader();
    await screen.findByTestId('notification-dot');
    const popup = await openNotifications(user);

    await waitFor(() => expect(Date.now() - Date.parse(slice().lastAccessTime!)).toBeLessThan(10_000));
    expect(slice().previousLastAccessTime).toBe(previous);
    await waitFor(() => expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument());

    const newestTen = [...slice().notifications]
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
      .slice(0, 10);
    const expected = newestTen.filter((item) => Date.parse(item.sentAt) > Date.parse(previous)).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(10);
    expect(within(popup).getAllByRole('listitem')).toHaveLength(10);
    expect(within(popup).getAllByRole('img', { name: '읽지 않음' })).toHaveLength(expected);
    expect(within(popup).getByText('12분 전')).toBeInTheDocument();
  });

  it('rewrites profile images to 80x80', async () => {
    const { user } = renderHeader();
    const popup = await openNotifications(user);
    const sources = Array.from(popup.querySelectorAll('img')).map((image) => image.getAttribute('src'));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((src) => src?.includes('80x80'))).toBe(true);
  });

  it('names a photo after its business account when it is one of the user’s, else leaves it decorative', async () => {
    const { user } = renderHeader();
    const popup = await openNotifications(user);
    const alts = () => Array.from(popup.querySelectorAll('img')).map((image) => image.getAttribute('alt'));
    await waitFor(() => expect(alts()).toContain('동네커피 망원점 프로필 사진'));
    expect(alts().every((alt) => alt === '' || alt?.endsWith(' 프로필 사진'))).toBe(true);
  });

  it('names each notification’s account in a list that mixes accounts, and none in one account’s list', async () => {
    const names = new Map(mockRuntime.db.state.auth.businessAccounts.map((account) => [account.id, account.name]));
    const first = renderHeader();
    let popup = await openNotifications(first.user);
    const rows = () =>
      within(popup)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.shell-notification-account')?.textContent ?? null);
    const newestTen = [...slice().notifications]
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
      .slice(0, 10);
    expect(new Set(newestTen.map((item) => item.businessAccountId)).size).toBeGreaterThan(1);
    await waitFor(() => expect(rows()).toEqual(newestTen.map((item) => names.get(item.businessAccountId) ?? null)));
    expect(within(popup).getAllByText('동네커피 망원점').length).toBeGreaterThan(0);
    first.unmount();

    slice().notifications = slice().notifications.map((row) => ({ ...row, businessAccountId: 101 }));
    const second = renderHeader();
    popup = await openNotifications(second.user);
    expect(within(popup).getAllByRole('listitem')).toHaveLength(10);
    expect(rows().every((tag) => tag === null)).toBe(true);
  });

  it('offers the agency tab only with the AGENCY flag, and a tab reloads the list', async () => {
    const first = renderHeader({}, testSession({ featureFlags: new Set() }));
    const withoutFlag = await openNotifications(first.user);
    expect(
      within(withoutFlag)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['전체', '비즈프로필', '광고']);
    first.unmount();

    const { user } = renderHeader();
    const popup = await openNotifications(user);
    expect(
      within(popup)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['전체', '비즈프로필', '광고', '대행사']);
    await user.click(within(popup).getByRole('tab', { name: '대행사' }));
    expect(within(popup).getByRole('tab', { name: '대행사' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(popup).findByText(/마포마케팅 대행사가/)).toBeInTheDocument();
    await loaded(popup);
    const agencyCount = slice().notifications.filter((item) => item.type === 'agency').length;
    expect(within(popup).getAllByRole('listitem')).toHaveLength(Math.min(10, agencyCount));
    expect(within(popup).queryByText(/새 단골이 생겼어요/)).not.toBeInTheDocument();
  });

  it('says when there are no notifications', async () => {
    slice().notifications = [];
    const { user } = renderHeader();
    await user.click(await screen.findByRole('button', { name: /^알림/ }));
    expect(
      await within(screen.getByRole('dialog', { name: /^알림/ })).findByText('알림이 없어요.'),
    ).toBeInTheDocument();
  });

  it('opens https targets in a new tab with noopener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderHeader();
    const popup = await openNotifications(user);
    await user.click(itemButton(popup, '하루 예산이 모두 소진됐어요'));
    expect(open).toHaveBeenCalledWith('https://ads.dongnemarket.com/advertisements', '_blank', 'noopener');
  });

  it('does nothing for an empty target', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onNotificationItem = vi.fn();
    const onNotificationStop = vi.fn();
    const { user, router } = renderHeader({ onNotificationItem, onNotificationStop });
    const popup = await openNotifications(user);
    await user.click(itemButton(popup, '방문이 지난주보다 23% 늘었어요'));
    expect(open).not.toHaveBeenCalled();
    expect(onNotificationItem).not.toHaveBeenCalled();
    expect(onNotificationStop).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/profile/101/coupon');
  });

  it('runs the stop callback for an account that is not ACTIVE', async () => {
    const onNotificationStop = vi.fn();
    const onNotificationItem = vi.fn();
    const { user, queryClient } = renderHeader({ onNotificationStop, onNotificationItem });
    const popup = await openNotifications(user);
    await waitFor(() => expect(queryClient.getQueryData(businessAccountsQuery().queryKey)).toBeDefined());
    await user.click(itemButton(popup, '휴면 계정으로 바뀌었어요'));
    await waitFor(() => expect(onNotificationStop).toHaveBeenCalledOnce());
    expect(onNotificationStop.mock.calls[0]![0]).toMatchObject({ businessAccountId: 103 });
    expect(onNotificationItem).not.toHaveBeenCalled();
  });

  it('hands other targets to the item callback, by default navigating in the console', async () => {
    const onNotificationItem = vi.fn();
    const first = renderHeader({ onNotificationItem });
    let popup = await openNotifications(first.user);
    await first.user.click(itemButton(popup, '쿠폰을 고객 3명이 사용했어요'));
    expect(onNotificationItem).toHaveBeenCalledWith(expect.objectContaining({ target: '/profile/101/coupon' }));
    first.unmount();

    const { user, router } = renderHeader();
    popup = await openNotifications(user);
    await user.click(itemButton(popup, '쿠폰을 고객 3명이 사용했어요'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/101/coupon'));
    expect(screen.queryByRole('dialog', { name: /^알림/ })).not.toBeInTheDocument();
  });

  it('says a target screen is not built yet instead of opening the 404 page, and stays open', async () => {
    // The server may point at a console screen this build does not have (yet).
    const rows = slice().notifications;
    const template = rows.find((row) => row.businessAccountId === 101 && row.target.startsWith('/profile/'))!;
    rows.unshift({
      ...template,
      id: 91_000,
      body: '곧 열리는 화면의 알림이에요.',
      target: '/profile/101/screen-of-tomorrow',
    });
    const onNotificationItem = vi.fn();
    const { user, router } = renderHeader({ onNotificationItem });
    const popup = await openNotifications(user);
    const before = router.state.location.pathname;
    await user.click(itemButton(popup, '곧 열리는 화면의 알림이에요'));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.text)).toContain(
        '이 알림의 화면은 아직 준비 중이라 열 수 없어요.',
      ),
    );
    expect(onNotificationItem).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(before);
    expect(screen.getByRole('dialog', { name: /^알림/ })).toBeInTheDocument();
  });
});

describe('header notifications on a failed load', () => {
  it('shows the error with 다시 시도, which loads the list again', async () => {
    const { user } = renderHeader();
    const popup = await openNotifications(user);
    mockRuntime.faults.add({ operation: 'notification.listNotificationsByType', status: 503, times: 1 });
    await user.click(within(popup).getByRole('tab', { name: '광고' }));
    await user.click(await within(popup).findByRole('button', { name: '다시 시도' }));
    expect(await within(popup).findByText(/하루 예산이 모두 소진됐어요/)).toBeInTheDocument();
  });
});
