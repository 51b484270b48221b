import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { fakeSession, renderPage } from '../test-utils';

describe('notices', () => {
  it('lists important notices first with KST dates and opens one', async () => {
    const { user, router } = renderPage('/notice');
    const list = await screen.findByRole('list', { name: '공지사항' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('중요')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^\d{4}\.\d{2}\.\d{2}$/)).toBeInTheDocument();
    const link = within(rows[0]!).getByRole('link');
    await user.click(link);
    const title = link.textContent ?? '';
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/notice\/detail\/\d+$/));
    // By name: the list's own heading may still be on screen while the detail loads.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the empty text when nothing matches', async () => {
    mockRuntime.db.state.notice.notices = [];
    renderPage('/notice');
    expect(await screen.findByText('공지사항이 없어요.')).toBeInTheDocument();
  });

  it('shows an error with 다시 시도, and recovers', async () => {
    mockRuntime.faults.add({ service: 'notice', status: 500 });
    const { user } = renderPage('/notice');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    mockRuntime.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('list', { name: '공지사항' })).toBeInTheDocument();
  });

  it('says a missing notice is gone', async () => {
    renderPage('/notice/detail/999999');
    expect(await screen.findByText(/공지사항을 찾을 수 없어요/)).toBeInTheDocument();
  });
});

describe('notifications', () => {
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
