/**
 * The session when many calls fail at once (issue 8), through the console's own clients in the
 * demo build: concurrent 401s share one token refresh and are each retried once; a refresh that
 * fails ends the session and lands on /login, keeping the page and its query to come back to.
 */
import { expect, test, type Page } from '@playwright/test';
import { addFaults } from './sweep/checks';

const TOKEN_COOKIES = ['dm_access_token', 'dm_refresh_token'];

/**
 * Opens `address` as a browser that signed in earlier: the token cookies of the demo's server-side
 * session (the demo itself runs without them).
 */
async function openSignedIn(page: Page, address: string) {
  await page.goto('/maintenance');
  await page.waitForFunction(() => window.__dongneMocks !== undefined);
  // Persist the seed: an unsaved one is made anew (new tokens) by the next page load.
  const session = await page.evaluate(() => {
    window.__dongneMocks!.db.persist();
    return window.__dongneMocks!.db.state.auth.session;
  });
  const url = new URL(page.url()).origin;
  await page.context().addCookies([
    { name: 'dm_access_token', value: session.accessToken, url },
    { name: 'dm_refresh_token', value: session.refreshToken, url },
  ]);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.__dongneMocks!.faults.clearCalls());
}

async function callCount(page: Page, operation: string): Promise<number> {
  return page.evaluate(
    (name) => window.__dongneMocks!.faults.calls().filter((call) => call.operation === name).length,
    operation,
  );
}

async function tokenCookies(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(
    cookies.filter((cookie) => TOKEN_COOKIES.includes(cookie.name)).map((c) => [c.name, c.value]),
  );
}

test('20 concurrent calls answered 401 trigger exactly one refresh and are all retried once', async ({ page }) => {
  // A page that never calls the notice categories itself: every call counted is the test's.
  await openSignedIn(page, '/userinfo');
  const before = await tokenCookies(page);
  expect(Object.keys(before).sort()).toEqual([...TOKEN_COOKIES].sort());
  await addFaults(page, [{ operation: 'notice.listNoticeCategories', status: 401, times: 20 }]);

  const outcomes = await page.evaluate(async () => {
    const calls = Array.from({ length: 20 }, () => window.__dongneApi!.call('notice.listNoticeCategories'));
    return (await Promise.allSettled(calls)).map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.status : String(outcome.reason),
    );
  });

  expect(outcomes).toEqual(Array(20).fill('fulfilled'));
  expect(await callCount(page, 'auth.refreshTokens')).toBe(1);
  // 20 answered 401, then 20 retries answered 200.
  expect(await callCount(page, 'notice.listNoticeCategories')).toBe(40);
  const after = await tokenCookies(page);
  expect(after.dm_access_token).toBeDefined();
  expect(after.dm_access_token).not.toBe(before.dm_access_token);
});

for (const refreshStatus of [401, 500]) {
  test(`a refresh answered ${refreshStatus} clears the tokens and lands on /login with the query kept`, async ({
    page,
  }) => {
    const address = '/profile/101/coupon?from=notification';
    await openSignedIn(page, address);
    await addFaults(page, [
      { operation: 'notice.listNoticeCategories', status: 401 },
      { operation: 'auth.refreshTokens', status: refreshStatus },
    ]);

    const outcomes = await page.evaluate(async () => {
      const calls = Array.from({ length: 20 }, () => window.__dongneApi!.call('notice.listNoticeCategories'));
      return (await Promise.allSettled(calls)).map((outcome) => outcome.status);
    });

    expect(outcomes).toEqual(Array(20).fill('rejected'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(address);
    expect(await callCount(page, 'auth.refreshTokens')).toBe(1);
    expect(await tokenCookies(page)).toEqual({});
    await expect(page.getByRole('heading', { level: 1, name: '동네마켓 비즈니스 로그인' })).toBeVisible();
  });
}
