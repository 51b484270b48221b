/** What the serve specs share: CSP violations, a served copy of a build, the coupon journey. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectToast, pickDateTime, tableRows } from '../../tests/e2e/helpers';
import type { Environment } from './csp';
import { NGINX, writePrefix } from './nginx';

export interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
}

/** Every CSP violation the page (and its frames) reports, from the first script on. */
export async function collectViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const fromConsole: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      fromConsole.push({ directive: 'console', blocked: message.text(), sample: '' });
    }
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations)),
  ];
}

/** nginx serving `dist` on `port` (as scripts/serve/nginx.ts does), once it answers; returns its stop. */
export async function serveBuild(options: {
  dist: string;
  port: number;
  environment: Environment;
  demo?: boolean;
}): Promise<() => void> {
  const conf = writePrefix(options);
  const server = spawn(NGINX, ['-p', join(conf, '..', '..'), '-c', conf, '-e', 'stderr'], { stdio: 'inherit' });
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${options.port}/index.html`).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBe(200);
  return () => server.kill('SIGQUIT');
}

/** Makes a coupon on the open 새 쿠폰 form and finds it in the list. */
export async function createCoupon(page: Page, name: string): Promise<void> {
  await page.getByLabel('쿠폰 이름').fill(name);
  await page.getByText('무료 증정', { exact: true }).click();
  await page.getByLabel('혜택 내용').fill('아메리카노 1잔');
  await page.getByLabel('발행 수량').fill('10');
  await pickDateTime(page, '사용 기한', `${new Date().getFullYear() + 1}.01.31`);
  await page.getByRole('button', { name: '만들기' }).click();
  await Promise.all([expect(page).toHaveURL(/\/profile\/101\/coupon$/), expectToast(page, '쿠폰을 만들었어요.')]);
  await expect(tableRows(page, '쿠폰 목록').filter({ hasText: name })).toContainText('아메리카노 1잔');
}
