/**
 * The production build (no mock code in the page) behind nginx with the production policy, whose
 * `script-src` has no 'unsafe-eval': a form whose checks were compiled at codegen (a new coupon) and
 * a check read from a schema at run time (the accept dialog's preparation time) work with no
 * Content-Security-Policy violation. The backend is the demo's mock run in Node, answering the
 * page's calls through Playwright's routing (scripts/bench/node-mock.ts), as the bundle bench does.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { routeToMock, startNodeMock, type NodeMock } from '../bench/node-mock';
import { collectConsoleErrors, expectToast } from '../../tests/e2e/helpers';
import { ROOT } from './csp';
import { collectViolations, createCoupon, serveBuild } from './journeys';

const PORT = Number(process.env.SERVE_PORT ?? 4180) + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let dist: string;
let stopServer: () => void;
let mock: NodeMock;

/** Console errors but the requests the Node-side mock has no answer for (photos on image hosts): it aborts them. */
const ownErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: net::ERR_FAILED/.test(error));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  dist = mkdtempSync(join(tmpdir(), 'console-production-'));
  // nginx's workers drop root to nobody: they must be able to read the build.
  chmodSync(dist, 0o755);
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_ENVIRONMENT: 'production', VITE_MOCK: 'false' },
  });
  mock = await startNodeMock(ROOT, 'production');
  stopServer = await serveBuild({ dist, port: PORT, environment: 'production' });
});

test.afterAll(async () => {
  stopServer();
  await mock.close();
  rmSync(dist, { recursive: true, force: true });
});

test.beforeEach(async ({ context }) => {
  await routeToMock(context, mock.handlers, ORIGIN);
});

test('production: the policy has no unsafe-eval, and a new coupon is checked, saved and listed', async ({ page }) => {
  const violations = await collectViolations(page);
  const errors = collectConsoleErrors(page);
  const answer = await page.goto(`${ORIGIN}/profile/101/coupon/new`);
  expect(answer!.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  await expect(page.getByRole('heading', { name: '새 쿠폰' })).toBeVisible();
  await page.getByRole('button', { name: '만들기' }).click();
  await expect(page.getByText('쿠폰 이름: 필수 항목이에요.')).toBeVisible();
  await createCoupon(page, '배포 점검 쿠폰');
  expect(await violations()).toEqual([]);
  expect(ownErrors(errors)).toEqual([]);
});

test('production: the accept dialog checks the typed preparation time and accepts the order', async ({ page }) => {
  const violations = await collectViolations(page);
  const errors = collectConsoleErrors(page);
  mock.fillWaitingOrders(101, 1);
  await page.goto(`${ORIGIN}/profile/101/pickup/order`);
  await expect(page.getByRole('heading', { level: 1, name: '픽업 주문' })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: '접수', exact: true }) });
  await card.first().getByRole('button', { name: '접수', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('접수');
  await dialog.getByRole('button', { name: '15분' }).click();
  await expectToast(page, '주문을 접수했어요.');
  expect(await violations()).toEqual([]);
  expect(ownErrors(errors)).toEqual([]);
});
