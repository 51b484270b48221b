/** Route-level tests of the pickup screens, built only from their resource definitions. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const BASE = '/profile/101/pickup';
const store = () => mockRuntime.db.state.pickup.stores['101']!;

async function tableRows(name: string, count?: number) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => {
    const found = table.querySelectorAll('tbody tr[data-row-key]').length;
    expect(count === undefined ? found > 0 : found === count).toBe(true);
  });
  return [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];
}

describe('pickup menus', () => {
  it('lists menus 10 a page with prices in won and a status picker per row', async () => {
    renderRoute(`${BASE}/menu`);
    expect(await tableRows('메뉴 목록', 10)).toHaveLength(10);
    expect(screen.getByText('총 24개')).toBeInTheDocument();
    expect(screen.getAllByText(/^\d{1,3}(,\d{3})*원$/).length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText(/^판매 상태: /)).toHaveLength(10);
  });

  it('creates a menu with the defaults: price 0 in the form, status CLOSE on the server', async () => {
    const { user, router } = renderRoute(`${BASE}/menu/new`);
    const name = await screen.findByLabelText('메뉴 이름');
    expect(screen.getByLabelText('가격')).toHaveValue('0');
    await user.type(name, '흑임자 라떼');
    await user.click(screen.getByText('만들기').closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/menu`));
    const created = store().menus.find((menu) => menu.name === '흑임자 라떼');
    expect(created).toMatchObject({ price: 0, status: 'CLOSE' });
    expect(await screen.findByText('메뉴를 만들었어요.')).toBeInTheDocument();
  });

  it('filters by name from the search box (and keeps it in the URL)', async () => {
    const { user, router } = renderRoute(`${BASE}/menu`);
    await tableRows('메뉴 목록', 10);
    await user.type(screen.getByPlaceholderText('메뉴 이름 검색'), '라떼{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('name='));
    const rows = await waitFor(async () => {
      const found = await tableRows('메뉴 목록');
      expect(found.every((row) => row.textContent?.includes('라떼'))).toBe(true);
      return found;
    });
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('pickup options', () => {
  it('moves an option down through the reorder call', async () => {
    const { user } = renderRoute(`${BASE}/option`);
    const [first] = await tableRows('메뉴 옵션 목록');
    const firstName = first!.querySelector('a, button.ant-btn-link')!.textContent;
    await user.click(screen.getByLabelText(`아래로 옮기기: ${firstName}`));
    expect(await screen.findByText('순서를 바꿨어요.')).toBeInTheDocument();
    const ordered = [...store().menuOptions].sort((a, b) => a.displayOrder - b.displayOrder);
    expect(ordered[1]!.name).toBe(firstName);
  });

  it('refuses an option whose item has no name, naming the field', async () => {
    const { user } = renderRoute(`${BASE}/option?create=1`);
    await user.type(await screen.findByLabelText('옵션 이름'), '토핑 추가');
    await user.click(screen.getByText('만들기', { selector: 'button span' }).closest('button')!);
    expect(await screen.findByText(/옵션 항목 이름: 필수 항목이에요\./)).toBeInTheDocument();
    expect(screen.getByLabelText('옵션 이름')).toHaveValue('토핑 추가');
  });
});

describe('pickup display categories and discounts', () => {
  it('changes a category’s status through its own call', async () => {
    const { user } = renderRoute(`${BASE}/display-category`);
    await tableRows('메뉴 카테고리 목록');
    const picker = screen.getByLabelText('노출 상태: 디저트');
    await user.click(picker);
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox.parentElement!).getByText('노출'));
    expect(await screen.findByText('상태를 바꿨어요.')).toBeInTheDocument();
    expect(store().displayCategories.find((category) => category.name === '디저트')?.status).toBe('OPEN');
  });

  it('edits a store discount from its list row', async () => {
    const discount = store().discounts[0]!;
    const { user } = renderRoute(`${BASE}/store-discount?edit=${discount.id}`);
    const amount = await screen.findByLabelText('최소 주문 금액');
    await waitFor(() => expect(amount).toHaveValue(discount.minimumOrderAmount.toLocaleString('en-US')));
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(screen.getByText('저장', { selector: 'button span' }).closest('button')!);
    expect(await screen.findByText('저장했어요.')).toBeInTheDocument();
    expect(store().discounts.find((row) => row.id === discount.id)?.minimumOrderAmount).toBe(20000);
  });
});
