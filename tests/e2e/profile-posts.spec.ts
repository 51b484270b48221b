/**
 * A merchant writes a post with a photo and a coupon, finds it in the list, hides and unhides it,
 * and answers a customer's comment (issue 14, posts).
 */
import { expect } from '@playwright/test';
import { test } from './shared-page';
import { chooseOption, collectConsoleErrors, expectToast, tableRows } from './helpers';
import { axeViolations } from './sweep/checks';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('write a post with a photo and a coupon, hide and unhide it, answer a comment', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/post');
  await page.getByRole('link', { name: '새 소식' }).first().click();
  await expect(page).toHaveURL(/\/profile\/101\/post\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: '새 소식' })).toBeVisible();

  // The follower allowance is said under its switch before anything is sent.
  await expect(page.getByTestId('follower-meta')).toContainText('남았어요');
  await page.getByLabel('제목', { exact: true }).fill('주말 원두 할인해요');
  await page.getByLabel('본문', { exact: true }).fill('이번 주말 모든 원두를 10% 할인해요. #원두');
  // The body's count sits above its hint, not over it (issue 41).
  const count = await page.locator('#root_content').locator('xpath=..').locator('.ant-input-data-count').boundingBox();
  const hint = await page.getByText(/^#해시태그/).boundingBox();
  expect(count!.y + count!.height).toBeLessThanOrEqual(hint!.y);

  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/images');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'beans.png', mimeType: 'image/png', buffer: PNG });
  await uploaded;
  await expect(page.getByTestId('root_picture_ids-count')).toHaveText('1/10');

  await chooseOption(page, page.getByLabel('쿠폰', { exact: true }), '첫 방문 10% 할인');

  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/posts',
  );
  await page.getByRole('button', { name: '만들기' }).click();
  await created;
  await expectToast(page, '소식을 올렸어요.');
  // What the server stored: the photo and the coupon went with the post.
  const saved = await page.evaluate(() =>
    window.__dongneMocks!.db.state.post.posts.find((post) => post.title === '주말 원두 할인해요')!,
  );
  expect(saved.picture_ids).toHaveLength(1);
  expect(saved.coupon_id).toEqual(expect.any(Number));
  await expect(page).toHaveURL(/\/profile\/101\/post$/);

  const mine = tableRows(page, '소식 목록').filter({ hasText: '주말 원두 할인해요' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('공개');

  await mine.getByRole('button', { name: /숨기기/ }).click();
  await expectToast(page, '소식을 숨겼어요.');
  await expect(mine).toContainText('비공개(숨김)');
  await mine.getByRole('button', { name: /숨김 해제/ }).click();
  await expectToast(page, '소식을 다시 공개했어요.');
  await expect(mine).not.toContainText('비공개');

  // Answer a customer's comment on the post that has comments.
  await page.getByRole('link', { name: '오늘 저녁 8시부터 마감 할인해요', exact: true }).click();
  const comments = page.getByRole('table', { name: '댓글' });
  const first = comments.locator('tbody tr[data-row-key]').first();
  await first.getByRole('button', { name: /답글/ }).click();
  const replies = page.getByRole('table', { name: '답글' }).first();
  await expect(replies).toBeVisible();
  const replied = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && /\/api\/v1\/posts\/\d+\/comments$/.test(new URL(request.url()).pathname),
  );
  await page.getByRole('button', { name: '답글 쓰기' }).first().click();
  const drawer = page.getByRole('dialog', { name: /답글/ });
  await drawer.getByLabel('댓글').fill('찾아 주셔서 고마워요. 또 들러 주세요.');
  await drawer.getByRole('button', { name: '만들기' }).click();
  await replied;
  await expectToast(page, '답글을 달았어요.');
  const reply = await page.evaluate(() =>
    window.__dongneMocks!.db.state.post.comments.find(
      (comment) => comment.content === '찾아 주셔서 고마워요. 또 들러 주세요.',
    )!,
  );
  expect(reply.parent_id).toEqual(expect.any(Number));
  await expect(replies).toContainText('찾아 주셔서 고마워요. 또 들러 주세요.');
  expect(consoleErrors).toEqual([]);
});

test('read a survey’s results and open a post’s photos from the keyboard on their detail', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/post');
  await page.getByRole('link', { name: '메뉴 만족도 설문', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/101\/post\/detail\/\d+$/);

  // What the mock stored: one answer row per respondent; the screen shows what they add up to.
  const { respondents, latte } = await page.evaluate(() => {
    const { post } = window.__dongneMocks!.db.state;
    const survey = post.posts.find((row) => row.title === '메뉴 만족도 설문')!;
    const rows = post.answers.filter((row) => row.post_id === survey.id);
    const chose = rows.filter((row) => row.answers.find((item) => item.question === 0)?.choices?.includes(1));
    return { respondents: rows.length, latte: chose.length };
  });
  const survey = page.getByRole('region', { name: '설문' });
  await expect(survey).toContainText(`${respondents}명 응답`);
  const drinks = survey.getByRole('table', { name: '가장 자주 드시는 음료는?' });
  const row = drinks.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '라떼' }) });
  await expect(row).toContainText(`${latte}명`);
  await expect(row).toContainText(`${Math.round((latte / respondents) * 100)}%`);
  const answers = survey.locator('.post-results-answers > li');
  await expect(answers).toHaveCount(6);
  await survey.getByRole('button', { name: '답 더 보기' }).click();
  await expect.poll(() => answers.count()).toBeGreaterThan(6);
  // The results are read as text by a screen reader too (WCAG 2.1 AA, the sweep's rules).
  expect(await axeViolations(page)).toEqual([]);

  // A vote says whether it is still open, and until when.
  await page.getByRole('link', { name: '목록으로' }).click();
  await page.getByRole('link', { name: '크리스마스 케이크 취향 투표', exact: true }).click();
  const vote = page.getByRole('region', { name: '투표' });
  await expect(vote).toContainText(/진행 중 \(\d{4}\.\d{2}\.\d{2} 23:59 마감\)/);
  await expect(vote.getByRole('table', { name: '어떤 케이크가 좋으세요?' })).toContainText('표');
  expect(await axeViolations(page)).toEqual([]);

  // Photos open large from the keyboard, the arrow keys go through them, Esc closes.
  await page.getByRole('link', { name: '목록으로' }).click();
  await page.getByRole('link', { name: '오늘 저녁 8시부터 마감 할인해요', exact: true }).click();
  const thumbnail = page.getByRole('button', { name: '사진 1/2 크게 보기' });
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '사진 1/2' });
  await expect(dialog.getByRole('img', { name: '오늘 저녁 8시부터 마감 할인해요 사진 1' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: '사진 2/2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
