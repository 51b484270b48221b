/**
 * The store request's steps on screen: a later step opened directly leads to the first step not done;
 * going back keeps step 1; the terms step is done when the server says this person agreed (issue 40).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';
import { catalogCopy } from './copy';

/** 103 has no store; it is seeded dormant, and only an active account may request one (issue 40). */
const BA = 103;
const setStatus = (status: 'ACTIVE' | 'DORMANT') =>
  (mockRuntime.db.state.auth.businessAccounts.find((account) => account.id === BA)!.status = status);

describe('store request steps of a dormant account', () => {
  it('open none: each says the account cannot request a store, and why', async () => {
    storeBusinessAccountId(BA);
    for (const step of ['requirements-check-list', 'terms', 'settlement-info']) {
      const view = renderRoute(`/profile/${BA}/store/request/${step}`);
      expect(await screen.findByText('지금은 입점 신청을 할 수 없어요')).toBeTruthy();
      expect(screen.getByText('휴면 계정이라 만들 수 없어요.', { selector: '.ant-alert-description' })).toBeTruthy();
      expect(screen.queryByLabelText('사업자 등록번호')).toBeNull();
      view.unmount();
    }
  });
});

describe('store request steps', () => {
  beforeEach(() => setStatus('ACTIVE'));

  it('opening 이용약관 동의 first leads to 입점 조건 확인 and says why', async () => {
    storeBusinessAccountId(BA);
    const { router } = renderRoute(`/profile/${BA}/store/request/terms`);
    expect(await screen.findByRole('heading', { name: '입점 조건 확인', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/profile/${BA}/store/request/requirements-check-list`);
    expect(await screen.findByText('먼저 사업자 등록번호를 확인하고 준비 사항을 모두 체크해 주세요.')).toBeTruthy();
  });

  it('going back from 이용약관 동의 keeps the number, its check and the 준비 사항', async () => {
    storeBusinessAccountId(BA);
    const { user } = renderRoute(`/profile/${BA}/store/request/requirements-check-list`);
    const number = await screen.findByLabelText('사업자 등록번호');
    await user.type(number, '220-81-12341');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('정상 사업자로 확인됐어요.')).toBeTruthy();
    for (const requirement of catalogCopy.request.requirements) await user.click(screen.getByLabelText(requirement));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('heading', { name: '이용약관 동의', level: 1 })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '이전' }));
    expect(await screen.findByRole('heading', { name: '입점 조건 확인', level: 1 })).toBeTruthy();
    expect(screen.getByLabelText('사업자 등록번호')).toHaveValue('220-81-12341');
    expect(screen.getByText('정상 사업자로 확인됐어요.')).toBeTruthy();
    for (const requirement of catalogCopy.request.requirements)
      expect(screen.getByLabelText(requirement)).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: '다음' })).toBeEnabled());
  });
});

/** A draft whose checklist is done: the number checked and every 준비 사항 confirmed. */
const CHECKLIST_DONE = {
  businessNumber: '220-81-12341',
  checkedNumber: '2208112341',
  businessCheck: 'valid',
  requirements: [...catalogCopy.request.requirements],
};

/** Who has agreed for 103's next request, as the server keeps it. */
const openAgreements = () =>
  mockRuntime.db.state.commerce.termsAgreements
    .filter((row) => row.baId === String(BA) && row.requestId === null)
    .map((row) => row.agreedBy);

describe('the terms step reads the server (issue 40)', () => {
  beforeEach(() => setStatus('ACTIVE'));

  it('is not skipped by a draft on this browser that says the terms were agreed', async () => {
    // A draft as an earlier console kept it: the agreement in localStorage, none on the server.
    localStorage.setItem(
      `dongne.storeRequestDraft.${BA}`,
      JSON.stringify({ ...CHECKLIST_DONE, termsAgreedAt: '2026-11-25T09:00:00.000Z' }),
    );
    storeBusinessAccountId(BA);
    const { router } = renderRoute(`/profile/${BA}/store/request/settlement-info`);
    expect(await screen.findByRole('heading', { name: '이용약관 동의', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/profile/${BA}/store/request/terms`);
    expect(screen.getByText('먼저 스토어 이용약관에 동의해 주세요.')).toBeTruthy();
    expect(screen.getByLabelText('스토어 이용약관에 동의해요.')).not.toBeChecked();
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('sends the agreement with 다음; a failure keeps the check and offers 다시 시도', async () => {
    localStorage.setItem(`dongne.storeRequestDraft.${BA}`, JSON.stringify(CHECKLIST_DONE));
    mockRuntime.faults.add({ operation: 'commerce.AgreeToStoreTerms', status: 500, times: 1 });
    storeBusinessAccountId(BA);
    const { user, router } = renderRoute(`/profile/${BA}/store/request/terms`);
    await user.click(await screen.findByLabelText('스토어 이용약관에 동의해요.'));
    await user.click(screen.getByRole('button', { name: '다음' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('동의를 보내지 못했어요. 체크는 그대로 있어요.')).toBeTruthy();
    expect(screen.getByLabelText('스토어 이용약관에 동의해요.')).toBeChecked();
    expect(router.state.location.pathname).toBe(`/profile/${BA}/store/request/terms`);
    expect(openAgreements()).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '정산 계좌 등록', level: 1 })).toBeTruthy();
    // Recorded for the signed-in person (김동네 사장님, user 9001), not for the account.
    expect(openAgreements()).toEqual(['9001']);
  });

  it('shows an agreement this person gave on another browser as given, and opens the next step', async () => {
    localStorage.setItem(`dongne.storeRequestDraft.${BA}`, JSON.stringify(CHECKLIST_DONE));
    mockRuntime.db.state.commerce.termsAgreements.push({
      baId: String(BA),
      agreedBy: '9001',
      // 2026-11-25 09:00 in Korea.
      agreedAt: '2026-11-25T09:00:00+09:00',
      requestId: null,
    });
    storeBusinessAccountId(BA);
    renderRoute(`/profile/${BA}/store/request/terms`);
    const box = await screen.findByLabelText('스토어 이용약관에 동의해요.');
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByText('2026.11.25 09:00에 동의했어요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음' })).toBeEnabled();
  });
});
