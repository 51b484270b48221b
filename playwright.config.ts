/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build
 * with the mock backend (npm run build:demo + preview), as a merchant would use the demo.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { patience } from './scripts/lib/patience';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // Every timeout is the suite's one setting (scripts/lib/patience.ts): CI raises TEST_PATIENCE.
  // A first page load in a fresh context takes 3–4 s on an idle CI core, longer while both workers run.
  timeout: patience.e2eTestMs,
  expect: { timeout: patience.e2eExpectMs },
  fullyParallel: true,
  // Four on two cores: a test waits much of its time (a retry's half second, the network going
  // quiet), and more browsers fill it (the sweep's routes: two 125 s, three 110 s, four 106 s; a
  // sample of 20 routes with three kept the cores 77% busy).
  workers: 4,
  // On CI a failed test runs once more, and one that then passes is reported as flaky (the list
  // reporter's summary names it, the sweep's table marks it "ok?"): a stalled CI core must not
  // throw away a landing, and a test that fails twice still fails. Locally a failure stops at once.
  retries: process.env.CI ? 1 : 0,
  // The sweep's table first: the list reporter's summary (failures and their errors) must be the last thing CI prints.
  reporter: [['./tests/e2e/sweep/reporter.ts'], ['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    // Seoul time must be shown whatever the browser's zone: run the browser elsewhere on purpose.
    timezoneId: 'America/Los_Angeles',
    viewport: { width: 1440, height: 900 },
    // Motion off, as a merchant who asks for less motion gets it (antd's motion and the console's own
    // animations follow prefers-reduced-motion): a dialog, drawer or toast is there at once instead
    // of after frames of animation, which on two CI cores is CPU the suite does not need.
    // accessibility-states.spec.ts keeps motion on, so the console's animated path is still checked.
    reducedMotion: 'reduce',
    // A failed test keeps its trace: every action with the page's DOM before and after it, the
    // console and the network, plus the screenshot of the failure below. The trace's screencast
    // (a frame at every paint) is left out: it was about 40% of the suite's CPU (coupon routes of
    // the sweep: 49 → 32 CPU-s, tracing off 29), and on two CI cores CPU is the suite's time.
    // On CI the trace is taken on the retry of a failed test (about 10% of the suite's CPU when
    // every passing test records one): a failure that happens twice comes with its trace.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // Without the drift check (src/api/drift/drift-watch.ts): the contract tests hold the mock to the schemas.
    command: `VITE_DRIFT_CHECK=off npm run build:demo && npx vite preview --mode demo --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: patience.e2eServerMs,
  },
});
