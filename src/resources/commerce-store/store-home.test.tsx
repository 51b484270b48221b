/**
 * The store home through the engine (docs/decisions/commerce-catalog.md): a store's status with its
 * sentence, its figures, the rejected products and the ways to its screens; without a store, why
 * one cannot be requested now, 열리면 알림 받기 for a closed region, and the way into the request.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const state = () => mockRuntime.db.state;

describe('store home', () => {
  it('101 (a store on sale): its status said, its figures in won, the rejected products and the ways on', async () => {
    const store = state().commerce.stores.find((candidate) => candidate.baId === 101)!;
    renderRoute('/profile/101/store');
    expect(await screen.findByRole('heading', { name: '스토어', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(store.name)).toBeInTheDocument();
    const status = screen.getByRole('region', { name: '스토어 상태' });
    expect(within(status).getByText('운영 중')).toBeInTheDocument();
    expect(within(status).getByText(/고객이 스토어에서 상품을 살 수 있어요\./)).toBeInTheDocument();
    expect(within(status).getByText(`${store.minConditionPrice.toLocaleString('ko-KR')}원`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '상품 관리' })).toHaveAttribute('href', '/profile/101/product');
    expect(screen.getByRole('link', { name: '배송 설정' })).toHaveAttribute(
      'href',
      '/profile/101/store/delivery_setting',
    );
    expect(screen.getByRole('link', { name: '정산' })).toHaveAttribute('href', '/profile/101/store/settlement');
    // The seed's two rejected products (더치커피 선물 세트, 카페 이용권 5만원; seed-products.ts).
    expect(await screen.findByText('반려된 상품 2개')).toBeInTheDocument();
    expect(screen.queryByText('아직 스토어가 없어요.')).not.toBeInTheDocument();
  });

  it('103, dormant (no store, a withdrawn request): the state of the request, and why it cannot request again', async () => {
    renderRoute('/profile/103/store');
    expect(await screen.findByText('아직 스토어가 없어요.')).toBeInTheDocument();
    const request = screen.getByRole('region', { name: '입점 신청' });
    expect(await within(request).findByText('신청 취소')).toBeInTheDocument();
    expect(within(request).getByText('휴면 계정이라 만들 수 없어요.')).toBeInTheDocument();
    expect(within(request).queryByRole('link', { name: '입점 신청하기' })).not.toBeInTheDocument();
  });

  it('103 made active (no store, a withdrawn request): no store screens, the state of the request and 입점 신청하기', async () => {
    state().auth.businessAccounts.find((account) => account.id === 103)!.status = 'ACTIVE';
    renderRoute('/profile/103/store');
    expect(await screen.findByText('아직 스토어가 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '상품 관리' })).not.toBeInTheDocument();
    const request = screen.getByRole('region', { name: '입점 신청' });
    // Each section's body loads with the screen on its own (lazySection).
    expect(await within(request).findByText('신청 취소')).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: '입점 신청하기' })).toHaveAttribute(
      'href',
      '/profile/103/store/request/requirements-check-list',
    );
  });

  it('a closed region: says so, asks to be told, and then shows it was asked', async () => {
    // 102 without its request under review, in a region stores have not opened in yet.
    state().commerce.storeRequests = state().commerce.storeRequests.filter((request) => request.baId !== '102');
    const account = state().auth.businessAccounts.find((candidate) => candidate.id === 102)!;
    account.region = { ...account.region, name: '제주시' };
    const { user } = renderRoute('/profile/102/store');
    expect(await screen.findByText(/아직 이 동네에서는 스토어를 열 수 없어요\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '입점 신청하기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /열리면 알림 받기/ }));
    expect(await screen.findByText('알림을 신청했어요. 스토어를 열 수 있게 되면 알려 드릴게요.')).toBeInTheDocument();
    expect(await screen.findByText('알림 신청함')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /열리면 알림 받기/ })).not.toBeInTheDocument();
    expect(state().commerce.openAlarms.map((alarm) => alarm.baId)).toContain('102');
  });

  it('a failed load says so with 다시 시도, and the retry shows the store', async () => {
    mockRuntime.faults.add({ operation: 'commerce.StoreInfo', status: 500 });
    const { user } = renderRoute('/profile/101/store');
    const retry = await screen.findByRole('button', { name: /다시 시도/ });
    mockRuntime.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('region', { name: '스토어 상태' })).toBeInTheDocument();
  });
});
