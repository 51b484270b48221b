/**
 * `npm run bench:profile -- /profile/101/coupon [.ant-table-row] [cpu]`: where a first visit's
 * main-thread time goes, from CPU profiles of the production build (source maps on) at 4× CPU by
 * default. Prints what the main thread did in 100 ms slices and the visit's downloads and calls
 * (start → end) for the first visit, then the self time up to the ready element by package
 * (node_modules) and by folder of our code, the mean of `PROFILE_RUNS` visits (default 3), so the
 * next lever is chosen from numbers (issue 30).
 *
 *   PROFILE_FLOOR=/coupon  the floor app's page too (bench/floor), visited in turn with the console's:
 *                          the table then gives each owner's time in both and the gap
 *   PROFILE_DETAIL=<owner> that owner's functions too, e.g. `PROFILE_DETAIL=react-router`
 */
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { ProfileReader, sliceLines, type CpuProfile } from './cpu-profile';
import { installReadyProbe, readyMs } from './measure';
import { routeToMock, startNodeMock, type NodeMock } from './node-mock';
import { serveStatic } from './static-server';

const ROOT = join(import.meta.dirname, '..', '..');
const [path = '/profile/101/coupon', readySelector = '.ant-table-row', cpuArg = '4'] = process.argv.slice(2);
const CPU = Number(cpuArg);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const FLOOR_PATH = process.env.PROFILE_FLOOR;
const DETAIL = process.env.PROFILE_DETAIL;

interface Target {
  readonly label: string;
  readonly path: string;
  readonly outDir: string;
  readonly port: number;
  readonly build: string;
  readonly reader: ProfileReader;
  readyTotal: number;
}

function target(label: string, targetPath: string, dir: string, port: number, build: string): Target {
  const outDir = join(ROOT, 'dist-bench', dir);
  const origin = `http://127.0.0.1:${port}`;
  return {
    label,
    path: targetPath,
    outDir,
    port,
    build: `${build} --sourcemap --outDir ${outDir} --emptyOutDir`,
    reader: new ProfileReader(ROOT, outDir, origin, DETAIL),
    readyTotal: 0,
  };
}

async function visit(browser: Browser, nodeMock: NodeMock, at: Target, first: boolean): Promise<void> {
  const origin = `http://127.0.0.1:${at.port}`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  await routeToMock(context, nodeMock.handlers, origin);
  await installReadyProbe(context, readySelector);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${at.path}`);
  const readyAt = await readyMs(page);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  at.readyTotal += readyAt;
  const slices = at.reader.add(profile);
  if (first) {
    console.log(`\n${at.label} ${at.path} @${CPU}×, first visit: ready at ${Math.round(readyAt)} ms; by 100 ms:`);
    for (const line of sliceLines(slices)) console.log(line);
    console.table(
      await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .map((entry) => ({
            name: entry.name.replace(location.origin, '').slice(0, 90),
            start: Math.round(entry.startTime),
            end: Math.round(entry.responseEnd),
          }))
          .sort((a, b) => a.start - b.start),
      ),
    );
  }
  await context.close();
}

async function main(): Promise<void> {
  const targets = [
    target('console', path, 'profile', 4324, 'VITE_ENVIRONMENT=production npx vite build --mode production'),
    ...(FLOOR_PATH
      ? [target('floor', FLOOR_PATH, 'profile-floor', 4325, 'npx vite build --config bench/floor/vite.config.ts')]
      : []),
  ];
  console.log('profile: building with source maps…');
  for (const each of targets)
    execSync(each.build, { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const nodeMock = await startNodeMock(ROOT, 'production');
  const servers = await Promise.all(targets.map((each) => serveStatic(each.outDir, each.port)));
  try {
    // In turn, so a busy moment of the machine weighs on both alike.
    for (let run = 0; run < RUNS; run += 1) for (const each of targets) await visit(browser, nodeMock, each, run === 0);
  } finally {
    servers.forEach((server) => server.close());
    await browser.close();
    await nodeMock.close();
  }
  const [app, floor] = targets as [Target, Target | undefined];
  const ready = (each: Target) => Math.round(each.readyTotal / RUNS);
  console.log(
    `\nself time up to the ready element (ms), mean of ${RUNS} visits: console ready at ${ready(app)} ms` +
      (floor ? `, floor at ${ready(floor)} ms` : ''),
  );
  if (!floor) console.table(app.reader.owners());
  else {
    const floorMs = new Map(floor.reader.owners(0).map((row) => [row.owner, row.ms]));
    const rows = app.reader.owners(0).map((row) => ({
      owner: row.owner,
      console: row.ms,
      floor: floorMs.get(row.owner) ?? 0,
      gap: Math.round((row.ms - (floorMs.get(row.owner) ?? 0)) * 10) / 10,
    }));
    for (const [owner, ms] of floorMs)
      if (!rows.some((row) => row.owner === owner)) rows.push({ owner, console: 0, floor: ms, gap: -ms });
    console.table(rows.filter((row) => Math.abs(row.gap) >= 2).sort((a, b) => b.gap - a.gap));
  }
  if (DETAIL) console.table(app.reader.functions());
}

await main();
