/**
 * The 비즈프로필 정보 pages say where their back link goes (the overview is no list), and 사업자 정보
 * leads to 사업자 검수 even once verified, since that is the only way to change it (issue 25).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

describe('back links and the way to 사업자 검수 under 비즈프로필 정보', () => {
  it.each(['base-info', 'ba-info', 'introduction-info'])(
    '/info/%s leads back to 비즈프로필 정보, not a list',
    async (page) => {
      renderRoute(`/profile/101/info/${page}`);
      const back = await screen.findByRole('link', { name: /비즈프로필 정보로/ });
      expect(back).toHaveAttribute('href', '/profile/101/info');
      expect(screen.queryByText('목록으로')).not.toBeInTheDocument();
    },
  );

  it('사업자 정보 of a verified account links to 사업자 검수, where it changes', async () => {
    const inspections = mockRuntime.db.state.businessAccount.inspections;
    expect(inspections.some((row) => row.businessAccountId === 101 && row.state === 'APPROVED')).toBe(true);
    renderRoute('/profile/101/info/business-info');
    await screen.findByText('사업자 인증을 마쳤어요.');
    expect(screen.getByRole('link', { name: '사업자 검수에서 바꾸기' })).toHaveAttribute(
      'href',
      '/profile/101/inspection',
    );
    expect(screen.getByRole('link', { name: /비즈프로필 정보로/ })).toHaveAttribute('href', '/profile/101/info');
  });
});
