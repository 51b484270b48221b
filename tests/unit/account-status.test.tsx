/**
 * What an account's state allows, decided once for every screen: the pickup screens need an
 * account that joined pickup (its onboarding application was approved), and an account that is
 * not ACTIVE (dormant) may look but not create, change or delete.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { emptyStore } from '@/mocks/services/pickup/model';
import { renderRoute } from '@/testing/render-route';

const state = () => mockRuntime.db.state;
const NOT_JOINED = '픽업 서비스를 신청해야 쓸 수 있어요';

function setAccountStatus(id: number, status: 'ACTIVE' | 'DORMANT') {
  state().auth.businessAccounts.find((account) => account.id === id)!.status = status;
}

describe('pickup screens for an account that has not joined pickup', () => {
  // 102's application as seeded: 사업자 등록 확인 approved, 정산 계좌 under inspection, 가게 정보 sent
  // back, the other two not sent (src/mocks/services/pickup/seed-onboarding.ts).
  it.each(['menu', 'menu/new', 'option', 'display-category', 'store-discount'])(
    '/pickup/%s says where the half-done application stands and leads to the step sent back',
    async (screenPath) => {
      renderRoute(`/profile/102/pickup/${screenPath}`);
      expect(
        await screen.findByRole('heading', { name: '픽업 서비스 신청을 마저 해 주세요', level: 1, hidden: true }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          '5단계 중 2단계를 검수 요청했어요. ‘가게 정보’ 단계가 반려됐어요. 반려 사유를 보고 고쳐서 다시 요청해 주세요.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
      expect(screen.queryByText(/만들기$/)).not.toBeInTheDocument();
      expect(screen.getByText('‘가게 정보’ 단계 고치기').closest('a')).toHaveAttribute(
        'href',
        '/profile/102/pickup/setup?step=store',
      );
      expect(screen.getByText('비즈프로필로 가기').closest('a')).toHaveAttribute('href', '/profile/102');
      expect(screen.getByText('고객센터에 문의하기').closest('a')).toHaveAttribute('target', '_blank');
    },
  );

  it('asks an account that never started to apply', async () => {
    state().pickup.stores['102']!.onboarding = emptyStore(102).onboarding;
    renderRoute('/profile/102/pickup/menu');
    expect(await screen.findByRole('heading', { name: NOT_JOINED, level: 1, hidden: true })).toBeInTheDocument();
    expect(screen.getByText('픽업 서비스 신청하기').closest('a')).toHaveAttribute(
      'href',
      '/profile/102/pickup/kickoff',
    );
  });

  it('reads membership from the pickup onboarding application, not from the account id', async () => {
    state().pickup.stores['102']!.onboarding.onboardingStatus = 'APPROVED';
    renderRoute('/profile/102/pickup/menu');
    expect(await screen.findByRole('table', { name: '메뉴 목록', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText(NOT_JOINED)).not.toBeInTheDocument();

    state().pickup.stores['101']!.onboarding.onboardingStatus = 'NOT_SUBMITTED';
    renderRoute('/profile/101/pickup/option');
    // Every step of 101's was approved: nothing is left but to send it.
    expect(await screen.findAllByText('픽업 서비스 신청을 마저 해 주세요')).not.toHaveLength(0);
    expect(screen.getByText('5단계 중 5단계를 검수 요청했어요.')).toBeInTheDocument();
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
    // Looking stays possible: a row offers 보기, not a 수정 it cannot save (issue 40).
    expect(screen.getAllByLabelText(/^보기: /)[0]).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByLabelText(/^수정: /)).not.toBeInTheDocument();
  });

  it('cannot reorder options; a form says why at its top, read-only, instead of refusing at its bottom', async () => {
    setAccountStatus(101, 'DORMANT');
    renderRoute('/profile/101/pickup/option?create=1');
    expect(await screen.findByLabelText('옵션 이름')).toBeDisabled();
    for (const move of screen.getAllByLabelText(/^(위로|아래로) 옮기기: /)) expect(move).toBeDisabled();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('휴면 계정이라 저장할 수 없어요.');
    // Above the fields, with no save button under them (issue 40).
    expect(
      note.compareDocumentPosition(screen.getByLabelText('옵션 이름')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByText('만들기', { selector: 'button span' })).not.toBeInTheDocument();
  });

  it('cannot add a photo in a form it cannot save', async () => {
    setAccountStatus(101, 'DORMANT');
    renderRoute('/profile/101/pickup/menu/new');
    await screen.findByLabelText('메뉴 이름');
    // The photo widget's code loads with the first form that draws one (issue 42): it may come after the name.
    await waitFor(() => expect(screen.getAllByText('사진 추가')).toHaveLength(2));
    const photoButtons = screen.getAllByText('사진 추가').map((text) => text.closest('button')!);
    for (const button of photoButtons) expect(button).toBeDisabled();
    expect(screen.queryByText('저장하고 판매 시작')).not.toBeInTheDocument();
    expect(screen.getByText('휴면 계정이라 저장할 수 없어요.', { selector: '.ant-alert-title' })).toBeVisible();
  });

  it('changes nothing for an ACTIVE account', async () => {
    renderRoute('/profile/101/pickup/menu');
    expect(await screen.findByRole('link', { name: '메뉴 만들기', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText(/휴면 계정이라/)).not.toBeInTheDocument();
  });
});
