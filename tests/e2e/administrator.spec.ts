/**
 * A merchant manages who runs the account (issue 11, an account-scoped list through the engine):
 * the administrators of the account in the address, handing ownership over (the old owner becomes
 * 관리자, ADMIN) and removing a member, each after a confirmation; another account's list never
 * shows the first one's rows.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectToast, tableRows } from './helpers';

test('hand ownership over and remove a member, each after a confirmation', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  const memberCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/members')) memberCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/profile/101/administrator');
  await expect(page.getByRole('heading', { level: 1, name: '관리자' })).toBeVisible();
  const rows = tableRows(page, '관리자 목록');
  await expect(rows).toHaveCount(5);
  // The account is the list's path parameter, filled from the address's account.
  expect(memberCalls).toContain('/api/v2/business_accounts/101/members');

  const manager = rows.filter({ hasText: '이매니저' });
  await manager.getByRole('button', { name: '대표 관리자 넘기기: 이매니저' }).click();
  const transfer = page.getByRole('dialog', { name: '대표 관리자를 넘길까요?' });
  await expect(transfer).toContainText('지금 대표 관리자는 관리자(ADMIN)가 돼요');
  // Escape leaves everything as it was.
  await page.keyboard.press('Escape');
  await expect(transfer).toBeHidden();
  await expect(manager).toContainText('관리자');

  await manager.getByRole('button', { name: '대표 관리자 넘기기: 이매니저' }).click();
  await transfer.getByRole('button', { name: '대표 관리자 넘기기' }).click();
  await expectToast(page, '대표 관리자를 넘겼어요.');
  await expect(manager).toContainText('대표 관리자');
  await expect(rows.filter({ hasText: '김동네' })).not.toContainText('대표 관리자');
  // Only the owner hands over: no 넘기기 is offered any more.
  await expect(page.getByRole('button', { name: /^대표 관리자 넘기기/ })).toHaveCount(0);

  await rows.filter({ hasText: '정전직원' }).getByRole('button', { name: '내보내기: 정전직원' }).click();
  const remove = page.getByRole('dialog', { name: '이 관리자를 내보낼까요?' });
  await remove.getByRole('button', { name: '내보내기' }).click();
  await expectToast(page, '내보냈어요.');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: '정전직원' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('another account shows its own administrators, never the last one’s', async ({ page }) => {
  await page.goto('/profile/101/administrator');
  const rows = tableRows(page, '관리자 목록');
  await expect(rows.filter({ hasText: '이매니저' })).toHaveCount(1);
  await page.getByRole('combobox', { name: '비즈니스 계정 선택' }).click();
  await page.getByRole('option', { name: /한끼분식/ }).click();
  await expect(page).toHaveURL(/\/profile\/102\/administrator$/);
  await expect(rows.filter({ hasText: '박한끼' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '이매니저' })).toHaveCount(0);
  // 102's owner is someone else: the demo user (관리자) may remove others but not hand over.
  await expect(page.getByRole('button', { name: /^대표 관리자 넘기기/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '내보내기: 강주방' })).toBeVisible();
});
