/**
 * `npm run bench`: the first visit of the console's main routes against a floor, in one run.
 *
 *   app    the console's production build (no mock code in the page), its calls answered by the
 *          mock handlers from Node: what the console itself costs. The targets are checked on it.
 *   floor  bench/floor: a minimal hand-written React + antd page doing the same job (a coupon or
 *          menu table, a coupon or menu form), reading the same mock through the same Node routing.
 *   demo   the console's demo build (msw in the page), as a demo visitor gets it; for reference.
 *
 * Each visit is a fresh context (median of 7) at 1× and 4× CPU: time to the first table row or form
 * input, JS and CSS bytes, requests and JS files, when the session and screen calls started, and a
 * repeat visit with a warm HTTP cache. Prints the console/floor ratios and the targets (issues 10 and 30), and
 * writes bench/results.json.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { DAY_CPU, DAY_HOURS, DAY_OPEN_ORDERS, DAY_ORDERS, measureBoardDay, type DayResult } from './board-day';
import { BOARD_ACCOUNT, BOARD_PATH, BOARD_WAITING_ORDERS, measureAccept, type AcceptResult } from './board';
import { measureVisit, median, type Bytes, type Sample, type Visit } from './measure';
import { startNodeMock } from './node-mock';
import { READS_RENDERS, visitRendersLine } from './render-count';
import { measureSheetChecks, type SheetCheckResult } from './sheets';
import { serveStatic } from './static-server';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU_RATES = [1, 4] as const;
/** While working on screens: `BENCH_ONLY='coupon list,new menu form' BENCH_BUILDS=app BENCH_RUNS=3 npm run bench`. */
const ONLY_SCREENS = process.env.BENCH_ONLY?.split(',');
const ONLY_BUILDS = process.env.BENCH_BUILDS?.split(',');

type BuildId = 'app' | 'floor' | 'demo';

interface Build {
  readonly id: BuildId;
  readonly label: string;
  readonly command: (outDir: string) => string;
  readonly port: number;
  readonly cpuRates: readonly number[];
}

const BUILDS: readonly Build[] = [
  {
    id: 'app',
    label: 'console, production build (mock answered from Node)',
    // With source maps when the board day is profiled (BENCH_DAY_PROFILE): they change no byte the page runs.
    // Not minified when its draws are counted (BENCH_DAY_RENDERS, BENCH_VISIT_RENDERS; render-count.ts): the names are read.
    command: (outDir) =>
      `VITE_ENVIRONMENT=production npx vite build --mode production${process.env.BENCH_DAY_PROFILE === '1' ? ' --sourcemap' : ''}${READS_RENDERS ? ' --minify false' : ''} --outDir ${outDir} --emptyOutDir`,
    port: 4322,
    cpuRates: CPU_RATES,
  },
  {
    id: 'floor',
    label: 'floor app, plain React + antd (bench/floor)',
    command: (outDir) =>
      `npx vite build --config bench/floor/vite.config.ts${READS_RENDERS ? ' --minify false' : ''} --outDir ${outDir} --emptyOutDir`,
    port: 4323,
    cpuRates: CPU_RATES,
  },
  {
    id: 'demo',
    label: 'console, demo build (mock backend in the page)',
    command: (outDir) => `npx vite build --mode demo --outDir ${outDir} --emptyOutDir`,
    port: 4321,
    cpuRates: [1],
  },
];

const ROW = '.ant-table-row';
const INPUT = 'form input';
const SESSION_CALL = '/api/v1/profiles';

/** A screen measured in the console and, where it has one, its counterpart in the floor app. */
interface Screen {
  readonly name: string;
  readonly kind: 'list' | 'form';
  readonly console: Visit;
  readonly floor?: Visit;
  /** Measured on the demo build too. */
  readonly demo?: boolean;
}

