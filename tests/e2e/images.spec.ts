/**
 * A merchant looks after the photos of the store's local profile (issue 14): uploads three at once
 * (a file that is no photo is refused before anything is sent), pins two and sees a third refused with the
 * limit's sentence before any call, edits a photo's tags, deletes one with a reason and several at
 * once; the filters live in the address.
 */
import { expect } from '@playwright/test';
import { test } from './shared-page';
import { collectConsoleErrors, expectToast, pressInOverlay, tableRows } from './helpers';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('upload three photos at once; a file that is no photo is refused first', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/images');
  await expect(page.getByRole('heading', { level: 1, name: '사진 관리' })).toBeVisible();
  await expect(page.getByText('30장')).toBeVisible();

  await page.getByRole('button', { name: '사진 올리기' }).click();
  const drawer = page.getByRole('dialog', { name: '사진 올리기' });
  const input = drawer.locator('input[type=file]');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/images')) uploads.push(request.method());
  });
  await input.setInputFiles({ name: '메뉴판.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(drawer.getByRole('alert')).toHaveText(
    '‘메뉴판.pdf’ 파일은 올릴 수 없어요. JPG, PNG, GIF, WEBP 사진만 올릴 수 있어요.',
  );
  expect(uploads).toEqual([]);

  // Three photos chosen at once (the picker takes several): each is sent, all three are kept.
  await input.setInputFiles(
    ['새 메뉴.png', '매장 안.png', '간판.png'].map((name) => ({ name, mimeType: 'image/png', buffer: PNG })),
  );
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  await expect(drawer.getByTestId('root_pictureIds-count')).toHaveText('3/10');
  expect(uploads).toEqual(['POST', 'POST', 'POST']);
  await drawer.getByRole('button', { name: '올리기' }).click();
  await expectToast(page, '사진을 올렸어요.');
  await expect(drawer).toBeHidden();
  await expect(page.getByText('33장')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('pin two photos and see the third refused; edit tags; delete with a reason and several at once', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  const pinCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/images/pin')) pinCalls.push(request.url());
  });
  await page.goto('/profile/101/images');
  const rows = tableRows(page, '사진 목록');
  await expect(rows).toHaveCount(10);
  // One photo is pinned already (the storefront): it comes first with 고정 해제.
  await expect(rows.first().getByRole('button', { name: /^고정 해제: / })).toBeVisible();

  await rows
    .nth(1)
    .getByRole('button', { name: /^고정: / })
    .click();
  await expectToast(page, '사진을 고정했어요.');
  await expect(page.getByText('2 / 2장')).toBeVisible();
  expect(pinCalls).toHaveLength(1);

  // A third is refused on screen, with the sentence, and nothing is sent.
  const third = rows.nth(2).getByRole('button', { name: /^고정: / });
  const limit = '사진은 최대 2장까지 고정할 수 있어요. 고정한 사진을 먼저 풀어 주세요.';
  await expect(third).toHaveAttribute('aria-disabled', 'true');
  await expect(third).toHaveAccessibleDescription(limit);
  await third.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, limit);
  expect(pinCalls).toHaveLength(1);

  // Unpinning one makes room again.
  await rows
    .first()
    .getByRole('button', { name: /^고정 해제: / })
    .click();
  await expectToast(page, '사진 고정을 풀었어요.');
  await expect(page.getByText('1 / 2장')).toBeVisible();

  // Tags: the form starts with the photo's tags.
  const candidate = rows.filter({ hasText: '음식' }).filter({ hasNotText: '가격표' }).first();
  const tagName = (await candidate.getByRole('cell').nth(1).textContent())!.trim();
  const tagged = rows.filter({ hasText: tagName });
  const before = (await tagged.getByRole('cell').nth(3).textContent())!.trim();
  await tagged.getByRole('button', { name: `태그 편집: ${tagName}` }).click();
  const tags = page.getByRole('dialog', { name: `사진 태그 편집: ${tagName}` });
  await expect(tags.locator('.ant-select-selection-item').first()).toHaveText(before.split(', ')[0]!);
  const picker = tags.getByRole('combobox', { name: /태그/ });
  await picker.fill('가격표');
  await picker.press('Enter');
  // Close the picker's list (it would cover the buttons) by clicking outside it.
  await tags.getByText(`사진 태그 편집: ${tagName}`).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await tags.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '태그를 저장했어요.');
  await expect(tagged.getByRole('cell').nth(3)).toContainText('가격표');

  // Delete one with a reason.
  const doomed = rows.nth(4);
  const name = (await doomed.getByRole('cell').nth(1).textContent())!.trim();
  await doomed.getByRole('button', { name: `삭제: ${name}` }).click();
  const remove = page.getByRole('dialog', { name: `사진 삭제: ${name}` });
  await remove.getByRole('textbox', { name: /삭제 사유/ }).fill('다른 가게 사진이 잘못 올라왔어요.');
  await pressInOverlay(remove, '삭제');
  await expectToast(page, '사진을 삭제했어요.');
  await expect(rows.filter({ hasText: name })).toHaveCount(0);
  // The reason went with the call.
  const deletion = await page.evaluate(() => window.__dongneMocks!.db.state.localProfile.deletions.at(-1));
  expect(deletion).toMatchObject({
    imageId: Number(name.replace('사진 ', '')),
    reason: '다른 가게 사진이 잘못 올라왔어요.',
  });
  await expect(page.getByText('29장')).toBeVisible();

  // Several at once.
  await rows.nth(5).getByRole('checkbox').check();
  await rows.nth(6).getByRole('checkbox').check();
  await page.getByRole('button', { name: '선택한 사진 삭제' }).click();
  // Once the dialog's zoom-in is over: a press begun before it starts ends on the mask, and deletes nothing.
  await pressInOverlay(page.getByRole('dialog', { name: '고른 사진을 모두 삭제할까요?' }), '삭제');
  await expectToast(page, '고른 사진을 삭제했어요.');
  await expect(page.getByText('27장')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('filters by tag and source live in the address', async ({ page }) => {
  await page.goto('/profile/101/images?sourceType=EXTERNAL');
  const rows = tableRows(page, '사진 목록');
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all()) await expect(row).toContainText('외부 사진');
  await page.goto('/profile/101/images?tagId=5');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText('가격표');
});
