/**
 * One main landmark per page (issue 25): the layouts' content boxes are not a second <main>
 * (antd's Layout.Content is one), and pages inside a layout are sections of its main.
 */
import { expect, test } from '@playwright/test';

const ROUTES = [
  '/profile/101/coupon',
  '/profile/101/pickup/order',
  '/profile/101/pickup/settlement',
  '/profile/101/pickup/menu/origin-nutrition',
  '/profile/102/pickup/kickoff',
  '/profile/101/inspection',
  '/user/post/new?baId=101',
];

test('every page has exactly one main landmark, and the skip link goes to it', async ({ page }) => {
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect({ route, mains: await page.getByRole('main').count() }).toEqual({ route, mains: 1 });
  }
});
