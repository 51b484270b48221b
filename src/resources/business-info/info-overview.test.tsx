/**
 * The info overview (docs/decisions/info.md): each item as it is or 입력 필요, no address asked of
 * a business without a shop, and 입력하기 while something of the group is missing, else 수정하기.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const account101 = () => mockRuntime.db.state.businessAccount.accounts.find((account) => account.id === 101)!;

async function group(name: string) {
  return screen.findByRole('region', { name: new RegExp(`^${name}`) });
}

const row = (region: HTMLElement, label: string) => within(region).getByText(label).closest('div')!;

describe('비즈프로필 정보', () => {
  it('says what is filled, marks what is missing and asks to fill that group', async () => {
    Object.assign(account101(), { phone: null });
    renderRoute('/profile/101/info');
    const base = await group('기본 정보');
    expect(row(base, '전화번호')).toHaveTextContent('입력 필요');
    expect(row(base, '이름')).toHaveTextContent(account101().name);
    expect(within(base).getByRole('link', { name: /^기본 정보 ?입력하기$/ })).toHaveAttribute(
      'href',
      '/profile/101/info/base-info',
    );
    expect(within(await group('계정 정보')).getByRole('link', { name: /^계정 정보 ?수정하기$/ })).toBeInTheDocument();
    expect(
      within(await group('사업자 정보')).getByRole('link', { name: /^사업자 정보 ?자세히 보기$/ }),
    ).toHaveAttribute('href', '/profile/101/info/business-info');
  });

  it('does not ask a business without a shop for an address', async () => {
    Object.assign(account101(), { locationType: 'SERVICE', address: null });
    renderRoute('/profile/101/info');
    expect(row(await group('기본 정보'), '주소')).toHaveTextContent('필요 없어요');
  });

  it('shows 프로필 완성도 over the same parts as 프로필 관리', async () => {
    renderRoute('/profile/101/info');
    expect(await screen.findByText(/^프로필 완성도 \d+%$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '프로필 관리에서 채우기' })).toHaveAttribute(
      'href',
      '/profile/101/management',
    );
  });
});
