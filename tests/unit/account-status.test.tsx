/**
 * What an account's state allows, decided once for every screen: the pickup screens need an
 * account that joined pickup (its onboarding application was approved), and an account that is
 * not ACTIVE (dormant) may look but not create, change or delete.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const state = () => mockRuntime.db.state;
const NOT_JOINED = '픽업 서비스를 신청해야 쓸 수 있어요';

function setAccountStatus(id: number, status: 'ACTIVE' | 'DORMANT') {
  state().auth.businessAccounts.find((account) => account.id === id)!.status = status;
}

describe('pickup screens for an account that has not joined pickup', () => {
  it.each(['menu', 'menu/new', 'option', 'display-category', 'store-discount'])(
    '/pickup/%s says so, with a way on, instead of an empty screen',
    async (screenPath) => {
      renderRoute(`/profile/102/pickup/${screenPath}`);
      expect(await screen.findByRole('heading', { name: NOT_JOINED, level: 1, hidden: true })).toBeInTheDocument();
      expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
      expect(screen.queryByText(/만들기$/)).not.toBeInTheDocument();
      expect(screen.getByText('비즈프로필로 가기').closest('a')).toHaveAttribute('href', '/profile/102');
      expect(screen.getByText('고객센터에 문의하기').closest('a')).toHaveAttribute('target', '_blank');
      expect(screen.getByText('픽업 서비스 신청하기').closest('a')).toHaveAttribute(
        'href',
        '/profile/102/pickup/kickoff',
      );
    },
  );

  it('reads membership from the pickup onboarding application, not from the account id', async () => {
    state().pickup.stores['102']!.onboarding.onboardingStatus = 'APPROVED';
    renderRoute('/profile/102/pickup/menu');
    expect(await screen.findByRole('table', { name: '메뉴 목록', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText(NOT_JOINED)).not.toBeInTheDocument();

    state().pickup.stores['101']!.onboarding.onboardingStatus = 'NOT_SUBMITTED';
    renderRoute('/profile/101/pickup/option');
    expect(await screen.findAllByText(NOT_JOINED)).not.toHaveLength(0);
  });

  it('says an application under review is being reviewed', async () => {
    state().pickup.stores['102']!.onboarding.onboardingStatus = 'UNDER_REVIEW';
    renderRoute('/profile/102/pickup/menu');
    expect(await screen.findByText('픽업 서비스 입점을 심사하고 있어요')).toBeInTheDocument();
  });

  it('shows a failed membership check with a working retry', async () => {
    // Every check fails until the server is back: the route's early one and the gate's own.
    mockRuntime.faults.add({ operation: 'pickup.getOnboardingApplication', status: 500 });
    const { user } = renderRoute('/profile/101/pickup/menu');
    const retry = await screen.findByText('다시 시도');
    mockRuntime.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('table', { name: '메뉴 목록', hidden: true })).toBeInTheDocument();
  });

  it('keeps the screen when a later membership check fails (a save refreshes every pickup query)', async () => {
    const { queryClient } = renderRoute('/profile/101/pickup/menu');
    const table = await screen.findByRole('table', { name: '메뉴 목록', hidden: true });
    mockRuntime.faults.add({ operation: 'pickup.getOnboardingApplication', status: 500, times: 1 });
    await queryClient.invalidateQueries({ queryKey: ['pickup'] });
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().find({ queryKey: ['pickup', 'getOnboardingApplication'], exact: false })?.state
          .error,
      ).toBeTruthy(),
    );
    expect(table).toBeInTheDocument();
    expect(screen.queryByText('다시 시도')).not.toBeInTheDocument();
  });
});

describe('a dormant account', () => {
  it('cannot make a coupon: 쿠폰 만들기 is disabled and says why', async () => {
    renderRoute('/profile/103/coupon');
    const reason = '휴면 계정이라 만들 수 없어요.';
    // Said beside the button, and read as the button's description.
    expect(await screen.findByText(reason, { selector: '.muted' })).toBeVisible();
    const [create] = screen.getAllByRole('button', { name: '쿠폰 만들기', hidden: true });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(reason);
    expect(screen.queryByRole('link', { name: '쿠폰 만들기', hidden: true })).not.toBeInTheDocument();
    // The banner says it for every control that is off (a row's 삭제, a status picker).
    expect(screen.getByText(/볼 수는 있지만 만들거나 바꿀 수 없어요\./)).toBeVisible();
  });

  it('sees its menus but cannot create, change the status of, or delete one', async () => {
    setAccountStatus(101, 'DORMANT');
    renderRoute('/profile/101/pickup/menu');
    const create = await screen.findByRole('button', { name: '메뉴 만들기', hidden: true });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('휴면 계정이라 만들 수 없어요.');
    await waitFor(() => expect(screen.getAllByLabelText(/^판매 상태: /)).toHaveLength(10));
    const picker = screen.getAllByLabelText(/^판매 상태: /)[0]!;
    expect(picker).toBeDisabled();
    expect(picker).toHaveAccessibleDescription(/휴면 계정이라 바꿀 수 없어요\./);
    const remove = screen.getAllByLabelText(/^삭제: /)[0]!;
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('휴면 계정이라 삭제할 수 없어요.');
    // Looking stays possible.
    expect(screen.getAllByLabelText(/^수정: /)[0]).not.toHaveAttribute('aria-disabled');
  });

  it('cannot reorder options or save a form', async () => {
    setAccountStatus(101, 'DORMANT');
    renderRoute('/profile/101/pickup/option?create=1');
    await screen.findByLabelText('옵션 이름');
    for (const move of screen.getAllByLabelText(/^(위로|아래로) 옮기기: /)) expect(move).toBeDisabled();
    const save = screen.getByText('만들기', { selector: 'button span' }).closest('button')!;
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('휴면 계정이라 저장할 수 없어요.');
    expect(screen.getByText('휴면 계정이라 저장할 수 없어요.', { selector: 'p' })).toBeVisible();
  });

  it('cannot add a photo in a form it cannot save', async () => {
    setAccountStatus(101, 'DORMANT');
    renderRoute('/profile/101/pickup/menu/new');
    await screen.findByLabelText('메뉴 이름');
    const photoButtons = screen.getAllByText('사진 추가').map((text) => text.closest('button')!);
    expect(photoButtons).toHaveLength(2);
    for (const button of photoButtons) expect(button).toBeDisabled();
    expect(screen.getByText('저장하고 판매 시작').closest('button')).toBeDisabled();
  });

  it('changes nothing for an ACTIVE account', async () => {
    renderRoute('/profile/101/pickup/menu');
    expect(await screen.findByRole('link', { name: '메뉴 만들기', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText(/휴면 계정이라/)).not.toBeInTheDocument();
  });
});
