/**
 * A merchant answers on a post (issue 11, a nested resource through the engine): the post's
 * comments sit under it on its detail page; writing one and deleting it call the post's comment
 * paths, the post's id bound from the address.
 */
import { expect } from '@playwright/test';
import { test } from './shared-page';
import { collectConsoleErrors, expectToast, pressInOverlay } from './helpers';

test('write a comment under a post and delete it', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/post');
  await page.getByRole('link', { name: '오늘 저녁 8시부터 마감 할인해요', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/101\/post\/detail\/(\d+)$/);
  const postId = /detail\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: '오늘 저녁 8시부터 마감 할인해요' })).toBeVisible();

  const comments = page.getByRole('table', { name: '댓글' });
  const rows = comments.locator('tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/v1/posts/${postId}/comments`,
  );
  await page.getByRole('button', { name: '댓글 쓰기' }).click();
  const drawer = page.getByRole('dialog', { name: '새 댓글' });
  await drawer.getByLabel('댓글').fill('내일도 마감 할인 있어요. 들러 주세요.');
  await drawer.getByRole('button', { name: '만들기' }).click();
  await posted;
  await expectToast(page, '댓글을 달았어요.');
  await expect(drawer).toBeHidden();
  const mine = rows.filter({ hasText: '내일도 마감 할인 있어요. 들러 주세요.' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('동네커피 망원점');

  const deleted = page.waitForRequest(
    (request) =>
      request.method() === 'DELETE' && new RegExp(`/api/v1/posts/${postId}/comments/\\d+$`).test(request.url()),
  );
  await mine.getByRole('button', { name: '삭제: 내일도 마감 할인 있어요. 들러 주세요.' }).click();
  await pressInOverlay(page.getByRole('dialog'), '삭제');
  await deleted;
  await expectToast(page, '삭제했어요.');
  await expect(mine).toHaveCount(0);
  await expect(rows).toHaveCount(before);
  expect(consoleErrors).toEqual([]);
});
