import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderHeader } from './test-render';

describe('header notices', () => {
  it('lists 10 notices, important ones first with a mark, linking to their detail', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: /^공지사항/ }));
    const popup = screen.getByRole('dialog', { name: /^공지사항/ });
    await within(popup).findAllByRole('link', { name: /.+/ });
    await waitFor(() => expect(within(popup).queryByRole('status')).not.toBeInTheDocument());
    const items = within(popup).getAllByRole('listitem');
    expect(items.length).toBeLessThanOrEqual(10);
    const marks = items.map((item) => within(item).queryByText('중요') !== null);
    const firstPlain = marks.indexOf(false);
    expect(marks.some(Boolean)).toBe(true);
    expect(marks.slice(firstPlain === -1 ? marks.length : firstPlain).some(Boolean)).toBe(false);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toMatch(/^\/notice\/detail\/\d+$/);
    expect(within(popup).getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/notice');
  });

  it('says when there are no notices', async () => {
    mockRuntime.db.state.notice.notices = [];
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: /^공지사항/ }));
    expect(await screen.findByText('공지사항이 없어요.')).toBeInTheDocument();
  });
});
