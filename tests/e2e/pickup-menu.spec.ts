/** A merchant adds a pickup menu: it starts at 0원 and not on sale (CLOSE). */
import { expect, test } from '@playwright/test';
import { chooseOption, collectConsoleErrors, expectToast, tableRows } from './helpers';

test('create a pickup menu and see the price 0 / CLOSE defaults', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/pickup/menu');
  await expect(tableRows(page, '메뉴 목록')).toHaveCount(10);
  await page.getByRole('link', { name: '메뉴 만들기' }).first().click();
  await expect(page).toHaveURL(/\/pickup\/menu\/new$/);
  await expect(page.getByRole('heading', { name: '새 메뉴' })).toBeVisible();
  await expect(page.getByLabel('가격', { exact: true })).toHaveValue('0');

  await page.getByLabel('메뉴 이름').fill('쑥 라떼');
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
  await expect(row).toContainText('0원');
  await expect(row).toContainText('판매 중지');

  // Status changes through its own call, from the list.
  await chooseOption(page, row.getByLabel('판매 상태: 쑥 라떼'), '판매 중');
  await expectToast(page, '상태를 바꿨어요.');
  await expect(row).toContainText('판매 중');
  await expect(row).not.toContainText('판매 중지');

  // The edit screen shows what was saved, including the chosen category.
  await row.getByRole('link', { name: '쑥 라떼', exact: true }).click();
  await expect(page.getByLabel('메뉴 이름')).toHaveValue('쑥 라떼');
  await expect(page.locator('form').getByText('논커피', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
