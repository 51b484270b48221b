/**
 * A merchant looks after their followers (issue 14): bookmarks one, narrows the list to bookmarked
 * followers, downloads the CSV of that filtered list (UTF-8 with a BOM, Korean headers and names),
 * and writes a memo on a customer's page.
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './shared-page';
import { chooseOption, collectConsoleErrors, expectToast, tableRows } from './helpers';

test('bookmark a follower and download the CSV of bookmarked followers', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/follower');
  await expect(page.getByRole('heading', { level: 1, name: '단골 관리' })).toBeVisible();
  await expect(page.locator('dt:text-is("전체 단골") + dd')).toHaveText(/^\d+명$/);

  const rows = tableRows(page, '단골 목록');
  const target = rows.filter({ has: page.getByRole('button', { name: /^즐겨찾기: / }) }).first();
  const name = (await target.getByRole('button', { name: /^즐겨찾기: / }).getAttribute('aria-label'))!.replace(
    '즐겨찾기: ',
    '',
  );
  await target.getByRole('button', { name: `즐겨찾기: ${name}` }).click();
  await expectToast(page, '즐겨찾기했어요.');
  await expect(page.getByRole('button', { name: `즐겨찾기 해제: ${name}` })).toBeVisible();

  await chooseOption(page, page.getByRole('combobox', { name: '즐겨찾기만' }), '예');
  await expect(page).toHaveURL(/bookmarked=true/);
  await expect(rows.filter({ hasText: name })).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^단골목록_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('닉네임,동네,단골 맺은 날');
  expect(text).toContain(name);
  // The whole filtered set: only bookmarked followers (each line ends in its 즐겨찾기 Y).
  const lines = text.trim().split('\r\n').slice(1);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/,Y,/);
  expect(consoleErrors).toEqual([]);
});

test('write a memo on a customer’s page', async ({ page }) => {
  await page.goto('/profile/101/follower');
  const first = tableRows(page, '단골 목록').first().getByRole('link');
  const name = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const memo = page.getByLabel('메모', { exact: true });
  await memo.fill('매주 금요일 원두 200g 사 가세요.');
  await page.getByRole('button', { name: '메모 저장' }).click();
  await expectToast(page, '메모를 저장했어요.');
  await page.reload();
  await expect(page.getByLabel('메모', { exact: true })).toHaveValue('매주 금요일 원두 200g 사 가세요.');
  await expect(page.getByRole('table', { name: '고객이 남긴 댓글' })).toBeVisible();
});