const SCREENS: readonly Screen[] = [
  {
    name: 'first screen (/ → coupon list)',
    kind: 'list',
    console: { path: '/', readySelector: ROW, watchCalls: { session: SESSION_CALL, list: '/api/v1/coupon_boxes' } },
    demo: true,
  },
  {
    name: 'coupon list',
    kind: 'list',
    console: {
      path: '/profile/101/coupon',
      readySelector: ROW,
      watchCalls: { session: SESSION_CALL, list: '/api/v1/coupon_boxes' },
    },
    floor: { path: '/coupon', readySelector: ROW, watchCalls: { list: '/api/v1/coupon_boxes' } },
    demo: true,
  },
  {
    name: 'new coupon form',
    kind: 'form',
    console: { path: '/profile/101/coupon/new', readySelector: INPUT, watchCalls: { session: SESSION_CALL } },
    floor: { path: '/coupon/new', readySelector: INPUT, watchCalls: {} },
  },
  {
    name: 'pickup menu list',
    kind: 'list',
    console: {
      path: '/profile/101/pickup/menu',
      readySelector: ROW,
      watchCalls: { session: SESSION_CALL, list: '/api/v1/menus/search' },
    },
    floor: { path: '/menu', readySelector: ROW, watchCalls: { list: '/api/v1/menus/search' } },
  },
  {
    name: 'new menu form',
    kind: 'form',
    console: { path: '/profile/101/pickup/menu/new', readySelector: INPUT, watchCalls: { session: SESSION_CALL } },
    floor: { path: '/menu/new', readySelector: INPUT, watchCalls: {} },
  },
  // Issue 13 and 14's screens, reported beside the coupon list (no floor of their own).
  {
    name: 'commerce order list',
    kind: 'list',
    console: { path: '/profile/101/order', readySelector: ROW, watchCalls: { session: SESSION_CALL } },
  },
  {
    name: 'product list',
    kind: 'list',
    console: { path: '/profile/101/product', readySelector: ROW, watchCalls: { session: SESSION_CALL } },
  },
  {
    name: 'new product form',
    kind: 'form',
    console: { path: '/profile/101/product/new', readySelector: INPUT, watchCalls: { session: SESSION_CALL } },
  },
  {
    name: 'statistics dashboard',
    kind: 'list',
    console: { path: '/profile/101/dashboard', readySelector: ROW, watchCalls: { session: SESSION_CALL } },
  },
  {
    // With about 50 open orders (a busy lunch); no floor: no plain page does what the board does.
    name: 'pickup order board',
    kind: 'list',
    console: {
      path: BOARD_PATH,
      readySelector: 'article.order-card',
      watchCalls: { session: SESSION_CALL, list: '/api/v1/orders/ongoing' },
    },
  },
];

const ACCEPT = 'accept on the order board @1×';
/** Issue 30's targets: first row or input within this ratio of the floor's, and a form's JS. */
const READY_LIMIT = 1.2;
const FORM_JS_LIMIT = 1.15;
const SHEETS = 'delivery file checked @1×';
const DAY = `order board service day @${DAY_CPU}×`;

interface Result {
  readonly build: BuildId;
  readonly screen: string;
  readonly path: string;
  readonly cpuThrottling: number;
  readonly medianReadyMs: number;
  readonly readyMsRuns: number[];
  readonly medianWarmReadyMs: number;
  readonly requests: number;
  readonly jsFiles: number;
  readonly js: Bytes;
  readonly css: Bytes;
  readonly formLibraryLoaded: boolean;
  readonly callStartMs: Record<string, number | undefined>;
}

