/**
 * Irreversible account actions say what they do to whom (issue 23): handing the ownership over
 * names the person and the account in bold and waits for the shop's name typed; it is offered to an
 * administrator, never to a plain member; deleting the account does the same, and the deleted
 * account is no longer listed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td *, td' })).closest('tr')!;

describe('handing the ownership over', () => {
  it('is offered for an administrator only, names both in bold and waits for the shop name', async () => {
    const { user } = renderRoute('/profile/101/administrator');
    const member = await rowOf('최바리스타');
    expect(within(member).queryByRole('button', { name: /대표 관리자 넘기기/ })).toBeNull();

    await user.click(within(await rowOf('이매니저')).getByRole('button', { name: '대표 관리자 넘기기: 이매니저' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('대표 관리자를 넘길까요?');
    const bold = [...dialog.querySelectorAll('strong')].map((node) => node.textContent);
    expect(bold).toEqual(['이매니저', '동네커피 망원점']);
    const ok = within(dialog).getByText('대표 관리자 넘기기').closest('button')!;
    expect(ok).toBeDisabled();
    expect(ok.className).toMatch(/dangerous/);

    const typed = within(dialog).getByLabelText(/확인을 위해 '동네커피 망원점'을 똑같이 입력해 주세요/);
    await user.type(typed, '동네커피');
    expect(ok).toBeDisabled();
    await user.type(typed, ' 망원점 ');
    expect(ok).toBeEnabled();
    await user.click(ok);
    await waitFor(() =>
      expect(mockRuntime.db.state.businessAccount.members.find((row) => row.nickname === '이매니저')?.role).toBe(
        'OWNER',
      ),
    );
  });
});

describe('deleting the account', () => {
  it('names the account in bold, waits for its name typed, and then it is gone from the list', async () => {
    const { user, router } = renderRoute('/profile/103/delete/reason/1');
    await user.click(await screen.findByRole('button', { name: '사유 남기고 삭제하기' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("'옛날빵집 연남점' 계정을 삭제할까요?");
    expect([...dialog.querySelectorAll('strong')].map((node) => node.textContent)).toEqual(['옛날빵집 연남점']);
    const ok = within(dialog).getByRole('button', { name: '계정 삭제' });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), '옛날빵집 연남점');
    await user.click(ok);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/101'));
    expect(mockRuntime.db.state.auth.businessAccounts.map((account) => account.id)).not.toContain(103);
  });
});
