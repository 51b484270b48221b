/**
 * A shop PC shared by staff (issue 24): what one person typed, chose or kept on this browser is
 * gone for the next person who signs in after them.
 */
import { expect, test, type Page } from '@playwright/test';
import { scanLoginQr } from './helpers';

const TYPED = '첫사람 꽃집';

test('signing out and in as another person leaves no trace of the first', async ({ page }) => {
  // The first person starts a profile (kept as their draft) and works in account 102.
  await page.goto('/profile/create');
  await page.getByLabel('비즈니스 이름', { exact: true }).fill(TYPED);
  await expect.poll(() => page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(TYPED);
  await page.goto('/profile/102/coupon');
  await expect(page.getByRole('table', { name: '쿠폰 목록' })).toBeVisible();

  await signOut(page);
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

/**
 * Issue 38: the second person signs in on the same tab without a reload (the login page is an
 * in-page navigation after sign-out). Nothing the first person's pages cached may be drawn for
 * them, not even for a moment, and the first person's last page is not where they land.
 */
test('the next person on the same tab sees only their own accounts, never the cached ones', async ({ page }) => {
  const FIRST_ACCOUNT = '동네커피 망원점';
  // Person A (owner of 101) opens the account's settlement and orders: all of it cached in the tab.
  // Each page's own heading: the address changes at once, the page only once its code is loaded,
  // and a route change closes the header's menus (a menu opened before it would close under the click).
  await page.goto('/profile/101/pickup/settlement');
  await expect(page.getByRole('heading', { level: 1, name: '픽업 정산' })).toBeVisible();
  await inApp(page, '/profile/101/order');
  await expect(page.getByRole('heading', { level: 1, name: '주문', exact: true })).toBeVisible();
  await inApp(page, '/profile/101/follower');
  await expect(page.getByRole('heading', { level: 1, name: '단골 관리' })).toBeVisible();

  await signOut(page);
  expect(new URL(page.url()).searchParams.get('redirect')).toBeNull();

  // Person B works only in 102; from here on, A's account name must never be drawn.
  await page.evaluate((name) => {
    const mocks = window.__dongneMocks!;
    mocks.db.state.auth.businessUser = { ...mocks.db.state.auth.businessUser, id: 9002, nickname: '박직원' };
    mocks.db.state.auth.businessAccounts = mocks.db.state.auth.businessAccounts.filter((account) => account.id === 102);
    mocks.db.persist();
    const seen: string[] = [];
    (window as unknown as { __seenFirst: string[] }).__seenFirst = seen;
    // Checked at every change of the page, so a cached list drawn for one frame is caught too.
    new MutationObserver(() => {
      if (document.body.innerText.includes(name)) seen.push(location.pathname);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, FIRST_ACCOUNT);
  await scanLoginQr(page);

  // B lands on B's own start (the only account: 102), not on A's last page.
  await expect(page).toHaveURL(/\/profile\/102(\/|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A's account address: the no-access state, with nothing of A's drawn before it.
  await inApp(page, '/profile/101/pickup/settlement');
  await expect(page.getByRole('heading', { name: '이 비즈니스 계정은 볼 수 없어요' })).toBeVisible();
  await inApp(page, '/profile/101/order');
  await expect(page.getByRole('heading', { name: '이 비즈니스 계정은 볼 수 없어요' })).toBeVisible();
  await inApp(page, '/profiles');
  await expect(page.getByText('한끼분식 합정점').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seenFirst: string[] }).__seenFirst)).toEqual([]);
  // Still the same document: no reload happened along the way.
  expect(await page.evaluate(() => typeof (window as unknown as { __seenFirst?: unknown }).__seenFirst)).toBe('object');
});

/** A navigation inside the app (the router's own), so the page and its query cache stay. */
async function inApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/** Signs out from the header's person menu (an in-page navigation to the login page). */
async function signOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /내 계정/ })
    .click();
  await page
    .getByRole('menuitem', { name: '로그아웃' })
    .or(page.getByRole('button', { name: '로그아웃' }))
    .click();
  await expect(page).toHaveURL(/\/login/);
}
