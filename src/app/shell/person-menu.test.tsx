/** The header's person menu names the signed-in person on account pages, not the shop (issue 25). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

describe('the person menu on an account’s pages', () => {
  it('is labelled with the nickname and opens the person’s 내 정보', async () => {
    const { nickname } = mockRuntime.db.state.auth.businessUser;
    const shop = mockRuntime.db.state.auth.businessAccounts.find((account) => account.id === 101)!.name;
    const { user } = renderRoute('/profile/101/coupon');
    // The shell's header, found by its person menu: jsdom also counts the page's own <header> (inside
    // <main>) as a banner once the page has drawn, which a browser does not (landmarks.spec.ts).
    const menu = await screen.findByLabelText(`내 계정: ${nickname}`, { selector: 'button' });
    const header = menu.closest('header')!;
    expect(within(header).queryByText(shop)).not.toBeInTheDocument();
    await user.click(menu);
    const popup = screen.getByRole('dialog', { name: /내 계정/ });
    expect(within(popup).getByText(nickname)).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: '내 정보' })).toHaveAttribute('href', '/userinfo');
  });
});
