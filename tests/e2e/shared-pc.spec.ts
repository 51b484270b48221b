/**
 * A shop PC shared by staff (issue 24): what one person typed, chose or kept on this browser is
 * gone for the next person who signs in after them.
 */
import { expect, test } from '@playwright/test';
import { scanLoginQr } from './helpers';

const TYPED = '첫사람 꽃집';

test('signing out and in as another person leaves no trace of the first', async ({ page }) => {
  // The first person starts a profile (kept as their draft) and works in account 102.
  await page.goto('/profile/create');
  await page.getByLabel('비즈니스 이름', { exact: true }).fill(TYPED);
  await expect.poll(() => page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(TYPED);
  await page.goto('/profile/102/coupon');
  await expect(page.getByRole('table', { name: '쿠폰 목록' })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /내 계정/ })
    .click();
  await page
    .getByRole('menuitem', { name: '로그아웃' })
    .or(page.getByRole('button', { name: '로그아웃' }))
    .click();
  await expect(page).toHaveURL(/\/login/);
  // Nothing of the first person stays in this browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(TYPED);
  expect(stored).not.toContain('dongne.currentBusinessAccountId');

  // Another person of the shop signs in on the same PC.
  await page.evaluate(() => {
    const mocks = window.__dongneMocks!;
    mocks.db.state.auth.businessUser = { ...mocks.db.state.auth.businessUser, id: 9002, nickname: '박직원' };
    mocks.db.persist();
  });
  await page.goto('/login');
  await scanLoginQr(page);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/profile/create');
  const name = page.getByLabel('비즈니스 이름', { exact: true });
  await expect(name).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(page.getByText('만들던 비즈프로필을 이어서 만들고 있어요.')).toHaveCount(0);
  await expect(page.getByText(TYPED)).toHaveCount(0);
});
