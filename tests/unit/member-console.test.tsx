/**
 * Issue 39, as 최바리스타, a 멤버 of 101 (데모 도구's "사람 바꾸기"): the counter works end to end —
 * accept, then cancel with a reason — while settlement and administrators are neither in the menu
 * nor open by address (the gate's sentence), and the mock refuses them by request.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { ResponseError } from '@/api/errors';
import { mockRuntime } from '@/mocks/node';
import { asAccount } from '@/mocks/testing/operation-calls';
import { becomePerson, demoPeople } from '@/mocks/ui/demo-person';
import { PICKUP_BOARD, pickupStore, waitingOrders } from '@/mocks/testing/pickup-board';
import { renderRoute } from '@/testing/render-route';

const BOARD = PICKUP_BOARD;
const store = pickupStore;
const waitingRows = waitingOrders;

beforeEach(() => {
  becomePerson(mockRuntime, demoPeople(mockRuntime).find((person) => person.roleLabel === '멤버')!.userId);
});

describe('a 멤버 at the counter', () => {
  it('accepts an order and cancels another with a reason', async () => {
    const { user } = renderRoute(BOARD);
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    const [first, second] = waitingRows();
    await user.click(within(within(list).getAllByRole('article')[0]!).getByRole('button', { name: '접수' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '15분' }));
    await waitFor(() => expect(store().orders.find((order) => order.id === first!.id)!.status).toBe('ACCEPTED'));

    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: `주문번호 ${first!.orderNumber}` })).not.toBeInTheDocument(),
    );
    await user.click(within(within(list).getAllByRole('article')[0]!).getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '재료 소진' }));
    await user.click(within(dialog).getByRole('button', { name: '다음' }));
    await user.click(await within(dialog).findByRole('button', { name: '주문 취소' }));
    await waitFor(() =>
      expect(store().orders.find((order) => order.id === second!.id)).toMatchObject({ status: 'CANCELED' }),
    );
  });

  it('marks an accepted order ready, then picked up', async () => {
    const { user } = renderRoute(`${BOARD}?tab=progress`);
    const list = await screen.findByRole('region', { name: '진행 중인 주문 목록' });
    const row = store().orders.find((order) => order.status === 'ACCEPTED')!;
    const card = () =>
      within(list)
        .getAllByRole('article')
        .find((each) => within(each).queryByRole('heading', { name: `주문번호 ${row.orderNumber}` }))!;
    await user.click(within(card()).getByRole('button', { name: '준비 완료' }));
    await waitFor(() => expect(row.status).toBe('PREPARATION_COMPLETED'));
    await user.click(await within(card()).findByRole('button', { name: '픽업 완료' }));
    await waitFor(() => expect(row.status).toBe('PICKUP_COMPLETED'));
  });

  it('hears why at the settlement, administrators and business information addresses', async () => {
    renderRoute('/profile/101/pickup/settlement');
    expect(await screen.findByRole('heading', { name: '권한이 없는 화면이에요' })).toBeInTheDocument();
    expect(screen.getByText('멤버는 정산을 볼 수 없어요. 대표 관리자나 관리자에게 요청해 주세요.')).toBeInTheDocument();
    renderRoute('/profile/101/administrator');
    expect(await screen.findByText(/^멤버는 관리자를 볼 수 없어요\./)).toBeInTheDocument();
    renderRoute('/profile/101/info/business-info');
    expect(await screen.findByText(/^멤버는 사업자 정보를 볼 수 없어요\./)).toBeInTheDocument();
    // The menu's links are the navigation test's (src/app/layouts/navigation-roles.test.ts).
  });

  it('reads the account overview without its 사업자 정보 group (a screen it may not open)', async () => {
    renderRoute('/profile/101/info');
    expect(await screen.findByRole('heading', { name: /^기본 정보/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^사업자 정보/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /사업자 정보/ })).toBeNull();
    // The groups' pages open read-only to a 멤버 (the schemas give their saves to 대표 관리자 and
    // 관리자): their links say 보기, never 수정하기 or the main 입력하기.
    for (const group of ['기본 정보', '소개와 사진', '계정 정보']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${group}\\s?보기$`) });
      expect(link.className).not.toMatch(/ant-btn-primary/);
    }
    expect(screen.queryByRole('link', { name: /수정하기|입력하기/ })).toBeNull();
  });

  it('is refused settlement by a request made by hand', async () => {
    asAccount(101);
    const refused = await callOperation('finance.getSettlementReport', {
      path: { baId: 101, year: 2026, month: 11 },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ResponseError);
    expect((refused as ResponseError).status).toBe(403);
  });
});
