import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessAccount } from '@/api/business-accounts';
import { mockRuntime } from '@/mocks/node';
import { renderPage } from '../test-utils';
import { kycVerifyUrl } from './kyc-state';

function firstAccount(reasons: BusinessAccount['statusReasons']) {
  const account = mockRuntime.db.state.auth.businessAccounts[0]!;
  account.statusReasons = reasons;
  return account;
}

async function stateTag() {
  return within(await screen.findByRole('region', { name: '인증 상태' })).getByTestId('kyc-state');
}

describe('KYC verification page', () => {
  it.each([
    [['KYC_REQUIRED'], '필요'],
    [['KYC_IMMINENT'], '기한 임박'],
    [['KYC_PENDING'], '확인 중'],
    [['OWNER_DEACTIVATED', 'KYC_REJECTED'], '반려'],
    [[], '완료'],
  ] as const)('shows %j as %s', async (reasons, label) => {
    const account = firstAccount([...reasons]);
    renderPage(`/kyc/auth-verification?baId=${account.id}`);
    expect(await stateTag()).toHaveTextContent(label);
    const verify = screen.queryByRole('link', { name: '본인 인증하기' });
    if (label === '확인 중' || label === '완료') expect(verify).not.toBeInTheDocument();
    else {
      expect(verify).toHaveAttribute('href', kycVerifyUrl('alpha', account.id));
      expect(verify).toHaveAttribute('target', '_blank');
      expect(verify?.getAttribute('rel')).toContain('noopener');
    }
    if (label === '완료') expect(screen.queryByRole('button', { name: '인증을 마쳤어요' })).not.toBeInTheDocument();
  });

  it('re-checks the accounts after the owner finishes verifying', async () => {
    const account = firstAccount(['KYC_REQUIRED']);
    const { user } = renderPage(`/kyc/auth-verification?baId=${account.id}`);
    expect(await stateTag()).toHaveTextContent('필요');
    account.statusReasons = ['KYC_PENDING'];
    await user.click(screen.getByRole('button', { name: '인증을 마쳤어요' }));
    await expect.poll(async () => (await stateTag()).textContent).toBe('확인 중');
  });

  it('says when the account is not one of the user’s', async () => {
    renderPage('/kyc/auth-verification?baId=999999');
    expect(await screen.findByText(/인증할 비즈니스 계정을 찾을 수 없어요/)).toBeInTheDocument();
  });

  it('offers 다시 시도 when the accounts fail to load', async () => {
    const account = firstAccount(['KYC_IMMINENT']);
    mockRuntime.faults.add({ service: 'auth', status: 500 });
    const { user } = renderPage(`/kyc/auth-verification?baId=${account.id}`);
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    mockRuntime.faults.clear();
    await user.click(retry);
    expect(await stateTag()).toHaveTextContent('기한 임박');
  });
});

describe('kycVerifyUrl', () => {
  it('uses the production host only in production', () => {
    expect(kycVerifyUrl('production', 101)).toBe('https://kyc.dongnemarket.com/verify?baId=101');
    expect(kycVerifyUrl('alpha', 101)).toBe('https://kyc.alpha.dongnemarket.com/verify?baId=101');
  });
});
