/** Route-level test of the review list, built from the review resource: summary figures and URL filters. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

async function rowCount() {
  const table = await screen.findByRole('table', { name: '리뷰 목록' });
  await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]').length).toBeGreaterThan(0));
  return table.querySelectorAll('tbody tr[data-row-key]').length;
}

describe('review list', () => {
  it('shows the uncommented count above the list', async () => {
    renderRoute('/profile/101/review');
    await rowCount();
    const term = await screen.findByText('답글 없는 리뷰');
    expect(term.nextElementSibling?.textContent).toMatch(/^\d+개$/);
  });

  it('shows the owner’s answers whole, wrapped like the reviews (never cut to one line)', async () => {
    renderRoute('/profile/101/review?commented=true');
    await rowCount();
    const table = screen.getByRole('table', { name: '리뷰 목록' });
    expect(table.querySelectorAll('tbody .cell-ellipsis')).toHaveLength(0);
    const answers = [...table.querySelectorAll('tbody tr[data-row-key]')].map((row) =>
      row.querySelectorAll('p.pre-wrap'),
    );
    for (const paragraphs of answers) expect(paragraphs).toHaveLength(2);
  });

  it('reads the media filter from the URL: only reviews with a video', async () => {
    renderRoute('/profile/101/review?mediaType=VIDEO');
    await rowCount();
    const rows = [...screen.getByRole('table', { name: '리뷰 목록' }).querySelectorAll('tbody tr[data-row-key]')];
    for (const row of rows) expect(row.querySelector('img[alt="동영상"]')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: '첨부 종류' })).toBeInTheDocument();
  });
});
