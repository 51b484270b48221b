/**
 * A merchant deletes a business account (issue 15): an account with a store is refused with the
 * reason and what to do; a deletable one records its reason (kept through a failed save), asks a
 * last time naming the account, is deleted, and the console moves on to another account.
 */
import { expect } from '@playwright/test';
import { test } from './shared-page';
import { collectConsoleErrors, expectToast } from './helpers';

test('an account that has a store is refused, with the reason and what to do', async ({ page }) => {
  await page.goto('/profile/101/delete');
  await expect(page.getByRole('heading', { level: 1, name: '계정 삭제' })).toBeVisible();
  await expect(page.getByText('운영 중인 스토어가 있어 삭제할 수 없어요')).toBeVisible();
  await expect(page.getByText(/스토어에 남은 주문을 모두 마치고 스토어를 닫아야/)).toBeVisible();
  await expect(page.getByRole('link', { name: /고객센터에 문의하기/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: '가게를 닫았어요' })).toHaveCount(0);
  // The reason page, opened directly, refuses the same way.
  await page.goto('/profile/101/delete/reason/1');
  await expect(page.getByText('운영 중인 스토어가 있어 삭제할 수 없어요')).toBeVisible();
  await expect(page.getByLabel(/자세한 사유/)).toHaveCount(0);
  await page.getByRole('link', { name: '주문 관리로 가기' }).click();
  await expect(page).toHaveURL(/\/profile\/101\/order$/);
});

test('delete an account that can be deleted: reason first, a last confirmation, then another account', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/103/delete');
  await expect(page.getByText('삭제하면 이렇게 돼요')).toBeVisible();
  await page.getByRole('link', { name: '기타' }).click();
  await expect(page).toHaveURL(/\/profile\/103\/delete\/reason\/6$/);
  await expect(page.getByRole('heading', { level: 1, name: '계정 삭제 사유' })).toBeVisible();

  // 기타 needs the detailed reason.
  await page.getByRole('button', { name: '사유 남기고 삭제하기' }).click();
  await expect(page.getByText('이 사유를 고르면 자세한 사유를 꼭 적어 주세요.')).toBeVisible();
  const text = page.getByLabel('자세한 사유');
  await text.fill('건물 재건축으로 가게를 닫아요. 그동안 감사했어요.');

  // A failed save keeps what was typed; 다시 시도 sends it.
  await page.evaluate(() =>
    window.__dongneMocks!.faults.add({ operation: 'business-account.recordDeletedReason', status: 500, times: 1 }),
  );
  await page.getByRole('button', { name: '사유 남기고 삭제하기' }).click();
  const failure = page.getByRole('alert').filter({ hasText: /문제가 생겼어요|서버/ });
  await expect(failure).toBeVisible();
  await expect(text).toHaveValue('건물 재건축으로 가게를 닫아요. 그동안 감사했어요.');
  await failure.getByRole('button', { name: '다시 시도' }).click();
  await expectToast(page, '삭제 사유를 남겼어요.');

  const confirm = page.getByRole('dialog', { name: "'옛날빵집 연남점' 계정을 삭제할까요?" });
  await expect(confirm).toContainText('삭제하면 되돌릴 수 없어요.');
  await expect(confirm.locator('strong')).toHaveText('옛날빵집 연남점');
  // The shop's name typed first: the button waits for it.
  const remove = confirm.getByRole('button', { name: '계정 삭제' });
  await expect(remove).toBeDisabled();
  await confirm.getByLabel(/똑같이 입력해 주세요/).fill('옛날빵집 연남점');
  await remove.click();
  await expectToast(page, "'옛날빵집 연남점' 계정을 삭제했어요.");
  await expect(page).toHaveURL(/\/profile\/101(\/|$)/);
  expect(consoleErrors.filter((line) => !line.includes('500'))).toEqual([]);
  // The deleted account is no longer listed, and its address says why it no longer opens, with a way on.
  await page.goto('/profile/103/post');
  await expect(
    page.getByRole('heading', { name: /^(이 비즈니스 계정은 볼 수 없어요|삭제된 비즈니스 계정이에요)$/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '내 비즈니스 계정 보기' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '소식' })).toHaveCount(0);
});
