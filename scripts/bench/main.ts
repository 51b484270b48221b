/**
 * `npm run bench`: measures, in headless Chromium, the first visit of three routes — JS and CSS
 * bytes loaded (raw and gzip), request count, and time to the first table row or form input
 * (median of 7 fresh contexts, unthrottled and with 4× CPU throttling) — for two builds:
 *   demo  the production build with the mock backend enabled (msw in the page), as a demo visitor gets it;
 *   app   the production build without mock code, its calls answered by the same handlers from Node:
 *         exactly what the console itself costs. The size targets are checked on this one.
 * Prints a table and writes bench/results.json.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import type { RequestHandler } from 'msw';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { routeToMock, startNodeMock } from './node-mock';
import { serveStatic } from './static-server';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = 7;

interface BuildSpec {
  readonly id: 'demo' | 'app';
  readonly label: string;
  readonly mode: string;
  readonly port: number;
}

const BUILDS: readonly BuildSpec[] = [
  { id: 'demo', label: 'demo build (mock backend in the page)', mode: 'demo', port: 4321 },
  { id: 'app', label: 'app only (production build; mock answered from Node)', mode: 'production', port: 4322 },
];

interface Scenario {
  readonly name: string;
  readonly path: string;
  readonly readySelector: string;
  readonly ready: string;
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'first screen (/ → coupon list)', path: '/', readySelector: '.ant-table-row', ready: 'first table row' },
  { name: 'coupon list', path: '/profile/101/coupon', readySelector: '.ant-table-row', ready: 'first table row' },
  { name: 'new coupon form', path: '/profile/101/coupon/new', readySelector: 'form input', ready: 'first form input' },
];

interface Bytes {
  raw: number;
  gzip: number;
}

interface Sample {
  readyMs: number;
  requests: number;
  js: Bytes;
  css: Bytes;
  formLibraryLoaded: boolean;
}

async function measure(
  browser: Browser,
  build: BuildSpec,
  scenario: Scenario,
  cpuRate: number,
  mockHandlers?: RequestHandler[],
): Promise<Sample> {
  const origin = `http://127.0.0.1:${build.port}`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  if (mockHandlers) await routeToMock(context, mockHandlers, origin);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const sample: Sample = {
    readyMs: 0,
    requests: 0,
    js: { raw: 0, gzip: 0 },
    css: { raw: 0, gzip: 0 },
    formLibraryLoaded: false,
  };
  const pending: Promise<void>[] = [];
  page.on('request', () => (sample.requests += 1));
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isJs = url.pathname.endsWith('.js');
    const isCss = url.pathname.endsWith('.css');
    if (url.origin !== origin || (!isJs && !isCss)) return;
    pending.push(
      response.body().then((body) => {
        const bytes = { raw: body.length, gzip: gzipSync(body).length };
        const total = isCss ? sample.css : sample.js;
        total.raw += bytes.raw;
        total.gzip += bytes.gzip;
        if (isJs && body.includes('rjsf-')) sample.formLibraryLoaded = true;
      }),
    );
  });
  await page.goto(`${origin}${scenario.path}`);
  await page.waitForSelector(scenario.readySelector, { timeout: 60_000 });
  sample.readyMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return sample;
}

interface Result {
  build: BuildSpec['id'];
  route: string;
  path: string;
  cpuThrottling: number;
  ready: string;
  medianReadyMs: number;
  readyMsRuns: number[];
  requests: number;
  js: Bytes;
  css: Bytes;
  formLibraryLoaded: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const nodeMock = await startNodeMock(ROOT);
  const results: Result[] = [];
  try {
    for (const build of BUILDS) {
      const outDir = join(ROOT, 'dist-bench', build.id);
      console.log(`bench: building ${build.label} (vite build --mode ${build.mode})…`);
      // NODE_ENV must be explicit: the Node-side mock's Vite server sets it to development in this process.
      execSync(`npx vite build --mode ${build.mode} --outDir ${outDir} --emptyOutDir`, {
        cwd: ROOT,
        stdio: 'ignore',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      const server = await serveStatic(outDir, build.port);
      try {
        for (const scenario of SCENARIOS) {
          for (const cpuRate of [1, 4]) {
            const samples: Sample[] = [];
            for (let run = 0; run < RUNS; run += 1)
              samples.push(
                await measure(browser, build, scenario, cpuRate, build.id === 'app' ? nodeMock.handlers : undefined),
              );
            const last = samples.at(-1)!;
            const result: Result = {
              build: build.id,
              route: scenario.name,
              path: scenario.path,
              cpuThrottling: cpuRate,
              ready: scenario.ready,
              medianReadyMs: Math.round(median(samples.map((s) => s.readyMs))),
              readyMsRuns: samples.map((s) => Math.round(s.readyMs)),
              requests: median(samples.map((s) => s.requests)),
              js: last.js,
              css: last.css,
              formLibraryLoaded: last.formLibraryLoaded,
            };
            results.push(result);
            console.log(
              `  [${build.id}] ${scenario.name} @${cpuRate}×: ${result.medianReadyMs} ms, JS ${kb(result.js.gzip)} gzip`,
            );
          }
        }
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
    await nodeMock.close();
  }

  console.table(
    results.map((r) => ({
      build: r.build,
      route: r.route,
      cpu: `${r.cpuThrottling}×`,
      [`ready, median of ${RUNS}`]: `${r.medianReadyMs} ms`,
      requests: r.requests,
      'JS gzip (raw)': `${kb(r.js.gzip)} (${kb(r.js.raw)})`,
      'CSS gzip (raw)': `${kb(r.css.gzip)} (${kb(r.css.raw)})`,
      'form library': r.formLibraryLoaded ? 'loaded' : '—',
    })),
  );
  const find = (build: string, path: string) =>
    results.find((r) => r.build === build && r.path === path && r.cpuThrottling === 1)!;
  const targets = {
    'list route ≤ 250 KB gzip JS (app)': find('app', '/profile/101/coupon').js.gzip <= 250 * 1024,
    'list route ≤ 250 KB gzip JS (demo, incl. mock backend)': find('demo', '/profile/101/coupon').js.gzip <= 250 * 1024,
    'form library only on form routes':
      !find('app', '/profile/101/coupon').formLibraryLoaded && find('app', '/profile/101/coupon/new').formLibraryLoaded,
  };
  console.log('targets:', targets);
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, builds: BUILDS, results, targets }, null, 2)}\n`,
  );
  console.log('bench: wrote bench/results.json');
}

await main();
