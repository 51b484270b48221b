/** The demo's own tools: data survives a reload until "데모 데이터 초기화" resets it. */
import { expect } from '@playwright/test';
import { test } from './shared-page';
import { expectToast, pressInOverlay, tableRows } from './helpers';

test('demo data survives a reload and the reset action restores the seed', async ({ page }) => {
  await page.goto('/profile/101/coupon');
  const rows = tableRows(page, '쿠폰 목록');
  await expect(rows).toHaveCount(10);
  await rows
    .first()
    .getByRole('button', { name: /^삭제: / })
    .click();
  await pressInOverlay(page.getByRole('dialog'), '삭제');
  await expectToast(page, '삭제했어요.');
  await expect(page.getByText('총 11개')).toBeVisible();

  await page.reload();
  await expect(page.getByText('총 11개')).toBeVisible();

  await page.getByRole('button', { name: '데모 도구' }).click();
  await page.getByRole('button', { name: '데모 데이터 초기화' }).click();
  await pressInOverlay(page.getByRole('tooltip'), '데모 데이터 초기화');
  await expectToast(page, '데모 데이터를 초기화했어요.');
  await page.keyboard.press('Escape');
  await expect(page.getByText('총 12개')).toBeVisible();
});
