/** The back link above the deletion reason step names where it goes: not to a list (issue 25). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

describe('back link of the deletion pages', () => {
  it('the deletion reason step leads back to 계정 삭제', async () => {
    renderRoute('/profile/101/delete/reason/1');
    const back = await screen.findByRole('link', { name: /계정 삭제로/ });
    expect(back).toHaveAttribute('href', '/profile/101/delete');
    expect(screen.queryByText('목록으로')).not.toBeInTheDocument();
  });
});
