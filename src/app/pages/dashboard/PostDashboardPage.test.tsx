import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { dataOf } from '@/mocks/testing/operation-calls';
import { aVote } from '@/mocks/testing/post-bodies';
import { renderRoute } from '@/testing/render-route';

describe('게시글 통계', () => {
  it('shows a vote written a moment ago with nothing counted yet (issue 40: it had 노출 644 · 유입 59)', async () => {
    const title = '연말 디저트 투표';
    await dataOf('post.createPost', { body: aVote(title) }, DEMO_ACCOUNT_IDS.active);
    renderRoute(`/profile/${DEMO_ACCOUNT_IDS.active}/dashboard/post`);

    const row = (await screen.findByRole('link', { name: title })).closest('tr')!;
    const table = row.closest('table')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const figures = Object.fromEntries(headers.map((header, index) => [header, cells[index]]));
    expect(figures).toMatchObject({ '노출 수': '0', '유입 수': '0', '댓글 수': '0', '맺은 단골': '0' });
  });
});
