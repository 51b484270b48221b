/**
 * A form belongs to its account (issue 24): switching accounts asks about unsaved changes first,
 * then opens the other account's page afresh; nothing typed for the first account is shown in the
 * second or sent to either after 나가기. 검수 요청 cancels a pending autosave.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockRuntime, mockServer } from '@/mocks/node';
import { dialogTitled } from '@/testing/dialogs';
import { renderRoute } from '@/testing/render-route';

const QUESTION = '저장하지 않은 내용이 있어요. 페이지를 나갈까요?';

/** Every call that writes (method and path), in order. */
function watchWrites(): { method: string; path: string }[] {
  const seen: { method: string; path: string }[] = [];
  mockServer.use(
    http.all(
      ({ request }) => request.method !== 'GET',
      ({ request }) => {
        seen.push({ method: request.method, path: new URL(request.url).pathname });
      },
    ),
  );
  return seen;
}

describe('switching accounts on a form', () => {
  it('the engine’s create form opens empty for the other account after 나가기', async () => {
    const { user, router } = renderRoute('/profile/101/coupon/new');
    await user.type(await screen.findByLabelText('쿠폰 이름'), '망원점 전용');
    // The side selector rewrites the account part of the address; the question comes first.
    act(() => {
      void router.navigate('/profile/102/coupon/new');
    });
    const question = await dialogTitled(QUESTION);
    // It says why it asks: the account is being switched (issue 41).
    expect(question).toHaveTextContent('다른 계정으로 바꾸면 지금 쓰던 내용은 저장되지 않고 사라져요.');
    await user.click(within(question).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/102/coupon/new'));
    await waitFor(() => expect(screen.getByLabelText('쿠폰 이름')).toHaveValue(''));
  });

  it('an onboarding step’s pending autosave is dropped on a switch: nothing reaches either account', async () => {
    const stores = mockRuntime.db.state.pickup.stores;
    const before = JSON.stringify([stores['101']!.onboarding.storeInfo, stores['102']!.onboarding.storeInfo]);
    const writes = watchWrites();
    const { user, router } = renderRoute('/profile/102/pickup/setup?step=store');
    const phone = await screen.findByLabelText(/매장 전화번호/);
    await user.clear(phone);
    await user.paste('02-111-2222');
    act(() => {
      void router.navigate('/profile/101/pickup/setup?step=store');
    });
    await user.click(within(await dialogTitled(QUESTION)).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/101/pickup/setup'));
    // Longer than the autosave's moment: no draft is written for 102 (dropped) nor 101 (not its answers).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(writes.filter((call) => call.path.includes('store'))).toEqual([]);
    expect(JSON.stringify([stores['101']!.onboarding.storeInfo, stores['102']!.onboarding.storeInfo])).toBe(before);
    expect(screen.queryByDisplayValue('02-111-2222')).toBeNull();
  });

  it('검수 요청 cancels the pending autosave: the step is sent, no draft after it', async () => {
    const info = () => mockRuntime.db.state.pickup.stores['102']!.onboarding.storeInfo;
    info().rejectReason = {
      title: '전화번호가 연결되지 않아요',
      content: '',
      field: 'phoneNumber',
      rejectedValue: '02-325-7788',
    };
    const writes = watchWrites();
    const { user } = renderRoute('/profile/102/pickup/setup?step=store');
    const phone = await screen.findByLabelText(/매장 전화번호/);
    await user.clear(phone);
    await user.paste('02-325-9999');
    // The answer is held for longer than the autosave's moment (1.2 s, set when the phone was typed):
    // the draft must not be saved meanwhile.
    const answer = mockRuntime.faults.hold({ operation: 'pickup.submitStoreInfoInspection', times: 1 });
    await user.click(within(phone.closest('form')!).getByText('다시 검수 요청'));
    await answer.arrival();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    answer.release();
    await waitFor(() => expect(info().status).toBe('UNDER_INSPECTION'));
    const storeWrites = writes.filter((call) => call.path.includes('store'));
    expect(storeWrites).toHaveLength(1);
    expect(storeWrites[0]!.path).not.toMatch(/draft/i);
  });
});

describe('switching accounts on a list with a selection', () => {
  it('the commerce order list’s selection does not follow to the other account', async () => {
    const { user, router } = renderRoute('/profile/101/order');
    const boxes = await screen.findAllByRole('checkbox', { name: /선택/ });
    await user.click(boxes.at(-1)!);
    expect(await screen.findByText('1건 선택')).toBeInTheDocument();
    act(() => {
      void router.navigate('/profile/102/order');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/102/order'));
    await waitFor(() => expect(screen.queryByText('1건 선택')).toBeNull());
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });
});
