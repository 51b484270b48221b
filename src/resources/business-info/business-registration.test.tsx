/**
 * 사업자 정보 (docs/decisions/info.md): the registration read only, the number as 123-45-67890, a
 * missing mail-order number said so; before verification it leads to 사업자 인증하기, and an account
 * without a registration says so with the same way.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const account101 = () => mockRuntime.db.state.businessAccount.accounts.find((account) => account.id === 101)!;
const unverify = () => {
  mockRuntime.db.state.businessAccount.inspections = mockRuntime.db.state.businessAccount.inspections.filter(
    (row) => row.businessAccountId !== 101,
  );
};

describe('사업자 정보', () => {
  it('shows the registration read only, and leads to 사업자 인증하기 before verification', async () => {
    unverify();
    Object.assign(account101(), {
      businessRegistration: { ...account101().businessRegistration!, businessNumber: '2208812345' },
      mailOrderSaleRegistrationNumber: null,
    });
    renderRoute('/profile/101/info/business-info');
    expect(await screen.findByText('사업자 인증 전이에요.')).toBeInTheDocument();
    expect(screen.getByText('220-88-12345')).toBeInTheDocument();
    expect(screen.getByText('신고번호 없음')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사업자 인증하기' })).toHaveAttribute('href', '/profile/101/inspection');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says there is no registration yet, with the way to one', async () => {
    unverify();
    Object.assign(account101(), { businessRegistration: null });
    renderRoute('/profile/101/info/business-info');
    expect(await screen.findByText(/아직 사업자 정보가 없어요\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사업자 인증하기' })).toHaveAttribute('href', '/profile/101/inspection');
  });
});