function summarise(build: BuildId, screen: Screen, visit: Visit, cpu: number, samples: Sample[]): Result {
  const last = samples.at(-1)!;
  const calls = Object.keys(visit.watchCalls);
  return {
    build,
    screen: screen.name,
    path: visit.path,
    cpuThrottling: cpu,
    medianReadyMs: Math.round(median(samples.map((s) => s.readyMs))),
    readyMsRuns: samples.map((s) => Math.round(s.readyMs)),
    medianWarmReadyMs: Math.round(median(samples.map((s) => s.warmReadyMs))),
    requests: median(samples.map((s) => s.requests)),
    jsFiles: median(samples.map((s) => s.jsFiles)),
    js: last.js,
    css: last.css,
    formLibraryLoaded: last.formLibraryLoaded,
    callStartMs: Object.fromEntries(
      calls.map((call) => {
        const starts = samples.map((s) => s.callStartMs[call]).filter((ms): ms is number => ms !== undefined);
        return [call, starts.length === samples.length ? Math.round(median(starts)) : undefined];
      }),
    ),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, floor: number | undefined) => (floor ? (value / floor).toFixed(2) : '—');

/** The address a build shows a screen at (undefined: that build does not measure it). */
function visitOf(build: Build, screen: Screen): Visit | undefined {
  if (build.id === 'floor') return screen.floor;
  if (build.id === 'demo') return screen.demo ? screen.console : undefined;
  return screen.console;
}

/**
 * Builds every build, serves them side by side, then measures each screen's builds in turn within
 * each run (console, floor, demo, console, floor, demo…), so a busy moment of the machine weighs on
 * the console and its floor alike instead of on whichever was measured then.
 */
async function measureBuilds(): Promise<{
  results: Result[];
  accept?: AcceptResult;
  sheets?: SheetCheckResult[];
  day?: DayResult;
}> {
  const builds = BUILDS.filter((b) => !ONLY_BUILDS || ONLY_BUILDS.includes(b.id));
  for (const build of builds) {
    console.log(`bench: building ${build.label}…`);
    // NODE_ENV must be explicit: the Node-side mock's Vite server sets it to development in this process.
    execSync(build.command(join(ROOT, 'dist-bench', build.id)), {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const nodeMock = await startNodeMock(ROOT, 'production');
  const servers = await Promise.all(builds.map((b) => serveStatic(join(ROOT, 'dist-bench', b.id), b.port)));
  const results: Result[] = [];
  nodeMock.fillWaitingOrders(BOARD_ACCOUNT, BOARD_WAITING_ORDERS);
  try {
    for (const screen of SCREENS.filter((s) => !ONLY_SCREENS || ONLY_SCREENS.includes(s.name))) {
      for (const cpu of CPU_RATES) {
        const measured = builds.filter((b) => b.cpuRates.includes(cpu) && visitOf(b, screen));
        const samples = new Map<BuildId, Sample[]>(measured.map((b) => [b.id, []]));
        for (let run = 0; run < RUNS; run += 1) {
          for (const build of measured) {
            // The demo build answers from the page: no Node routing.
            const handlers = build.id === 'demo' ? [] : nodeMock.handlers;
            const origin = `http://127.0.0.1:${build.port}`;
            const sample = await measureVisit(browser, origin, visitOf(build, screen)!, cpu, handlers);
            samples.get(build.id)!.push(sample);
            if (sample.rendersAtReady)
              console.log(
                `  [${build.id}] ${screen.name} @${cpu}×, drawn until ready: ${visitRendersLine(sample.rendersAtReady)}`,
              );
            if (sample.jsBeforeReady)
              console.log(
                `  [${build.id}] ${screen.name} @${cpu}×, JS before ready: ${kb(sample.jsBeforeReady.gzip)} gzip in ` +
                  `${sample.jsBeforeReady.files.length} files (${sample.jsBeforeReady.files.join(', ')})`,
              );
          }
        }
        for (const build of measured) {
          const result = summarise(build.id, screen, visitOf(build, screen)!, cpu, samples.get(build.id)!);
          results.push(result);
          console.log(
            `  [${build.id}] ${screen.name} @${cpu}×: ${result.medianReadyMs} ms (warm ${result.medianWarmReadyMs} ms), ` +
              `JS ${kb(result.js.gzip)} gzip in ${result.jsFiles} files`,
          );
        }
      }
    }
    const app = builds.find((build) => build.id === 'app');
    if (!app) return { results };
    const sheets =
      ONLY_SCREENS && !ONLY_SCREENS.includes(SHEETS)
        ? undefined
        : await measureSheetChecks(browser, `http://127.0.0.1:${app.port}`, nodeMock, RUNS);
    for (const sheet of sheets ?? [])
      console.log(
        `  [app] ${SHEETS}: ${sheet.file} (${kb(sheet.bytes)}) ${sheet.medianMs} ms, longest main-thread task ` +
          `${sheet.medianLongestTaskMs} ms (runs ${sheet.runsMs.join(', ')})`,
      );
    const accept =
      ONLY_SCREENS && !ONLY_SCREENS.includes(ACCEPT)
        ? undefined
        : await measureAccept(browser, `http://127.0.0.1:${app.port}`, nodeMock, RUNS);
    if (accept)
      console.log(
        `  [app] ${ACCEPT}: ${accept.medianMs} ms with ${accept.waitingCards} waiting cards (runs ${accept.runsMs.join(', ')})`,
      );
    // Last: it moves the mock's clock and leaves the board's store a day older.
    const day =
      ONLY_SCREENS && !ONLY_SCREENS.includes(DAY)
        ? undefined
        : await measureBoardDay(browser, `http://127.0.0.1:${app.port}`, nodeMock, {
            root: ROOT,
            outDir: join(ROOT, 'dist-bench', 'app'),
          });
    if (day)
      console.log(
        `  [app] ${DAY}: ${day.ordersAdded} orders over ${DAY_HOURS} h (${day.openOrders} open, fast-forward ` +
          `${day.fastStepMs / 1000} s steps, ${day.wallSeconds} s wall): quiet tick ${day.medianQuietTaskMs} ms, ` +
          `new order ${day.medianOrderTaskMs} ms, on screen ≤ ${day.worstOnScreenMs} ms, heap ` +
          Object.entries(day.heapMb)
            .map(([hour, mb]) => `h${hour} ${mb} MB`)
            .join(', ') +
          `\n  [app] ${DAY}, faults: ${day.faults.drops} network drops (${day.faults.droppedMinutes} min), token ` +
          `${day.faults.tokenExpired ? 'expired' : 'never sent'}${day.faults.tokenRefreshed ? ' and refreshed' : ''}, deploy ` +
          `${day.faults.newVersionOffered ? 'offered' : 'not offered'} and ${day.faults.deployRecovered ? 'recovered' : 'not recovered'}; ` +
          `orders shown ${day.faults.shown}${day.faults.unseen.length > 0 ? ` (never seen: ${day.faults.unseen.join(', ')}…)` : ''}, announced ${day.faults.announced}, duplicate announcements ` +
          `${day.faults.duplicates}${day.faults.twice.length > 0 ? ` (${day.faults.twice.join(', ')}…)` : ''}; 접수 pressed around the faults: done ${day.faults.presses.done}, refused with a ` +
          `sentence ${day.faults.presses.refused}, lost ${day.faults.presses.lost}`,
      );
    return { results, ...(accept ? { accept } : {}), ...(sheets ? { sheets } : {}), ...(day ? { day } : {}) };
  } finally {
    servers.forEach((server) => server.close());
    await browser.close();
    await nodeMock.close();
  }
}

function report(
  results: Result[],
  accept: AcceptResult | undefined,
  sheets: readonly SheetCheckResult[] | undefined,
  day: DayResult | undefined,
) {
  const find = (build: BuildId, screen: string, cpu: number) =>
    results.find((r) => r.build === build && r.screen === screen && r.cpuThrottling === cpu);
  const rows = results
    .filter((r) => r.build === 'app')
    .map((r) => {
      const floor = find('floor', r.screen, r.cpuThrottling);
      return {
        screen: r.screen,
        cpu: `${r.cpuThrottling}×`,
        'ready ms': r.medianReadyMs,
        'floor ms': floor?.medianReadyMs ?? '—',
        'time ×floor': ratio(r.medianReadyMs, floor?.medianReadyMs),
        'warm ×cold': ratio(r.medianWarmReadyMs, r.medianReadyMs),
        'JS gzip': kb(r.js.gzip),
        'floor JS': floor ? kb(floor.js.gzip) : '—',
        'JS ×floor': ratio(r.js.gzip, floor?.js.gzip),
        'JS files': r.jsFiles,
        'session call at': r.callStartMs.session ?? '—',
        'list call at': r.callStartMs.list ?? '—',
        'form lib': r.formLibraryLoaded ? 'loaded' : '—',
      };
    });
  console.table(rows);
  const demo = results.filter((r) => r.build === 'demo');
  console.table(
    demo.map((r) => ({
      screen: r.screen,
      'demo ms': r.medianReadyMs,
      'JS gzip': kb(r.js.gzip),
      'JS files': r.jsFiles,
    })),
  );

  const targets: Record<string, boolean> = {};
  // Every list screen, with a floor or not: few files, no form library.
  for (const screen of SCREENS.filter((s) => s.kind === 'list' && find('app', s.name, 1))) {
    const app = find('app', screen.name, 1)!;
    targets[`${screen.name}: ≤ 10 JS files`] = app.jsFiles <= 10;
    targets[`${screen.name}: no form library`] = !app.formLibraryLoaded;
  }
  if (accept) targets[`${ACCEPT}: board updated < 100 ms`] = accept.medianMs < 100;
  for (const sheet of sheets ?? []) targets[`${SHEETS}: ${sheet.file} ≤ 500 ms`] = sheet.medianMs <= 500;
  if (day) {
    const hour1 = day.heapMb['1'] ?? Infinity;
    targets[`${DAY}: quiet tick ≤ 16 ms main thread`] = day.medianQuietTaskMs <= 16;
    targets[`${DAY}: new order ≤ 50 ms main thread`] = day.medianOrderTaskMs <= 50;
    targets[`${DAY}: new order titled, on screen and sounding ≤ 500 ms after its poll`] = day.worstOnScreenMs <= 500;
    targets[`${DAY}: heap at hour ${DAY_HOURS} ≤ 1.1× hour 1 (${DAY_ORDERS} orders, ${DAY_OPEN_ORDERS} open)`] =
      (day.heapMb[String(DAY_HOURS)] ?? Infinity) <= 1.1 * hour1;
    targets[`${DAY}: every order shown (${DAY_ORDERS}) through 20 network drops, a token expiry and a deploy`] =
      day.faults.shown === DAY_ORDERS;
    targets[`${DAY}: every order announced (${DAY_ORDERS}), none twice`] =
      day.faults.announced === DAY_ORDERS && day.faults.duplicates === 0;
    targets[`${DAY}: no 접수 lost (done or refused with a sentence)`] =
      day.faults.presses.lost === 0 && day.faults.presses.done + day.faults.presses.refused > 0;
  }
  for (const screen of SCREENS.filter((s) => s.floor && find('app', s.name, 1) && find('floor', s.name, 1))) {
    // Issue 30: within 1.2× of the floor (antd's Table kept), at 1× and 4× CPU; a form's JS within
    // 1.15× of plain rjsf's. (Issue 10's "list JS ≤ 0.95× the floor" was withdrawn by issue 30.)
    for (const cpu of CPU_RATES) {
      const app = find('app', screen.name, cpu);
      const floor = find('floor', screen.name, cpu);
      if (app && floor)
        targets[`${screen.name} @${cpu}×: ready ≤ ${READY_LIMIT}× floor`] =
          app.medianReadyMs <= READY_LIMIT * floor.medianReadyMs;
    }
    const app = find('app', screen.name, 1)!;
    const floor = find('floor', screen.name, 1)!;
    if (screen.kind === 'form')
      targets[`${screen.name}: JS gzip ≤ ${FORM_JS_LIMIT}× floor`] = app.js.gzip <= FORM_JS_LIMIT * floor.js.gzip;
    targets[`${screen.name}: warm ≤ 0.6× cold`] = app.medianWarmReadyMs <= 0.6 * app.medianReadyMs;
    if (screen.kind === 'list') {
      for (const call of ['session', 'list'])
        targets[`${screen.name}: ${call} call starts < 150 ms @1×`] = (app.callStartMs[call] ?? Infinity) < 150;
    }
  }
  for (const [target, met] of Object.entries(targets)) console.log(`${met ? '✓' : '✗'} ${target}`);
  return targets;
}

async function main(): Promise<void> {
  const { results, accept, sheets, day } = await measureBuilds();
  const targets = report(results, accept, sheets, day);
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, builds: BUILDS.map(({ id, label }) => ({ id, label })), results, accept, sheets, day, targets }, null, 2)}\n`,
  );
  console.log('bench: wrote bench/results.json');
}

await main();
