/**
 * A merchant's short walk through the console served by nginx with the production headers: the
 * sign-in redirect, a list, a form save (checks compiled at codegen), the inspection's form built
 * from input nodes at run time (checks that generate no code) and the order board, each with no
 * Content-Security-Policy violation (the browser's `securitypolicyviolation` events) and no console
 * error. A demo build: its policy adds the 'unsafe-eval' its in-page mock backend needs; the console
 * itself runs without it in production.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { closeDemoTools, collectConsoleErrors, expectToast, tableRows } from '../../tests/e2e/helpers';
import { collectViolations, createCoupon } from './journeys';

test('signed out, a protected page asks for sign-in and returns to its list', async ({ page }) => {
  const violations = await collectViolations(page);
  const errors = collectConsoleErrors(page);
  // The demo has no DSN: the error-reporting SDK is never downloaded.
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (/error-reporting-sentry/.test(request.url())) sdkRequests.push(request.url());
  });
  await page.goto('/login');
  await page.waitForFunction(() => window.__dongneMocks !== undefined);
  await page.evaluate(() => {
    window.__dongneMocks!.db.state.auth.session.signedIn = false;
    window.__dongneMocks!.db.persist();
  });

  await page.goto('/profile/101/coupon');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2F101%2Fcoupon$/);
  await expect(page.getByRole('img', { name: '로그인 QR 코드' })).toBeVisible();
  await page.getByRole('button', { name: '데모 도구' }).click();
  await page.getByRole('button', { name: 'QR 스캔 흉내' }).click();

  await expect(page).toHaveURL(/\/profile\/101\/coupon$/);
  await expect(tableRows(page, '쿠폰 목록')).toHaveCount(10);
  expect(await violations()).toEqual([]);
  // Signed out, the session's check answers 401 (the browser logs it); nothing else may fail.
  expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  expect(sdkRequests).toEqual([]);
});

test('a new coupon is saved and listed', async ({ page }) => {
  const violations = await collectViolations(page);
  const errors = collectConsoleErrors(page);
  await page.goto('/profile/101/coupon/new');
  await expect(page.getByRole('heading', { name: '새 쿠폰' })).toBeVisible();
  await createCoupon(page, '서버 점검 쿠폰');
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the inspection’s form built from its input nodes checks what is typed and saves', async ({ page }) => {
  const violations = await collectViolations(page);
  const errors = collectConsoleErrors(page);
  await page.goto('/maintenance');
  await page.waitForFunction(() => window.__dongneMocks !== undefined);
  // 연희 엄마반찬's request was rejected: its answers may be fixed.
  const id = await page.evaluate(() => {
    const state = window.__dongneMocks!.db.state as unknown as {
      businessAccount: { accounts: { id: number; name: string }[] };
    };
    return state.businessAccount.accounts.find((account) => account.name === '연희 엄마반찬')!.id;
  });
  await page.goto(`/profile/${id}/inspection/dynamic`);
  const sign = page.getByLabel('간판에 적힌 상호');
  await expect(sign).toHaveValue('연희 엄마반찬');
  await sign.fill('');
  const save = page.getByRole('button', { name: '저장하고 확인하기' });
  await save.click();
  await expect(page.getByText('간판에 적힌 상호: 필수 항목이에요.')).toBeVisible();
  await sign.fill('연희 엄마반찬 본점');
  await save.click();
  await expect(page.getByRole('heading', { level: 1, name: '확인하고 검수 요청하기' })).toBeVisible();
  await expect(page.getByLabel('요청 내용')).toContainText('연희 엄마반찬 본점');
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the order board takes a new order and accepts it in a dialog', async ({ page }) => {
  const violations = await collectViolations(page);
  const errors = collectConsoleErrors(page);
  await page.goto('/profile/101/pickup/order');
  await expect(page.getByRole('heading', { level: 1, name: '픽업 주문' })).toBeVisible();
  await expect(page.getByText('연결됨 · 방금 갱신')).toBeVisible();

  await page.getByRole('button', { name: '데모 도구' }).click();
  await page.getByRole('button', { name: '새 주문 넣기' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: /새 주문 .+을 넣었어요\./ });
  await expect(toast).toBeVisible();
  const orderNumber = /새 주문 (\S+)을/.exec((await toast.textContent()) ?? '')![1]!;
  await closeDemoTools(page);

  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `주문번호 ${orderNumber}` }) });
  await card.getByRole('button', { name: '접수', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`주문 ${orderNumber} 접수`);
  await dialog.getByRole('button', { name: '15분' }).click();
  await expectToast(page, '주문을 접수했어요.');
  await expect(card).toHaveCount(0);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a call to a host outside the schemas is blocked and reported', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/profile/101/coupon');
  await expect(tableRows(page, '쿠폰 목록')).toHaveCount(10);
  await page.evaluate(() => fetch('https://tracker.example/collect').catch(() => undefined));
  await expect
    .poll(violations)
    .toContainEqual(expect.objectContaining({ directive: 'connect-src', blocked: 'https://tracker.example/collect' }));
});
