/** The store request's steps on screen: a later step opened directly leads to the first step not done; going back keeps step 1. */
import { screen, waitFor } from '@testing-library/react';
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
