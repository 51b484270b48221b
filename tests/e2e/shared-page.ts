/**
 * The e2e page: one per worker, started clean for every test, instead of a new browser context per
 * test (specs that need a context of their own import `test` from @playwright/test instead).
 *
 * Why: on two CI cores the suite's time is Chromium's CPU, and most of a route's first load is paid
 * by a fresh context, not by the route. Measured on the demo build (/profile/101/coupon, 16 loads,
 * Chromium's processes summed): a new context 3.2 CPU-s per load, a new page in the same context
 * 2.4, the same page 1.2 (its renderer, compiled code and HTTP cache stay warm). The sweep's pickup
 * and post routes in CI mode: 191 → 140 CPU-s, 133 → 109 s.
 *
 * Clean means what a new context would give the test: no cookies, an empty localStorage (the demo
 * world starts from its seed, signed out) and sessionStorage (no faults), the desk width, no
 * listener of the last test. The page first leaves the last test's app for a file of the same origin
 * that runs none (favicon.svg), so nothing of it writes storage after the clear. After a failure
 * Playwright starts a new worker, so a retry (with its trace) begins in a new context. The page's
 * clock is installed once, with the page (its time runs on as usual).
 *
 * The mock's service worker stays registered: unregistered between tests, a route's first calls went
 * past it now and then (it was still leaving), so the route seemed to make none. Kept, msw updates
 * it at each load without awaiting the update, and an update cut short by the next navigation is an
 * uncaught error no new context meets: the checks leave that one message out (`isOwnWorkerUpdateCut`).
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

/** A page of the site's origin that runs none of the console's code. */
const BLANK_OF_THE_ORIGIN = '/favicon.svg';

let shared: { context: BrowserContext; page: Page } | undefined;

async function openShared(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.clock.install();
  return { context, page };
}

async function startClean(
  context: BrowserContext,
  page: Page,
  { viewport, reducedMotion }: Pick<BrowserContextOptions, 'viewport' | 'reducedMotion'>,
) {
  // A form left with unsaved changes asks before unloading: leave it, as a new context would.
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  await page.goto(BLANK_OF_THE_ORIGIN);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  if (viewport) await page.setViewportSize(viewport);
  // The test's own setting (the config's, or a spec's test.use): the page outlives the test.
  await page.emulateMedia({ reducedMotion: reducedMotion ?? null });
}

/** msw's unawaited update of its own worker, cut short (see above): not the console's error. */
export function isOwnWorkerUpdateCut(message: string): boolean {
  return /^Failed to update a ServiceWorker for scope .+ with script .+\/(?:demo-worker|mockServiceWorker)\.js'\)/.test(
    message,
  );
}

export const test = base.extend({
  page: async ({ browser, baseURL, locale, timezoneId, viewport, reducedMotion }, provide) => {
    shared ??= await openShared(browser, { baseURL, locale, timezoneId, viewport });
    const { context, page } = shared;
    await startClean(context, page, { viewport, reducedMotion });
    await provide(page);
    for (const event of ['console', 'pageerror', 'request', 'dialog'] as const) page.removeAllListeners(event);
  },
});
