/**
 * A merchant answers a review (issue 14): the unanswered ones are a filter away, the answer is
 * typed in a form (and corrected in the same form), the uncommented count drops by one, and
 * deleting the answer raises it again (spec 001 §4).
 */
import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { chooseOption, collectConsoleErrors, expectToast, tableRows } from './helpers';

/** The figure under its label in the list's summary. */
const uncommented = (page: Page) => page.locator('dt:text-is("답글 없는 리뷰") + dd');

test('reply to a review, then delete the reply', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/review');
  await expect(page.getByRole('heading', { level: 1, name: '리뷰 관리' })).toBeVisible();
  const count = uncommented(page);
  await expect(count).toHaveText(/^\d+개$/);
  const before = Number((await count.innerText()).replace(/[^0-9]/g, ''));

  await chooseOption(page, page.getByRole('combobox', { name: '사장님 답글' }), '아니요');
  await expect(page).toHaveURL(/commented=false/);
  const rows = tableRows(page, '리뷰 목록');
  const first = rows.first();
  await expect(first).toBeVisible();
  const content = await first.locator('td p').first().innerText();

  const posted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && /\/api\/v1\/business_accounts\/reviews\/\d+\/comments$/.test(request.url()),
  );
  await first.getByRole('button', { name: /^답글 달기: / }).click();
  const drawer = page.getByRole('dialog', { name: /^리뷰에 답글 달기/ });
  await drawer.getByLabel('답글').fill('소중한 리뷰 감사해요. 다음에도 맛있게 준비할게요.');
  await drawer.getByRole('button', { name: '답글 달기' }).click();
  await posted;
  await expectToast(page, '답글을 달았어요.');
  await expect(drawer).toBeHidden();
  await expect(count).toHaveText(`${before - 1}개`);
  // Answered, it leaves the unanswered filter.
  await expect(rows.filter({ hasText: content })).toHaveCount(0);

  await chooseOption(page, page.getByRole('combobox', { name: '사장님 답글' }), '예');
  const typed = rows.filter({ hasText: '소중한 리뷰 감사해요. 다음에도 맛있게 준비할게요.' });
  await expect(typed).toHaveCount(1);
  // A typo is corrected in the same form, which starts from the answer as it is.
  await typed.getByRole('button', { name: /^답글 수정: / }).click();
  const editor = page.getByRole('dialog', { name: /^사장님 답글 고치기/ });
  await expect(editor.getByLabel('답글')).toHaveValue('소중한 리뷰 감사해요. 다음에도 맛있게 준비할게요.');
  await editor.getByLabel('답글').fill('소중한 리뷰 감사해요. 다음에도 정성껏 준비할게요.');
  await editor.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '답글을 고쳤어요.');
  await expect(count).toHaveText(`${before - 1}개`);
  const answered = rows.filter({ hasText: '소중한 리뷰 감사해요. 다음에도 정성껏 준비할게요.' });
  await expect(answered).toHaveCount(1);
  await answered.getByRole('button', { name: /^답글 삭제: / }).click();
  await page
    .getByRole('dialog', { name: '사장님 답글을 삭제할까요?' })
    .getByRole('button', { name: '답글 삭제' })
    .click();
  await expectToast(page, '답글을 삭제했어요.');
  await expect(count).toHaveText(`${before}개`);
  await expect(answered).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
