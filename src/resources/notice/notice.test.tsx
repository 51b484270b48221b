import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderPage } from '@/app/pages/test-utils';

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

  it('shows the important notices above the first page only', async () => {
    renderPage('/notice?page=2');
    const list = await screen.findByRole('list', { name: '공지사항' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(within(list).queryByText('중요')).not.toBeInTheDocument();
  });

  it('filters by the category in the address', async () => {
    renderPage('/notice?category=EVENT');
    expect(await screen.findByRole('combobox', { name: '카테고리' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '공지사항' });
    const rows = within(list).getAllByRole('listitem');
    // The seed's four 이벤트 notices, newest first (notice/seed.ts), and no other.
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      '연말 단골 쿠폰 이벤트 참여하고 광고 포인트 받아요',
      '첫 쿠폰 발행하면 광고비 1만 원 지원',
      '망원시장 상생 주간 참여 가게 모집',
      '가을맞이 소식 쓰기 챌린지 결과 발표',
    ]);
    for (const row of rows) expect(within(row).getByText('이벤트')).toBeInTheDocument();
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
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });
});
