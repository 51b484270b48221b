/**
 * Issue 14, performance: the business profile's list routes never load the form library (it comes
 * with a form or a drawer's form), and none of them loads the dashboard's charts. The same check
 * as `npm run bench`'s "no form library", for the lists the bench does not open.
 */
// A new context per test (not shared-page.ts): what a first visit downloads is what is checked.
import { expect, test, type Page, type Response } from '@playwright/test';

const LISTS = [
  { path: '/profile/101/post', table: '소식 목록' },
  { path: '/profile/101/follower', table: '단골 목록' },
  { path: '/profile/101/review', table: '리뷰 목록' },
  { path: '/profile/101/images', table: '사진 목록' },
];

type Script = { readonly url: string; readonly body: string };

/**
 * Collects the scripts the page loads until the returned function is called, which stops listening
 * and reads them all (a script arriving later is not read after the test has ended).
 */
function collectScripts(page: Page): () => Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  };
  page.on('response', onResponse);
  return () => {
    page.off('response', onResponse);
    return Promise.all(scripts);
  };
}

const FORM_LIBRARY = 'rjsf-';

test('the check sees the form library where it belongs: the post form', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/profile/101/post/new');
  await expect(page.getByLabel('제목', { exact: true })).toBeVisible();
  const loaded = await scripts();
  expect(loaded.some((script) => script.body.includes(FORM_LIBRARY))).toBe(true);
});

for (const list of LISTS) {
  test(`${list.path} loads neither the form library nor the charts`, async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto(list.path);
    await expect(page.getByRole('table', { name: list.table }).locator('tbody tr[data-row-key]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((script) => script.body.includes(FORM_LIBRARY)).map((script) => script.url)).toEqual([]);
    expect(loaded.filter((script) => /\/(charts|DashboardPage)[-.]/.test(script.url)).map((s) => s.url)).toEqual([]);
  });
}
