/** Route-level tests of the pickup screens, built only from their resource definitions. */
import { storeOrderingLine } from '@/resources/pickup-menu/menu-visibility';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const BASE = '/profile/101/pickup';
const store = () => mockRuntime.db.state.pickup.stores['101']!;

/** Fills what a new menu needs beside its name: a price and a category (picked like a keyboard user). */
async function fillMenu(user: ReturnType<typeof renderRoute>['user'], { price = '5500' } = {}) {
  const priceField = screen.getByLabelText('가격');
  await user.clear(priceField);
  await user.type(priceField, price);
  await user.click(screen.getByLabelText('카테고리'));
  const listbox = await screen.findByRole('listbox');
  await user.click(await within(listbox.parentElement!).findByText('논커피'));
  await user.keyboard('{Escape}');
}

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

  it('starts a new menu with an empty price and refuses 0원 and no category before any call', async () => {
    const { user, router } = renderRoute(`${BASE}/menu/new`);
    const name = await screen.findByLabelText('메뉴 이름');
    expect(screen.getByLabelText('가격')).toHaveValue('');
    await user.type(name, '흑임자 라떼');
    await user.type(screen.getByLabelText('가격'), '0');
    mockRuntime.faults.clearCalls();
    await user.click(screen.getByText('만들기').closest('button')!);
    expect(await screen.findByText(/가격: 1원 이상 입력해 주세요\./)).toBeInTheDocument();
    expect(
      screen.getByText(/카테고리: 카테고리를 하나 이상 골라 주세요\. 카테고리에 없는 메뉴는 손님에게 안 보여요\./),
    ).toBeInTheDocument();
    expect(mockRuntime.faults.calls().map(({ operation }) => operation)).not.toContain('pickup.createMenu');
    await fillMenu(user, { price: '6000' });
    await user.click(screen.getByText('만들기').closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/menu`));
    const created = store().menus.find((menu) => menu.name === '흑임자 라떼');
    expect(created).toMatchObject({ price: 6000, status: 'CLOSE' });
    expect(await screen.findByText('메뉴를 만들었어요.')).toBeInTheDocument();
  });

  it('shows the server’s “same name” under the name field', async () => {
    const { user } = renderRoute(`${BASE}/menu/new`);
    await user.type(await screen.findByLabelText('메뉴 이름'), '아메리카노');
    await fillMenu(user);
    await user.click(screen.getByText('만들기').closest('button')!);
    expect(await screen.findByText('같은 이름의 메뉴가 이미 있어요: 아메리카노')).toBeInTheDocument();
    expect(store().menus.filter((menu) => menu.name === '아메리카노')).toHaveLength(1);
  });

  it('says a new menu is saved not on sale, and 저장하고 판매 시작 opens it through the status call', async () => {
    const { user, router } = renderRoute(`${BASE}/menu/new`);
    const name = await screen.findByLabelText('메뉴 이름');
    const note = screen.getByText('새 메뉴는 판매 중지 상태로 저장돼요. 바로 팔려면 저장하고 판매 시작을 눌러 주세요.');
    // A notice above the fields, not a line among the buttons.
    expect(note.closest('.ant-alert')).toHaveClass('ant-alert-info');
    expect(note.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const saveAndOpen = screen.getByText('저장하고 판매 시작').closest('button')!;
    expect(saveAndOpen).toHaveAccessibleDescription(note.textContent);
    expect(screen.getByText('만들기').closest('button')).toHaveAccessibleDescription(note.textContent);
    mockRuntime.faults.clearCalls();
    await user.type(name, '쑥 라떼');
    await fillMenu(user);
    await user.click(saveAndOpen);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/menu`));
    expect(store().menus.find((menu) => menu.name === '쑥 라떼')).toMatchObject({ status: 'OPEN' });
    const calls = mockRuntime.faults.calls().map(({ operation }) => operation);
    expect(calls.filter((operation) => /createMenu|updateMenuStatus/.test(operation))).toEqual([
      'pickup.createMenu',
      'pickup.updateMenuStatus',
    ]);
    expect(await screen.findByText('메뉴를 만들고 판매를 시작했어요.')).toBeInTheDocument();
  });

  it('still leaves the form when the menu was made but could not be opened for sale', async () => {
    mockRuntime.faults.add({ operation: 'pickup.updateMenuStatus', status: 500, times: 1 });
    const { user, router } = renderRoute(`${BASE}/menu/new`);
    await user.type(await screen.findByLabelText('메뉴 이름'), '쑥 라떼');
    await fillMenu(user);
    await user.click(screen.getByText('저장하고 판매 시작').closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/menu`));
    expect(store().menus.filter((menu) => menu.name === '쑥 라떼')).toMatchObject([{ status: 'CLOSE' }]);
    expect(await screen.findByText(/메뉴는 만들었지만 판매를 시작하지 못했어요\./)).toBeInTheDocument();
  });

  it('shows one status per menu: the sale status, with whether customers see it or why not', async () => {
    renderRoute(`${BASE}/menu?name=${encodeURIComponent('치즈케이크')}`);
    const [row] = await tableRows('메뉴 목록', 1);
    const table = screen.getByRole('table', { name: '메뉴 목록', hidden: true });
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toContain('판매 상태');
    expect(headers).not.toContain('노출 상태');
    expect(within(row!).queryByText('노출')).not.toBeInTheDocument();
    expect(within(row!).queryByText('숨김')).not.toBeInTheDocument();
    const note = within(row!).getByText('숨긴 카테고리에만 있어 손님에게 안 보여요');
    expect(within(row!).getByLabelText('판매 상태: 치즈케이크')).toHaveAccessibleDescription(note.textContent);
  });

  it('says of every menu whether customers see it: on sale in a shown category, else why not', async () => {
    const americano = store().menus.find((menu) => menu.name === '아메리카노')!;
    const closed = store().menus.find((menu) => menu.status === 'CLOSE')!;
    store().menus.push({ ...americano, id: 990_001, name: '카테고리 없는 메뉴' });
    const cases = [
      ['아메리카노', '손님에게 보여요'],
      [closed.name, '판매 중지라 손님에게 안 보여요'],
      ['카테고리 없는 메뉴', '카테고리가 없어 손님에게 안 보여요'],
    ] as const;
    for (const [name, said] of cases) {
      const { unmount } = renderRoute(`${BASE}/menu?name=${encodeURIComponent(name)}`);
      await tableRows('메뉴 목록');
      expect(await screen.findByLabelText(`판매 상태: ${name}`)).toHaveAccessibleDescription(said);
      // Whether the store takes orders now (open, a break, closed, paused: the hour decides) is said
      // once, above the list.
      const storeLines = (['OPEN', 'BREAK_TIME', 'CLOSED', 'MANUALLY_CLOSED'] as const).map(storeOrderingLine);
      expect(await screen.findAllByText((text) => storeLines.includes(text))).toHaveLength(1);
      unmount();
    }
  });

  it('filters by name from the search box (and keeps it in the URL)', async () => {
    const { user, router } = renderRoute(`${BASE}/menu`);
    await tableRows('메뉴 목록', 10);
    await user.type(screen.getByPlaceholderText('메뉴 이름 검색'), '라떼{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('name='));
    // The seed's five 라떼 menus (seed-menus.ts), and no other.
    await waitFor(async () => {
      const names = (await tableRows('메뉴 목록')).map((row) => row.querySelector('a')?.textContent);
      expect(names.sort()).toEqual(['딸기라떼', '말차라떼', '바닐라라떼', '초코라떼', '카페라떼']);
    });
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

  it('titles the items 항목 1, 항목 2… under one 옵션 항목 heading, with 항목 추가 in words', async () => {
    const { user } = renderRoute(`${BASE}/option?create=1`);
    await screen.findByLabelText('옵션 이름');
    expect(screen.getAllByRole('heading', { name: /옵션 항목/, hidden: true })).toHaveLength(1);
    expect(screen.getByRole('group', { name: '항목 1', hidden: true })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: '항목 추가', hidden: true });
    expect(add).toHaveTextContent('항목 추가');
    // (Clicked on its text: user-event's click on this antd button element never returns under jsdom.)
    await user.click(within(add).getByText('항목 추가'));
    expect(await screen.findByRole('group', { name: '항목 2', hidden: true })).toBeInTheDocument();
  });

  it('offers no delete on the only, required item, and a quiet one once there are two', async () => {
    const { user } = renderRoute(`${BASE}/option?create=1`);
    await screen.findByLabelText('옵션 이름');
    expect(screen.queryByRole('button', { name: /삭제$/, hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByText('항목 추가'));
    const remove = await screen.findByRole('button', { name: '항목 2 삭제', hidden: true });
    expect(remove).toHaveTextContent('삭제');
    expect(remove).not.toHaveClass('ant-btn-dangerous');
    expect(remove).not.toHaveClass('ant-btn-variant-solid');
    await user.click(within(remove).getByText('삭제'));
    await waitFor(() => expect(screen.queryByRole('group', { name: '항목 2', hidden: true })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /삭제$/, hidden: true })).not.toBeInTheDocument();
  });

  it('names every switch after its visible label', async () => {
    renderRoute(`${BASE}/option?create=1`);
    await screen.findByLabelText('옵션 이름');
    const switches = screen.getAllByRole('switch', { hidden: true });
    expect(switches.map((element) => element.getAttribute('aria-label'))).toEqual(['필수 선택', '기본 선택']);
    for (const element of switches) {
      const label = element.closest('.ant-form-item')!.querySelector('label')!.textContent;
      expect(element).toHaveAccessibleName(label);
    }
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

  it('says before deleting a category how many menus it holds and that they stay, and an empty one is not seen', async () => {
    const coffee = store().displayCategories.find((category) => category.name === '커피')!;
    store().displayCategories.push({ id: 990_002, name: '빈 카테고리', status: 'OPEN', displayOrder: 99, menuIds: [] });
    const { user } = renderRoute(`${BASE}/display-category`);
    const rows = await tableRows('메뉴 카테고리 목록');
    const empty = rows.find((row) => row.textContent?.includes('빈 카테고리'))!;
    expect(empty).toHaveTextContent('메뉴가 없어 손님에게 안 보여요');
    await user.click(screen.getByLabelText('삭제: 커피'));
    const title = await screen.findByText(/'커피' 메뉴 카테고리를 삭제할까요\?/);
    const dialog = title.closest<HTMLElement>('.ant-modal')!;
    expect(dialog).toHaveTextContent(`커피에 든 메뉴 ${coffee.menuIds.length}개는 지워지지 않고 남아요.`);
    expect(within(dialog).getByText(`${coffee.menuIds.length}개`).tagName).toBe('STRONG');
    expect(dialog.querySelector('.ant-btn-dangerous')).not.toBeNull();
  });

  it('edits a store discount from its list row, after saying what the customer gets', async () => {
    const discount = store().discounts[0]!;
    const { user } = renderRoute(`${BASE}/store-discount?edit=${discount.id}`);
    const amount = await screen.findByLabelText('최소 주문 금액');
    await waitFor(() => expect(amount).toHaveValue(discount.minimumOrderAmount.toLocaleString('en-US')));
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(screen.getByText('저장', { selector: 'button span' }).closest('button')!);
    const dialog = (await screen.findByText('할인을 이렇게 바꿀까요?')).closest<HTMLElement>('.ant-modal')!;
    expect(dialog).toHaveTextContent('20,000원 이상 주문한 손님은 1,000원을 할인받아요.');
    expect(within(dialog).getByText('20,000원').tagName).toBe('STRONG');
    expect(store().discounts.find((row) => row.id === discount.id)?.minimumOrderAmount).toBe(15000);
    await user.click(within(dialog).getByText('저장', { selector: 'button span' }));
    expect(await screen.findByText('저장했어요.')).toBeInTheDocument();
    expect(store().discounts.find((row) => row.id === discount.id)?.minimumOrderAmount).toBe(20000);
  });

  it('refuses a discount that another gives in the same period on 할인 값, before asking to save', async () => {
    // The seeded store has 1,000원 off from 15,000원 and 5% off from 30,000원 over the same period;
    // the second turned into the first is the same discount twice (spec 002 §3: a 400 on 할인 값).
    const [first, second] = store().discounts;
    const { user } = renderRoute(`${BASE}/store-discount?edit=${second!.id}`);
    const minimum = await screen.findByLabelText('최소 주문 금액');
    await waitFor(() => expect(minimum).toHaveValue('30,000'));
    await user.click(screen.getByLabelText('금액 할인'));
    const value = await screen.findByLabelText('할인 금액');
    await user.clear(value);
    await user.type(value, String(first!.discountValue));
    await user.clear(minimum);
    await user.type(minimum, String(first!.minimumOrderAmount));
    mockRuntime.faults.clearCalls();
    await user.click(screen.getByText('저장', { selector: 'button span' }).closest('button')!);
    const said = '같은 기간에 같은 할인이 이미 있어요.';
    await waitFor(() =>
      expect(value.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent).toBe(said),
    );
    // The summary names the field as it is drawn for 금액 할인.
    expect(screen.getByText(`할인 금액: ${said}`)).toBeInTheDocument();
    expect(screen.queryByText('할인을 이렇게 바꿀까요?')).not.toBeInTheDocument();
    expect(mockRuntime.faults.calls().map(({ operation }) => operation)).not.toContain('pickup.updateStoreDiscount');
    // Another minimum is another discount: the question comes, and the save goes through.
    await user.clear(minimum);
    await user.type(minimum, '16000');
    await user.click(screen.getByText('저장', { selector: 'button span' }).closest('button')!);
    const dialog = (await screen.findByText('할인을 이렇게 바꿀까요?')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByText('저장', { selector: 'button span' }));
    expect(await screen.findByText('저장했어요.')).toBeInTheDocument();
    expect(store().discounts.find((row) => row.id === second!.id)).toMatchObject({
      discountMethod: 'AMOUNT',
      discountValue: first!.discountValue,
      minimumOrderAmount: 16000,
    });
  });

  it('says above the discounts how several combine, and shows each one’s period', async () => {
    renderRoute(`${BASE}/store-discount`);
    const rows = await tableRows('매장 할인 목록');
    expect(
      screen.getByText(
        '할인이 여러 개면 더해지지 않아요. 주문마다 조건에 맞는 할인 중 가장 많이 깎아 주는 하나만 적용돼요.',
      ),
    ).toBeInTheDocument();
    expect(rows[0]!.textContent).toMatch(/~ \d{4}\.\d{2}\.\d{2} 23:59까지/);
  });

  it('refuses an amount discount above its minimum order before any call, in the server’s words', async () => {
    const { user } = renderRoute(`${BASE}/store-discount?create=1`);
    // The value's label follows the method: 할인 금액 (원) or 할인율 (%).
    const value = await screen.findByLabelText('할인 금액');
    await user.type(value, '3000');
    await user.type(screen.getByLabelText('최소 주문 금액'), '2000');
    mockRuntime.faults.clearCalls();
    await user.click(screen.getByText('만들기', { selector: 'button span' }).closest('button')!);
    // Named as the form labels it for 금액 할인 (the branch's 할인 금액, in 원), under the field.
    const said = '할인 금액은 최소 주문 금액(2,000원)보다 클 수 없어요.';
    await waitFor(() =>
      expect(value.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent).toBe(said),
    );
    expect(screen.getByText(`할인 금액: ${said}`)).toBeInTheDocument();
    expect(screen.queryByText('이 할인을 추가할까요?')).not.toBeInTheDocument();
    expect(mockRuntime.faults.calls().map(({ operation }) => operation)).not.toContain('pickup.createStoreDiscount');
  });
});
