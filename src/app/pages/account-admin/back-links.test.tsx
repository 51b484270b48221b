/** Back links above hand-written account pages name where they go: neither leads to a list (issue 25). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

describe('back links of the branch and deletion pages', () => {
  it('지점 일괄 등록 leads back to 지점 관리', async () => {
    renderRoute('/profile/101/branch-store/bulk-regist');
    const back = await screen.findByRole('link', { name: /지점 관리로/ });
    expect(back).toHaveAttribute('href', '/profile/101/branch-store');
    expect(screen.queryByText('목록으로')).not.toBeInTheDocument();
  });

  it('the deletion reason step leads back to 계정 삭제', async () => {
    renderRoute('/profile/101/delete/reason/1');
    const back = await screen.findByRole('link', { name: /계정 삭제로/ });
    expect(back).toHaveAttribute('href', '/profile/101/delete');
    expect(screen.queryByText('목록으로')).not.toBeInTheDocument();
  });
});
