import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderHeader, testSession } from './test-render';

const state = () => mockRuntime.db.state;
const button = (name: RegExp) => screen.getByRole('button', { name });
const dialog = (name: RegExp) => screen.queryByRole('dialog', { name });

async function openNotifications(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(await screen.findByRole('button', { name: /^알림/ }));
  const popup = screen.getByRole('dialog', { name: /^알림/ });
  await within(popup).findAllByRole('listitem');
  return popup;
}

afterEach(() => vi.restoreAllMocks());

describe('ShellHeader', () => {
  it('shows the logo and top links, and hides the right side when signed out', () => {
    renderHeader({}, testSession({ status: 'signed-out', nickname: undefined, email: undefined }));
    expect(screen.getByRole('link', { name: '동네마켓 비즈니스' })).toHaveAttribute('href', '/profile/login');
    expect(screen.getByRole('link', { name: '비즈프로필' })).toHaveAttribute('href', '/profile/recent-fallback');
    expect(screen.getByRole('link', { name: '광고' })).toHaveAttribute(
      'href',
      'https://advertising.alpha.dongnemarket.com/advertisements',
    );
    expect(screen.queryByRole('button', { name: /^알림/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^채팅/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /내 계정/ })).not.toBeInTheDocument();
  });

  it('marks the active top link and honours a custom logo url and hidden items', () => {
    renderHeader({ service: 'advertising', logoUrl: 'https://ads.example.com', hideChat: true, hideGuide: true });
    expect(screen.getByRole('link', { name: '광고' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '비즈프로필' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '동네마켓 비즈니스' })).toHaveAttribute('href', 'https://ads.example.com');
    expect(screen.queryByRole('link', { name: /^채팅/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '도움말' })).not.toBeInTheDocument();
    expect(button(/^공지사항/)).toBeInTheDocument();
  });

  it('sets 비즈프로필 active through the profile-tab callback', () => {
    renderHeader({ isProfileTab: () => true }, testSession(), '/notice');
    expect(screen.getByRole('link', { name: '비즈프로필' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the chat count, and 99+ above 99', async () => {
    state().chat.unreadCount = 150;
    renderHeader();
    const chat = await screen.findByRole('link', { name: '채팅, 안 읽은 메시지 99+' });
    expect(chat).toHaveTextContent('99+');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });

  it('keeps only one popup open; outside click and Escape close it', async () => {
    const { user } = renderHeader();
    await openNotifications(user);
    expect(button(/^알림/)).toHaveAttribute('aria-expanded', 'true');

    await user.click(button(/^공지사항/));
    expect(dialog(/^알림/)).not.toBeInTheDocument();
    expect(dialog(/^공지사항/)).toBeInTheDocument();

    await user.click(button(/도움말/));
    expect(dialog(/^공지사항/)).not.toBeInTheDocument();
    const guide = screen.getByRole('dialog', { name: '도움말' });
    expect(within(guide).getAllByRole('link')).toHaveLength(4);
    expect(guide).toContainElement(document.activeElement as HTMLElement);

    await user.click(document.body);
    expect(dialog(/도움말/)).not.toBeInTheDocument();

    await user.click(button(/내 계정/));
    expect(dialog(/내 계정/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog(/내 계정/)).not.toBeInTheDocument();
    expect(button(/내 계정/)).toHaveFocus();
  });

  it('moves through a popup with the arrow keys, and closes it when focus tabs out', async () => {
    const { user } = renderHeader();
    await user.click(button(/도움말/));
    const links = within(screen.getByRole('dialog', { name: '도움말' })).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[3]).toHaveFocus();

    await user.tab();
    expect(dialog(/도움말/)).not.toBeInTheDocument();
  });

  it('moves between the notification tabs with ←/→, choosing the tab it lands on', async () => {
    const { user } = renderHeader();
    const popup = await openNotifications(user);
    const tabs = within(popup).getAllByRole('tab');
    expect(tabs[0]).toHaveFocus();
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
  });

  it('opens help items in a new tab with noopener', async () => {
    const { user } = renderHeader();
    await user.click(button(/도움말/));
    const links = within(screen.getByRole('dialog', { name: '도움말' })).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(' (새 탭)', '').trim())).toEqual([
      '이용 가이드',
      '온라인 교육',
      '성공 사례 및 노하우',
      '고객센터',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows the account menu with the nickname, 내 정보 and 로그아웃', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    const { user } = renderHeader({}, testSession({ signOut }));
    await user.click(button(/내 계정: 동네커피 사장님/));
    const menu = screen.getByRole('dialog', { name: /내 계정/ });
    expect(within(menu).getByRole('link', { name: '내 정보' })).toHaveAttribute('href', '/userinfo');
    await user.click(within(menu).getByRole('button', { name: '로그아웃' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('falls back to the e-mail, or shows the alternative profile name and area', async () => {
    const first = renderHeader({}, testSession({ nickname: undefined }));
    expect(button(/내 계정: owner@example.com/)).toBeInTheDocument();
    first.unmount();
    const { user } = renderHeader({ profileName: '동네커피 망원점', profileArea: '망원동' });
    await user.click(button(/내 계정: 동네커피 망원점/));
    expect(screen.getByRole('dialog', { name: /내 계정/ })).toHaveTextContent('망원동');
  });
});
