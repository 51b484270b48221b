/**
 * `npm run bench:profile -- /profile/101/coupon [.ant-table-row] [cpu]`: where a first visit's
 * main-thread time goes, from CPU profiles of the production build (source maps on) at 4× CPU by
 * default. Prints what the main thread did in 100 ms slices and the visit's downloads and calls
 * (start → end) for the first visit, then the self time up to the ready element by package
 * (node_modules) and by folder of our code, the mean of `PROFILE_RUNS` visits (default 3), so the
 * next lever is chosen from numbers (issue 30).
 *
 *   PROFILE_FLOOR=1        the floor app (bench/floor) instead, e.g. `/coupon`
 *   PROFILE_DETAIL=<owner> that owner's functions too, e.g. `PROFILE_DETAIL=react-router`
 */
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { ProfileReader, sliceLines, type CpuProfile } from './cpu-profile';
import { routeToMock, startNodeMock } from './node-mock';
import { serveStatic } from './static-server';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'dist-bench', 'profile');
const PORT = 4324;
const [path = '/profile/101/coupon', readySelector = '.ant-table-row', cpuArg = '4'] = process.argv.slice(2);
const CPU = Number(cpuArg);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const FLOOR = process.env.PROFILE_FLOOR === '1';
const DETAIL = process.env.PROFILE_DETAIL;

async function main(): Promise<void> {
  console.log('profile: building the production build with source maps…');
  const build = FLOOR
    ? `npx vite build --config bench/floor/vite.config.ts --sourcemap --outDir ${OUT} --emptyOutDir`
    : `VITE_ENVIRONMENT=production npx vite build --mode production --sourcemap --outDir ${OUT} --emptyOutDir`;
  execSync(build, { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const nodeMock = await startNodeMock(ROOT);
  const server = await serveStatic(OUT, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  const reader = new ProfileReader(ROOT, OUT, origin, DETAIL);
  let totalReady = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
      await routeToMock(context, nodeMock.handlers, origin);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${origin}${path}`);
      await page.waitForSelector(readySelector, { timeout: 60_000 });
      const readyMs = await page.evaluate(() => performance.now());
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      totalReady += readyMs;
      const slices = reader.add(profile);
      if (run === 0) {
        console.log(`\n${path} @${CPU}×, first visit: ready at ${Math.round(readyMs)} ms; the main thread by 100 ms:`);
        for (const line of sliceLines(slices)) console.log(line);
        const timeline = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .map((entry) => ({
              name: entry.name.replace(location.origin, '').slice(0, 90),
              start: Math.round(entry.startTime),
              end: Math.round(entry.responseEnd),
            }))
            .sort((a, b) => a.start - b.start),
        );
        console.table(timeline);
      }
      await context.close();
    }
  } finally {
    server.close();
    await browser.close();
    await nodeMock.close();
  }
  console.log(
    `\nself time up to the ready element, mean of ${RUNS} visits (ready at ${Math.round(totalReady / RUNS)} ms):`,
  );
  console.table(reader.owners());
  if (DETAIL) console.table(reader.functions());
}

await main();
