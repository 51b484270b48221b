/**
 * Addresses that cannot name a record or an account (issue 8): static words are not taken for ids,
 * and a record screen never opens an editor for an id that cannot exist.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const NOT_FOUND = '찾을 수 없어요. 삭제되었거나 주소가 잘못되었을 수 있어요.';

describe('route addresses', () => {
  it.each([
    '/profile/101/pickup/menu/abc',
    '/profile/101/pickup/menu/0',
    '/profile/101/coupon/update/abc',
    '/profile/101/coupon/detail/12x',
  ])('%s shows the not-found state of its screen, without a request or a form', async (path) => {
    mockRuntime.faults.clearCalls();
    renderRoute(path);
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /저장|만들기/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    const recordCalls = mockRuntime.faults.calls().filter(({ operation }) => /getMenu|getCouponBoxFor/.test(operation));
    expect(recordCalls).toEqual([]);
  });

  it('still opens the new-record editor at its word', async () => {
    renderRoute('/profile/101/pickup/menu/new');
    expect(await screen.findByLabelText('메뉴 이름')).toBeInTheDocument();
  });

  it('/profile/create is the creation page, not an account', async () => {
    renderRoute('/profile/create');
    expect(await screen.findByRole('heading', { level: 1, name: '비즈프로필 만들기' })).toBeInTheDocument();
  });

  it.each(['/profile/new-shop', '/profile/abc/coupon'])('%s is not taken for an account id', async (path) => {
    renderRoute(path);
    expect(await screen.findByText('페이지를 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '처음으로' })).toHaveAttribute('href', '/');
  });

  it('an unknown address inside an account keeps its header and navigation, and leads to its home', async () => {
    renderRoute('/profile/101/not-a-screen');
    expect(await screen.findByText('페이지를 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '쿠폰' })).toHaveAttribute('href', '/profile/101/coupon');
    expect(screen.getByRole('link', { name: '계정 홈으로' })).toHaveAttribute('href', '/profile/101');
  });
});
