/**
 * The route sweep's page: one per worker, started clean for every route, instead of a new browser
 * context per route.
 *
 * Why: on two CI cores the suite's time is Chromium's CPU, and most of a sweep route's first load
 * is paid by a fresh context, not by the route. Measured on the demo build (/profile/101/coupon,
 * 16 loads, Chromium's processes summed): a new context 3.2 CPU-s per load, a new page in the same
 * context 2.4, the same page 1.2 (its renderer, compiled code and HTTP cache stay warm).
 *
 * Clean means what a new context would give the route: no cookies, an empty localStorage (the demo
 * world starts from its seed, signed out) and sessionStorage (no faults), no service worker, the
 * desk width, no listener of the last route. The page first leaves the last route for a file of the same origin
 * that runs no app (favicon.svg), so nothing of that route writes storage after it was cleared.
 * After a failure Playwright starts a new worker, so a retry (with its trace) begins in a new
 * context. The page's clock is installed once, with the page (its time runs on as usual).
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

async function startClean(context: BrowserContext, page: Page, viewport: BrowserContextOptions['viewport']) {
  // A form left with unsaved changes asks before unloading: leave it, as a new context would.
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  await page.goto(BLANK_OF_THE_ORIGIN);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    // The mock's service worker is registered afresh by the next load, as in a new context (an
    // existing one is only updated, unawaited, and that update failing was an uncaught error).
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  });
  await context.clearCookies();
  if (viewport) await page.setViewportSize(viewport);
}

export const test = base.extend({
  page: async ({ browser, baseURL, locale, timezoneId, viewport }, provide) => {
    shared ??= await openShared(browser, { baseURL, locale, timezoneId, viewport });
    const { context, page } = shared;
    await startClean(context, page, viewport);
    await provide(page);
    for (const event of ['console', 'pageerror', 'request', 'dialog'] as const) page.removeAllListeners(event);
  },
});
