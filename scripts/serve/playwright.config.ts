/**
 * `npm run test:serve`: the demo build served by nginx with the repository's configuration
 * (scripts/serve/nginx.ts, deploy/nginx/): its headers and SPA fallback by plain HTTP requests,
 * then a short merchant smoke in Debian's Chromium with no Content-Security-Policy violation; the
 * production build under the production policy (production.spec.ts) and a chunk gone after a
 * deploy (new-version.spec.ts) beside it.
 * SERVE_PORT picks the port (default 4180), so it runs beside the e2e suite's preview server.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { patience } from '../lib/patience';

const PORT = Number(process.env.SERVE_PORT ?? 4180);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: patience.e2eTestMs,
  expect: { timeout: patience.e2eExpectMs },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'America/Los_Angeles',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx tsx scripts/serve/nginx.ts --port ${PORT}`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: false,
    timeout: patience.e2eServerMs,
  },
});
