/**
 * The console on a phone and a counter tablet (issue 28, first slice: the shell): the side
 * navigation is a drawer behind the header's menu button, the header fits, and no page scrolls
 * sideways; tables scroll inside their own box.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './helpers';

const ROUTES = [
  '/profile/101/coupon',
  '/profile/101/order',
  '/profile/101/review',
  '/profile/101/pickup/order',
  '/profile/101/store/settlement',
  '/profile/101/pickup/settlement',
  '/profile/101/coupon/new',
];

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

for (const width of [390, 820]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1180 });
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
      expect({ route, width: await pageWidth(page) }).toEqual({ route, width });
    }
  });
}

test('on a phone the navigation opens from the menu button and closes on a choice', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile/101/coupon');
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const drawer = page.getByRole('dialog', { name: '메뉴' });
  await expect(drawer.getByRole('combobox', { name: '비즈니스 계정 선택' })).toBeVisible();
  await drawer.getByRole('link', { name: '리뷰', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/101\/review$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '리뷰 관리' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the desk layout keeps the side navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/profile/101/coupon');
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰' })).toBeVisible();
  await expect(page.getByRole('button', { name: '메뉴 열기' })).toHaveCount(0);
  await expect(page.locator('.side-nav')).toBeVisible();
});

test('the order board on a counter tablet: 44 px buttons and a word on the screen staying on', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/profile/101/pickup/order');
  const accept = page.getByRole('button', { name: /^접수/ }).first();
  await expect(accept).toBeVisible();
  expect((await accept.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(
    page.getByText(/주문판을 여는 동안 화면이 꺼지지 않아요\.|이 브라우저는 화면을 켜 둘 수 없어요\./),
  ).toBeVisible();
});
