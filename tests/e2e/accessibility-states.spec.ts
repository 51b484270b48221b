/**
 * No serious or critical axe-core violation (WCAG 2.1 AA) in the states the route sweep does not
 * open: the header popups, dialogs and drawers, a popup's error state and a form's error summary
 * (issue 8). Each state is checked once it has finished moving in.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './shared-page';
import { settled, tableRows } from './helpers';
import { addFaults, axeViolations } from './sweep/checks';

// These states are checked as most merchants see them: moving in (the suite's default is motion off,
// playwright.config.ts). A field's help caught mid-fade by axe was a real finding of this path.
test.use({ reducedMotion: 'no-preference' });

async function expectNoViolations(page: Page, opened: Locator) {
  await expect(opened).toBeVisible();
  await settled(opened);
  expect(await axeViolations(page)).toEqual([]);
}

async function openCouponList(page: Page) {
  await page.goto('/profile/101/coupon');
  await expect(tableRows(page, '쿠폰 목록').first()).toBeVisible();
  return page.getByRole('banner');
}

/** Opens a header popup from the header button named `name`, checks it, and closes it again. */
async function checkHeaderPopup(
  page: Page,
  header: Locator,
  name: string | RegExp,
  loaded?: (popup: Locator) => Locator,
) {
  await header.getByRole('button', { name }).click();
  const popup = page.getByRole('dialog', { name });
  if (loaded) await expect(loaded(popup)).toBeVisible();
  await expectNoViolations(page, popup);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

// One page load for the header's popups and a confirm dialog of the list below it.
test('the header popups and a confirm dialog', async ({ page }) => {
  const header = await openCouponList(page);
  await test.step('notifications, with their photos', () =>
    checkHeaderPopup(page, header, /^알림/, (popup) => popup.getByRole('listitem').first()));
  await test.step('notices', () =>
    checkHeaderPopup(page, header, '공지사항', (popup) => popup.getByRole('link').first()));
  await test.step('help', () => checkHeaderPopup(page, header, '도움말'));
  await test.step('the account menu', () => checkHeaderPopup(page, header, /^내 계정/));
  await test.step('a confirm dialog: stopping a coupon', async () => {
    await page
      .getByRole('button', { name: /^발행 중지: / })
      .first()
      .click();
    await expectNoViolations(page, page.getByRole('dialog', { name: '쿠폰 발행을 멈출까요?' }));
  });
});

test('the notifications popup when its list fails', async ({ page }) => {
  const header = await openCouponList(page);
  await addFaults(page, [{ operation: 'notification.listNotifications', status: 500 }]);
  await header.getByRole('button', { name: /^알림/ }).click();
  const popup = page.getByRole('dialog', { name: /^알림/ });
  await expect(popup.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expectNoViolations(page, popup);
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
