import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { renderPage } from '../test-utils';

describe('small pages', () => {
  it('lands on redirectPath from the advertiser site', async () => {
    const { router } = renderPage('/store-request-landing?advertiserId=77&redirectPath=%2Fnotice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
  });

  it('without a console redirectPath, leads on to the account last used, or to the account choice', async () => {
    storeBusinessAccountId(101);
    const first = renderPage('/store-request-landing?advertiserId=77&redirectPath=https%3A%2F%2Fevil.example');
    expect(await screen.findByText('이동할 곳을 찾을 수 없어요.')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/store-request-landing');
    expect(screen.getByRole('link', { name: '내 비즈프로필로 가기' })).toHaveAttribute('href', '/profile/101');
    first.unmount();

    localStorage.clear();
    renderPage('/store-request-landing?advertiserId=77');
    expect(await screen.findByRole('link', { name: '비즈니스 계정 선택하기' })).toHaveAttribute('href', '/profiles');
  });

  it('shows terms with a version picker', async () => {
    renderPage('/terms/unified/2024-03-01');
    expect(await screen.findByRole('heading', { name: '동네마켓 비즈니스 통합 이용약관' })).toBeInTheDocument();
    expect(screen.getByText('제2조 계정')).toBeInTheDocument();
  });
});
