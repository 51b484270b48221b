/**
 * One visit of one address in a fresh browser context, as a first-time visitor makes it: time to
 * the screen's first row or input, the JS and CSS it loaded (raw and gzip), how many requests and
 * JS files, and when the session and screen calls started. A second visit in the same context
 * (warm HTTP cache) gives the repeat-visit time.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import type { RequestHandler } from 'msw';
import { routeToMock } from './node-mock';
import { COUNT_VISIT_RENDERS, countVisitRenders, rendersAtReady, type RendersAtReady } from './render-count';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface Visit {
  /** The address, relative to the build's origin. */
  readonly path: string;
  /** What shows the screen is usable: its first table row or form input. */
  readonly readySelector: string;
  /** Parts of the URLs of the calls whose start is reported (e.g. the session and the list call). */
  readonly watchCalls: Readonly<Record<string, string>>;
}

export interface Sample {
  readyMs: number;
  warmReadyMs: number;
  requests: number;
  jsFiles: number;
  js: Bytes;
  css: Bytes;
  formLibraryLoaded: boolean;
  /** Start of each watched call, in ms after navigation started (undefined: not made). */
  callStartMs: Record<string, number | undefined>;
  /** With `BENCH_VISIT_RENDERS=1`: what the first visit drew until its ready element. */
  rendersAtReady?: RendersAtReady | undefined;
  /** With `BENCH_VISIT_RENDERS=1`: the JS files downloaded before the ready element was drawn. */
  jsBeforeReady?: { files: string[]; gzip: number } | undefined;
}

/**
 * When the ready element is first drawn: an observer in the page notes the first frame (the next
 * animation frame) after the element enters the DOM. Playwright's own wait polls from Node with
 * growing pauses (up to 500 ms), which put a visit's time on steps of that size: the floor's list
 * at 1× read ≈950 ms when its row was drawn at ≈450 ms. Both builds are timed the same way.
 */
export async function installReadyProbe(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript({
    content: `(() => {
      const selector = ${JSON.stringify(selector)};
      const probe = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        probe.disconnect();
        requestAnimationFrame(() => { window.__benchReadyMs = performance.now(); });
      });
      probe.observe(document, { childList: true, subtree: true });
    })();`,
  });
}

/** The ready element's first frame (ms after navigation start), once drawn. */
export async function readyMs(page: Page): Promise<number> {
  try {
    const handle = await page.waitForFunction(
      () => (window as unknown as { __benchReadyMs?: number }).__benchReadyMs,
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    return (await handle.jsonValue()) as number;
  } catch (error) {
    // A screen that never draws its row usually shows why (an error state): say it, not only "timeout".
    const shown = await page
      .locator('main')
      .innerText({ timeout: 1_000 })
      .catch(() => '(no main)');
    throw new Error(`${page.url()} never drew its ready element; it showed: ${shown.slice(0, 300)}`, {
      cause: error,
    });
  }
}

export async function measureVisit(
  browser: Browser,
  origin: string,
  visit: Visit,
  cpuRate: number,
  mockHandlers: RequestHandler[],
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  await routeToMock(context, mockHandlers, origin);
  await installReadyProbe(context, visit.readySelector);
  if (COUNT_VISIT_RENDERS) await countVisitRenders(context, visit.readySelector);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const sample: Sample = {
    readyMs: 0,
    warmReadyMs: 0,
    requests: 0,
    jsFiles: 0,
    js: { raw: 0, gzip: 0 },
    css: { raw: 0, gzip: 0 },
    formLibraryLoaded: false,
    callStartMs: {},
  };
  // The files are weighed once the visit is over: reading each body over DevTools and gzipping it
  // in this process while the page loads held up the files and calls this process serves (the
  // mock's answers go through it), most for a route whose code comes in a second wave.
  const loaded: Response[] = [];
  const onRequest = () => (sample.requests += 1);
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) loaded.push(response);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await page.goto(`${origin}${visit.path}`);
  sample.readyMs = await readyMs(page);
  if (COUNT_VISIT_RENDERS) sample.rendersAtReady = await rendersAtReady(page);
  await page.waitForLoadState('networkidle');
  for (const response of loaded) {
    const isJs = new URL(response.url()).pathname.endsWith('.js');
    const body = await response.body();
    const total = isJs ? sample.js : sample.css;
    total.raw += body.length;
    total.gzip += gzipSync(body).length;
    if (isJs) sample.jsFiles += 1;
    if (isJs && body.includes('rjsf-')) sample.formLibraryLoaded = true;
  }
  if (COUNT_VISIT_RENDERS) sample.jsBeforeReady = await jsBeforeReady(page, loaded);
  sample.callStartMs = await page.evaluate((watch) => {
    const entries = performance.getEntriesByType('resource');
    return Object.fromEntries(
      Object.entries(watch).map(([name, part]) => [
        name,
        entries.find((entry) => entry.name.includes(part))?.startTime,
      ]),
    );
  }, visit.watchCalls);
  page.off('request', onRequest);
  page.off('response', onResponse);

  // The repeat visit: same context, so the HTTP cache holds what the first one downloaded.
  await page.goto('about:blank');
  await page.goto(`${origin}${visit.path}`);
  sample.warmReadyMs = await readyMs(page);
  await context.close();
  return sample;
}

/** The JS files whose download ended before the ready element's frame, and their gzip bytes. */
async function jsBeforeReady(page: Page, loaded: readonly Response[]): Promise<{ files: string[]; gzip: number }> {
  const urls = await page.evaluate(() => {
    const ready = (window as unknown as { __benchReadyMs: number }).__benchReadyMs;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).responseEnd <= ready)
      .map((entry) => entry.name);
  });
  let gzip = 0;
  for (const response of loaded.filter((candidate) => urls.includes(candidate.url())))
    gzip += gzipSync(await response.body()).length;
  return { files: urls.map((url) => new URL(url).pathname.slice(1)), gzip };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
