/**
 * Each account sees its own console (issue 25): the side navigation and the store screens follow
 * what the demo account has — a store, a pickup membership, its status — decided by one function
 * (accountConsoleOf) from the services' answers, for every demo account.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime, mockServer } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { accountIdByName } from '@/mocks/services/business-account/seed-accounts';
import { accountConsoleOf, activeAccounts } from '@/app/layouts/account-console';
import { renderRoute } from '@/testing/render-route';

const state = () => mockRuntime.db.state;
const NO_STORE = '스토어를 열어야 쓸 수 있어요';

/** The side navigation (the header's top links are a navigation too). */
async function sideNav(): Promise<HTMLElement> {
  const navs = await screen.findAllByRole('navigation', { name: '주요 메뉴' });
  const side = navs.find((nav) => nav.classList.contains('side-nav'));
  if (!side) throw new Error('no side navigation');
  return side;
}

async function navGroup(label: string): Promise<string[]> {
  const nav = await sideNav();
  const list = within(nav).getByRole('list', { name: label });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** Waits until the group shows its settled links (the services have answered). */
async function settledGroup(label: string, expected: readonly string[]) {
  // The first commerce and pickup answers of a fresh mock world take a while on a busy machine.
  await waitFor(async () => expect(await navGroup(label)).toEqual(expected));
}

describe('accountConsoleOf', () => {
  it('offers the store and pickup screens by what the account has, and one step while it lacks them', () => {
    expect(accountConsoleOf({ status: 'ACTIVE', hasStore: true, pickup: 'APPROVED' })).toEqual({
      store: 'full',
      pickup: 'member',
      dormant: false,
      deleted: false,
    });
    expect(accountConsoleOf({ status: 'ACTIVE', hasStore: false, pickup: 'NOT_SUBMITTED' })).toMatchObject({
      store: 'open',
      pickup: 'apply',
    });
    expect(accountConsoleOf({ status: 'DORMANT', hasStore: undefined, pickup: 'UNDER_REVIEW' })).toEqual({
      store: 'unknown',
      pickup: 'progress',
      dormant: true,
      deleted: false,
    });
    expect(accountConsoleOf({ status: 'DESTROYED', hasStore: false, pickup: 'REJECTED' }).deleted).toBe(true);
  });

  it('leaves deleted accounts out of the accounts to choose from', () => {
    const listed = [{ status: 'ACTIVE' }, { status: 'DESTROYED' }, { status: 'DORMANT' }] as const;
    expect(activeAccounts(listed).map((account) => account.status)).toEqual(['ACTIVE', 'DORMANT']);
  });
});

describe('each demo account sees its own console', () => {
  it('101 (store, pickup live): the whole store and the pickup screens, no 입점 신청 or 입점 진행 상황', async () => {
    renderRoute(`/profile/${DEMO_ACCOUNT_IDS.active}/coupon`);
    await settledGroup('스토어', ['스토어 홈', '상품', '주문', '정산']);
    await settledGroup('픽업 주문', [
      '주문',
      '메뉴',
      '원산지·영양 정보',
      '메뉴 옵션',
      '메뉴 카테고리',
      '매장 할인',
      '정산',
    ]);
  });

  it('102 (no store, not in pickup): one 스토어 열기 and one 입점 신청 entry', async () => {
    renderRoute(`/profile/${DEMO_ACCOUNT_IDS.inspection}/coupon`);
    await settledGroup('스토어', ['스토어 열기']);
    await settledGroup('픽업 주문', ['입점 신청']);
    expect(within(await sideNav()).getByRole('link', { name: '스토어 열기' })).toHaveAttribute(
      'href',
      '/profile/102/store',
    );
  });

  it('an account without a store reaching a store screen by its address gets one clear state with 스토어 열기', async () => {
    // 102 without its pending request: nothing about a store yet.
    state().commerce.storeRequests = state().commerce.storeRequests.filter(
      (request) => request.baId !== String(DEMO_ACCOUNT_IDS.inspection),
    );
    for (const address of [
      'product',
      'product/new',
      'order',
      'order/detail/1',
      'store/settlement',
      'store/delivery_setting',
    ]) {
      const view = renderRoute(`/profile/${DEMO_ACCOUNT_IDS.inspection}/${address}`);
      const heading = await screen.findByRole('heading', { name: NO_STORE, level: 1 });
      const state = heading.closest('section')!;
      expect(within(state).getByRole('link', { name: '스토어 열기' })).toHaveAttribute('href', '/profile/102/store');
      expect(screen.queryByText(/찾을 수 없어요/)).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('102, whose store request is being reviewed, hears so on the store screens and is led to its state', async () => {
    renderRoute(`/profile/${DEMO_ACCOUNT_IDS.inspection}/product`);
    const heading = await screen.findByRole('heading', { name: '스토어 입점을 심사하고 있어요', level: 1 });
    expect(within(heading.closest('section')!).getByRole('link', { name: '신청 상태 보기' })).toHaveAttribute(
      'href',
      '/profile/102/store',
    );
  });

  it('103 (dormant): the banner has one way back, a button to the customer center', async () => {
    renderRoute(`/profile/${DEMO_ACCOUNT_IDS.dormant}/coupon`);
    const banner = await screen.findByText(/휴면 상태인 계정이에요/);
    const region = banner.closest('.ant-alert')!;
    const button = within(region as HTMLElement).getByRole('link', { name: /고객센터에 문의하기/ });
    expect(button).toHaveAttribute('target', '_blank');
  });

  it('a deleted account is not among the accounts, and its addresses say what happened', async () => {
    const deleted = accountIdByName(state().businessAccount.accounts, '상수 문방구');
    renderRoute(`/profile/${deleted}/coupon`);
    expect(await screen.findByRole('heading', { name: '이 비즈니스 계정은 볼 수 없어요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 비즈니스 계정 보기' })).toHaveAttribute('href', '/profiles');
    expect(document.querySelector('nav.side-nav')).toBeNull();
  });

  it('an account list that still names a deleted account (as a server may) does not offer it', async () => {
    const listed = state().auth.businessAccounts;
    listed.push({ ...listed[0]!, id: 4242, name: '문 닫은 가게', status: 'DESTROYED' });
    const view = renderRoute('/profiles');
    await screen.findByText('동네커피 망원점');
    expect(screen.queryByText('문 닫은 가게')).not.toBeInTheDocument();
    view.unmount();
    renderRoute('/profile/4242/coupon');
    expect(await screen.findByRole('heading', { name: '삭제된 비즈니스 계정이에요' })).toBeInTheDocument();
  });

  it('a list page draws its rows before the store is asked, and the side navigation once, complete (issue 42)', async () => {
    const seen: string[] = [];
    const onStart = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/graphql')) seen.push('store asked');
    };
    mockServer.events.on('request:start', onStart);
    // Each time the side navigation changes, what its store group shows.
    const drawn: string[][] = [];
    const watch = new MutationObserver(() => {
      const links = [...document.querySelectorAll('nav.side-nav [aria-labelledby] a')].map((a) => a.textContent ?? '');
      if (links.length > 0 && links.join() !== drawn.at(-1)?.join()) drawn.push(links);
      if (document.querySelector('.ant-table-row') && !seen.includes('row')) seen.push('row');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      renderRoute(`/profile/${DEMO_ACCOUNT_IDS.active}/coupon`);
      await settledGroup('스토어', ['스토어 홈', '상품', '주문', '정산']);
      expect(seen.slice(0, 2)).toEqual(['row', 'store asked']);
      expect(drawn).toHaveLength(1);
    } finally {
      watch.disconnect();
      mockServer.events.removeListener('request:start', onStart);
    }
  });
});
