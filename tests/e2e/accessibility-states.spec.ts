/**
 * No serious or critical axe-core violation (WCAG 2.1 AA) in the states the route sweep does not
 * open: the header popups, dialogs and drawers, a popup's error state and a form's error summary
 * (issue 8). Each state is checked once it has finished moving in.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { settled, tableRows } from './helpers';
import { addFaults, axeViolations } from './sweep/checks';

async function expectNoViolations(page: Page, opened: Locator) {
  await expect(opened).toBeVisible();
  await settled(opened);
  expect(await axeViolations(page)).toEqual([]);
}

async function openCouponList(page: Page) {
  await page.goto('/profile/101/coupon');
  await expect(tableRows(page, '쿠폰 목록').first()).toBeVisible({ timeout: 20_000 });
  return page.getByRole('banner');
}

test('the notifications popup, with its photos', async ({ page }) => {
  const header = await openCouponList(page);
  await header.getByRole('button', { name: /^알림/ }).click();
  const popup = page.getByRole('dialog', { name: /^알림/ });
  await expect(popup.getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(page, popup);
});

test('the notifications popup when its list fails', async ({ page }) => {
  const header = await openCouponList(page);
  await addFaults(page, [{ operation: 'notification.listNotifications', status: 500 }]);
  await header.getByRole('button', { name: /^알림/ }).click();
  const popup = page.getByRole('dialog', { name: /^알림/ });
  await expect(popup.getByRole('button', { name: '다시 시도' })).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, popup);
});

test('the notices popup', async ({ page }) => {
  const header = await openCouponList(page);
  await header.getByRole('button', { name: '공지사항' }).click();
  const popup = page.getByRole('dialog', { name: '공지사항' });
  await expect(popup.getByRole('link').first()).toBeVisible();
  await expectNoViolations(page, popup);
});

test('the help popup', async ({ page }) => {
  const header = await openCouponList(page);
  await header.getByRole('button', { name: '도움말' }).click();
  await expectNoViolations(page, page.getByRole('dialog', { name: '도움말' }));
});

test('the account menu', async ({ page }) => {
  const header = await openCouponList(page);
  await header.getByRole('button', { name: /^내 계정/ }).click();
  await expectNoViolations(page, page.getByRole('dialog', { name: /^내 계정/ }));
});

test('a confirm dialog: stopping a coupon', async ({ page }) => {
  await openCouponList(page);
  await page
    .getByRole('button', { name: /^발행 중지: / })
    .first()
    .click();
  await expectNoViolations(page, page.getByRole('dialog', { name: '쿠폰 발행을 멈출까요?' }));
});

test('a form drawer: a new menu option, with its errors', async ({ page }) => {
  await page.goto('/profile/101/pickup/option');
  await page.getByRole('button', { name: '메뉴 옵션 만들기' }).click();
  const drawer = page.getByRole('dialog', { name: /메뉴 옵션/ });
  await expectNoViolations(page, drawer);
  await drawer.getByRole('button', { name: '만들기' }).click();
  await expect(drawer.getByText(/필수 항목이에요/).first()).toBeVisible();
  await expectNoViolations(page, drawer);
});

test('a form page with its error summary: a new coupon sent empty', async ({ page }) => {
  await page.goto('/profile/101/coupon/new');
  await page.getByRole('button', { name: '만들기' }).click();
  await expectNoViolations(page, page.getByText(/필수 항목이에요/).first());
});

test('the account deletion dialog', async ({ page }) => {
  await page.goto('/userinfo/delete');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expectNoViolations(page, page.getByRole('dialog', { name: '정말 탈퇴할까요?' }));
});
