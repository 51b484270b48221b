/**
 * A deploy while a tab is open: the hashed chunk of a page the tab has not opened yet is gone (the
 * new build has other names). Opening that page says a new version is there, reloads only when the
 * merchant presses 새로고침, and then opens the page at the same address. It runs on a copy of the
 * build behind a second nginx, so the shared build keeps every chunk.
 */
import { chmodSync, cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { tableRows } from '../../tests/e2e/helpers';
import { ROOT } from './csp';
import { collectViolations, serveBuild } from './journeys';

const PORT = Number(process.env.SERVE_PORT ?? 4180) + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let dist: string;
let stopServer: () => void;

test.beforeAll(async () => {
  // The playwright config's server has built (or reused) dist/ before any test runs.
  dist = mkdtempSync(join(tmpdir(), 'console-deployed-'));
  // nginx's workers drop root to nobody: they must be able to read the copy.
  chmodSync(dist, 0o755);
  cpSync(join(ROOT, 'dist'), dist, { recursive: true });
  stopServer = await serveBuild({ dist, port: PORT, environment: 'alpha', demo: true });
});

test.afterAll(() => {
  stopServer();
  rmSync(dist, { recursive: true, force: true });
});

test('a page whose chunk a deploy removed says a new version is there, and reloads on 새로고침', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto(`${ORIGIN}/profile/101/coupon`);
  await expect(tableRows(page, '쿠폰 목록')).toHaveCount(10);
  // The deploy: the statistics page's chunk is no longer on the server.
  const chunk = readdirSync(join(dist, 'assets')).find((name) => /^DashboardPage-.+\.js$/.test(name))!;
  renameSync(join(dist, 'assets', chunk), join(dist, chunk));
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.getByRole('navigation').getByRole('link', { name: '통계', exact: true }).click();
  const prompt = page.getByRole('alert').filter({ hasText: '새 버전이 나왔어요' });
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/101\/dashboard$/);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(prompt.getByRole('button', { name: '다시 시도' })).toHaveCount(0);

  // The new version is what the server has now; 새로고침 opens the page at the same address.
  renameSync(join(dist, chunk), join(dist, 'assets', chunk));
  await prompt.getByRole('button', { name: '새로고침' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '통계' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/101\/dashboard$/);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(await violations()).toEqual([]);
});
