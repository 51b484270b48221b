/**
 * A merchant adds a pickup menu: its price starts empty (a 0원 menu cannot be sold), it needs a
 * category, and it is saved not on sale (CLOSE), which the form says, and
 * 저장하고 판매 시작 opens it at once. Also the option form, the menu list's one status, and what an
 * account that has not joined pickup, or a dormant one, is offered (issue 9).
 */
import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { chooseOption, collectConsoleErrors, expectToast, settled, tableRows } from './helpers';
import { axeViolations } from './sweep/checks';

/** Puts a demo account to sleep; the mock keeps its data in localStorage, so the next load sees it. */
async function makeDormant(page: Page, accountId: number) {
  await page.waitForFunction(() => window.__dongneMocks !== undefined);
  await page.evaluate((id) => {
    const mocks = window.__dongneMocks!;
    mocks.db.state.auth.businessAccounts.find((account) => account.id === id)!.status = 'DORMANT';
    mocks.db.persist();
  }, accountId);
}

test('create a pickup menu: price starts empty, 0원 is refused, and it is saved CLOSE', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/pickup/menu');
  await expect(tableRows(page, '메뉴 목록')).toHaveCount(10);
  await page.getByRole('link', { name: '메뉴 만들기' }).first().click();
  await expect(page).toHaveURL(/\/pickup\/menu\/new$/);
  await expect(page.getByRole('heading', { name: '새 메뉴' })).toBeVisible();
  await expect(page.getByLabel('가격', { exact: true })).toHaveValue('');

  await page.getByLabel('메뉴 이름').fill('쑥 라떼');
  await page.getByLabel('가격', { exact: true }).fill('0');
  await page.getByRole('button', { name: '만들기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '가격: 1원 이상 입력해 주세요.' })).toBeVisible();
  await page.getByLabel('가격', { exact: true }).fill('5500');
  // Choose like a keyboard user: type to filter, Enter to pick.
  await page.getByLabel('카테고리').fill('논커피');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '만들기' }).click();
  await expect(page).toHaveURL(/\/pickup\/menu$/);
  await expectToast(page, '메뉴를 만들었어요.');

  await page.getByPlaceholder('메뉴 이름 검색').fill('쑥 라떼');
  await page.getByPlaceholder('메뉴 이름 검색').press('Enter');
  const row = tableRows(page, '메뉴 목록').filter({ hasText: '쑥 라떼' });
  await expect(row).toContainText('5,500원');
  await expect(row).toContainText('판매 중지');
  await expect(row).toContainText('판매 중지라 손님에게 안 보여요');

  // Status changes through its own call, from the list.
  await chooseOption(page, row.getByLabel('판매 상태: 쑥 라떼'), '판매 중');
  await expectToast(page, '상태를 바꿨어요.');
  await expect(row).toContainText('판매 중');
  await expect(row).not.toContainText('판매 중지');

  // The edit screen shows what was saved, including the chosen category.
  await row.getByRole('link', { name: '쑥 라떼', exact: true }).click();
  await expect(page).toHaveURL(/\/pickup\/menu\/\d+$/);
  await expect(page.locator('form').getByLabel('메뉴 이름')).toHaveValue('쑥 라떼');
  await expect(page.locator('form').getByText('논커피', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('저장하고 판매 시작 saves a new menu and opens it for sale', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/pickup/menu/new');
  const note = '새 메뉴는 판매 중지 상태로 저장돼요. 바로 팔려면 저장하고 판매 시작을 눌러 주세요.';
  // Said at the top of the form, before anything is filled in, and read again on both saves.
  await expect(page.getByRole('main').getByText(note)).toBeInViewport();
  const saveAndOpen = page.getByRole('button', { name: '저장하고 판매 시작' });
  await expect(saveAndOpen).toHaveAccessibleDescription(note);
  await expect(page.getByRole('button', { name: '만들기', exact: true })).toHaveAccessibleDescription(note);

  // Like any save, it validates first.
  await saveAndOpen.click();
  await expect(page.getByRole('alert').filter({ hasText: '메뉴 이름: 필수 항목이에요.' })).toBeVisible();

  await page.getByLabel('메뉴 이름').fill('흑임자 라떼');
  await page.getByLabel('가격', { exact: true }).fill('6000');
  await page.getByLabel('카테고리').fill('논커피');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await saveAndOpen.click();
  // The toast shows for a few seconds from the save: watch for it while the list opens.
  await Promise.all([expect(page).toHaveURL(/\/pickup\/menu$/), expectToast(page, '메뉴를 만들고 판매를 시작했어요.')]);
  await page.getByPlaceholder('메뉴 이름 검색').fill('흑임자 라떼');
  await page.getByPlaceholder('메뉴 이름 검색').press('Enter');
  const row = tableRows(page, '메뉴 목록').filter({ hasText: '흑임자 라떼' });
  await expect(row.getByLabel('판매 상태: 흑임자 라떼')).toBeVisible();
  await expect(row).toContainText('판매 중');
  await expect(row).not.toContainText('판매 중지');
  await expect(row).toContainText('손님에게 보여요');
  expect(consoleErrors).toEqual([]);
});

test('the menu list shows one status: the sale status, with a note when categories hide a menu', async ({ page }) => {
  await page.goto('/profile/101/pickup/menu');
  const table = page.getByRole('table', { name: '메뉴 목록' });
  await expect(tableRows(page, '메뉴 목록')).toHaveCount(10);
  await expect(table.getByRole('columnheader', { name: '판매 상태' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '노출 상태' })).toHaveCount(0);
  const hidden = tableRows(page, '메뉴 목록').filter({ hasText: '치즈케이크' });
  await expect(hidden.getByLabel('판매 상태: 치즈케이크')).toHaveAccessibleDescription(
    '숨긴 카테고리에만 있어 손님에게 안 보여요',
  );
  await expect(table).not.toContainText('노출');
  expect(await axeViolations(page)).toEqual([]);
});

test('the option form: one 옵션 항목 heading, items as table rows, 항목 추가 in words, named switches', async ({
  page,
}) => {
  await page.goto('/profile/101/pickup/option');
  await page.getByRole('button', { name: '메뉴 옵션 만들기' }).click();
  const drawer = page.getByRole('dialog', { name: '새 메뉴 옵션' });
  await expect(drawer.getByLabel('옵션 이름')).toBeVisible();
  await settled(drawer);

  await expect(drawer.getByRole('heading', { name: /옵션 항목/ })).toHaveCount(1);
  await expect(drawer.getByRole('group', { name: '항목 1' })).toBeVisible();
  await expect(drawer.getByRole('switch', { name: '필수 선택', exact: true })).toBeVisible();
  await expect(drawer.getByRole('group', { name: '항목 1' }).getByRole('switch', { name: '기본 선택' })).toBeVisible();
  // The only item of a list that needs one cannot be deleted.
  await expect(drawer.getByRole('button', { name: /삭제/ })).toHaveCount(0);

  const add = drawer.getByRole('button', { name: '항목 추가' });
  await expect(add).toHaveText('항목 추가');
  await add.click();
  const second = drawer.getByRole('group', { name: '항목 2' });
  await expect(second).toBeVisible();
  await expect(drawer.getByRole('button', { name: '항목 1 삭제' })).toBeVisible();
  await expect(second.getByRole('button', { name: '항목 2 위로 옮기기' })).toBeEnabled();
  // One line per item: the rows' cells sit side by side under the column titles.
  const [name, price] = [second.getByLabel('옵션 항목 이름'), second.getByLabel('추가 금액')];
  const [nameBox, priceBox] = [await name.boundingBox(), await price.boundingBox()];
  expect(Math.abs(nameBox!.y - priceBox!.y)).toBeLessThan(8);
  expect(priceBox!.x).toBeGreaterThan(nameBox!.x);
  expect(await axeViolations(page)).toEqual([]);

  await second.getByRole('button', { name: '항목 2 삭제' }).click();
  await expect(second).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: /삭제/ })).toHaveCount(0);
});

test('an account that has not joined pickup is told so on every pickup screen, with a way on', async ({ page }) => {
  for (const screen of ['menu', 'menu/new', 'option', 'display-category', 'store-discount']) {
    await page.goto(`/profile/102/pickup/${screen}`);
    // 102's application is half done, one step sent back (the seed).
    await expect(page.getByRole('heading', { level: 1, name: '픽업 서비스 신청을 마저 해 주세요' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole('link', { name: /고객센터에 문의하기/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: '비즈프로필로 가기' }).click();
  await expect(page).toHaveURL(/\/profile\/102\/coupon$/);
});

test('a dormant account sees why it cannot create, change or delete', async ({ page }) => {
  await page.goto('/profile/103/coupon');
  const reason = '휴면 계정이라 만들 수 없어요.';
  // Said beside the button (the same sentence, hidden, is the button's description).
  await expect(page.getByText(reason).filter({ visible: true })).toBeVisible();
  const createCoupon = page.getByRole('button', { name: '쿠폰 만들기' }).first();
  await expect(createCoupon).toBeDisabled();
  await expect(createCoupon).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('link', { name: '쿠폰 만들기' })).toHaveCount(0);

  // A dormant account that runs a pickup store (101 put to sleep in the demo data).
  await makeDormant(page, 101);
  await page.goto('/profile/101/pickup/menu');
  await expect(tableRows(page, '메뉴 목록')).toHaveCount(10);
  const createMenu = page.getByRole('button', { name: '메뉴 만들기' });
  await expect(createMenu).toBeDisabled();
  await expect(createMenu).toHaveAccessibleDescription(reason);
  const first = tableRows(page, '메뉴 목록').first();
  await expect(first.getByLabel(/^판매 상태: /)).toBeDisabled();
  await expect(first.getByLabel(/^판매 상태: /)).toHaveAccessibleDescription(/휴면 계정이라 바꿀 수 없어요\./);
  await expect(first.getByRole('button', { name: /^삭제: / })).toHaveAccessibleDescription(
    '휴면 계정이라 삭제할 수 없어요.',
  );
  expect(await axeViolations(page)).toEqual([]);
});
