/**
 * A new merchant on the demo: opens the console, makes a coupon (first forgetting its name),
 * sees it in the list, stops and re-issues it, reloads and still sees it.
 */
import { expect, test } from '@playwright/test';
import { patience } from '../../scripts/lib/patience';
import { collectConsoleErrors, expectToast, pickDateTime, pressInOverlay, tableRows } from './helpers';

/** An expiry that is always ahead (x-not-past refuses past days): 31 January next year. */
const EXPIRY = `${new Date().getFullYear() + 1}.01.31`;

test('create, validate, list, re-issue and keep a coupon across a reload', async ({ page }) => {
  // A whole journey of five page loads: 46–56 s on CI with both workers busy, near the 60 s default.
  test.setTimeout(patience.e2eLongTestMs);
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/profile\/101\/coupon$/);
  await expect(page).toHaveTitle('동네마켓 비즈니스');
  await expect(tableRows(page, '쿠폰 목록')).toHaveCount(10);

  await page.getByRole('link', { name: '쿠폰 만들기' }).first().click();
  await expect(page).toHaveURL(/\/coupon\/new$/);
  await expect(page.getByRole('heading', { name: '새 쿠폰' })).toBeVisible();
  await page.getByText('무료 증정', { exact: true }).click();
  await page.getByLabel('혜택 내용').fill('붕어빵 3개 무료');
  await page.getByLabel('발행 수량').fill('30');
  await pickDateTime(page, '사용 기한', EXPIRY);
  await page.getByLabel('유의사항').fill('1인 1회만 쓸 수 있어요.');

  // Save without the required name: the error names the field, nothing typed is lost.
  await page.getByRole('button', { name: '만들기' }).click();
  const summary = page.getByRole('alert').filter({ hasText: '입력한 내용을 확인해 주세요.' });
  await expect(summary).toContainText('쿠폰 이름: 필수 항목이에요.');
  await expect(page.getByLabel('쿠폰 이름')).toBeFocused();
  await expect(page.getByLabel('혜택 내용')).toHaveValue('붕어빵 3개 무료');
  await expect(page.getByLabel('발행 수량')).toHaveValue('30');
  await expect(page.getByLabel('사용 기한')).toHaveValue(EXPIRY);
  await expect(page.getByLabel('유의사항')).toHaveValue('1인 1회만 쓸 수 있어요.');

  await page.getByLabel('쿠폰 이름').fill('겨울 붕어빵 쿠폰');
  // The save button is below the fold: the list it leads to opens at its top, not scrolled down.
  await page.getByRole('button', { name: '만들기' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: '만들기' }).click();
  // The toast shows for a few seconds from the save: watch for it while the list opens (on a busy
  // machine the list took 6.5 s, and the toast was gone before it was looked for).
  await Promise.all([expect(page).toHaveURL(/\/profile\/101\/coupon$/), expectToast(page, '쿠폰을 만들었어요.')]);
  const row = tableRows(page, '쿠폰 목록').filter({ hasText: '겨울 붕어빵 쿠폰' });
  await expect(row).toContainText('붕어빵 3개 무료');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The whole last day in KST, although the browser runs in Los Angeles.
  await expect(row).toContainText(`${EXPIRY} 23:59까지`);
  await expect(row).toContainText('사용 가능');

  // Stop issuing it, then re-issue it through the spec's dialog.
  await row.getByRole('button', { name: '발행 중지: 겨울 붕어빵 쿠폰' }).click();
  await pressInOverlay(page.getByRole('dialog', { name: '쿠폰 발행을 멈출까요?' }), '발행 중지');
  await expectToast(page, '쿠폰 발행을 멈췄어요.');
  await expect(row).toContainText('발행 중지');

  await row.getByRole('button', { name: '재발행: 겨울 붕어빵 쿠폰' }).click();
  const dialog = page.getByRole('dialog', { name: '쿠폰을 재발행할까요?' });
  await expect(dialog).toContainText('재발행하면 고객이 쿠폰을 다시 받고 사용할 수 있어요.');
  await expect(dialog.getByRole('button', { name: '취소' })).toBeVisible();
  await dialog.getByRole('button', { name: '재발행' }).click();
  await expectToast(page, '쿠폰을 재발행했어요.');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('사용 가능');

  await page.reload();
  await expect(tableRows(page, '쿠폰 목록').filter({ hasText: '겨울 붕어빵 쿠폰' })).toContainText('사용 가능');
  expect(consoleErrors).toEqual([]);
});

test('a failed re-issue keeps the dialog usable, and retrying works', async ({ page }) => {
  await page.goto('/profile/101/coupon');
  await expect(tableRows(page, '쿠폰 목록')).toHaveCount(10);
  await page.evaluate(() =>
    window.__dongneMocks?.faults.add({ operation: 'coupon.updateCouponBoxStatus', status: 500, times: 1 }),
  );
  await page.getByRole('button', { name: '재발행: 평일 오전 2,000원 할인' }).click();
  const dialog = page.getByRole('dialog', { name: '쿠폰을 재발행할까요?' });
  await dialog.getByRole('button', { name: '재발행' }).click();
  await expect(dialog.getByRole('alert')).toContainText('서버에 문제가 생겼어요.');
  await dialog.getByRole('button', { name: '다시 시도' }).click();
  await expectToast(page, '쿠폰을 재발행했어요.');
  await expect(dialog).toBeHidden();
});

test('dialogs close on Escape and outside click, trap focus and lock page scroll', async ({ page }) => {
  await page.goto('/profile/101/coupon');
  await expect(tableRows(page, '쿠폰 목록')).toHaveCount(10);
  const open = () => page.getByRole('button', { name: '재발행: 평일 오전 2,000원 할인' }).click();
  const dialog = page.getByRole('dialog', { name: '쿠폰을 재발행할까요?' });

  await open();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open();
  await expect(dialog).toBeVisible();
  await page.mouse.click(20, 450);
  await expect(dialog).toBeHidden();
});

test('Enter while a Korean syllable is being composed never submits the form', async ({ page }) => {
  await page.goto('/profile/101/coupon/new');
  const name = page.getByLabel('쿠폰 이름');
  await name.click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: '쿠', selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 229,
    nativeVirtualKeyCode: 229,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 229,
    nativeVirtualKeyCode: 229,
  });
  await cdp.send('Input.insertText', { text: '쿠폰' });
  await expect(name).toHaveValue('쿠폰');
  await expect(page.getByText('입력한 내용을 확인해 주세요.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/coupon\/new$/);
  // A plain Enter (no composition) does submit, so the guard is what held it back above.
  await name.press('Enter');
  await expect(page.getByText('입력한 내용을 확인해 주세요.')).toBeVisible();
});

/** Today's date in Seoul as the calendar's cells title it ("2026-11-25"), whatever the browser's zone. */
function kstDay(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(day);
}

test('사용 기한: past days (KST) cannot be picked, a typed past day is kept and explained, a picked day lasts to 23:59 KST', async ({
  page,
}) => {
  await page.goto('/profile/101/coupon/new');
  const expiry = page.getByLabel('사용 기한');
  await expiry.click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await expect(calendar.locator(`td[title="${kstDay(-1)}"]`)).toHaveClass(/ant-picker-cell-disabled/);
  await expect(calendar.locator(`td[title="${kstDay()}"]`)).not.toHaveClass(/ant-picker-cell-disabled/);

  await expiry.fill('2026.01.31');
  await expiry.press('Enter');
  await expect(expiry).toHaveValue('2026.01.31');
  await expect(page.getByRole('alert').filter({ hasText: '지난 날짜예요.' })).toContainText(
    '지난 날짜예요. 오늘이나 그 이후 날짜를 골라 주세요.',
  );
  await page.getByLabel('쿠폰 이름').click(); // leaving the picker keeps the typed day too
  await expect(expiry).toHaveValue('2026.01.31');

  // 금액 할인 asks for its amount; the list says it as merchants do.
  await page.getByLabel('쿠폰 이름').fill('주말 케이크 3,000원 할인');
  await page.getByText('금액 할인', { exact: true }).click();
  await page.getByLabel('할인 금액').fill('3000');
  await page.getByLabel('혜택 내용').fill('홀케이크 3,000원 할인');
  await page.getByRole('button', { name: '만들기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '입력한 내용을 확인해 주세요.' })).toContainText(
    '사용 기한: 지난 날짜예요.',
  );
  await expect(page.getByLabel('할인 금액')).toHaveValue('3,000');

  await pickDateTime(page, '사용 기한', EXPIRY);
  await page.getByRole('button', { name: '만들기' }).click();
  await expect(page).toHaveURL(/\/profile\/101\/coupon$/);
  const row = tableRows(page, '쿠폰 목록').filter({ hasText: '주말 케이크 3,000원 할인' });
  await expect(row).toContainText('3,000원 할인');
  await expect(row).toContainText(`${EXPIRY} 23:59까지`);
  await expect(row).toContainText('사용 가능');
});

test('at 1280×800 the coupon list of account 102 (long names) fits: no header cells overlap, row actions in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile/102/coupon');
  const table = page.getByRole('table', { name: '쿠폰 목록' });
  await expect(tableRows(page, '쿠폰 목록').first()).toBeVisible();
  await expect(
    tableRows(page, '쿠폰 목록').filter({ hasText: '합정역 직장인 점심 세트 주문 시 음료 무료 증정 쿠폰' }),
  ).toHaveCount(1);

  const boxes = await table.locator('thead th').evaluateAll((cells) =>
    cells.map((cell) => {
      const box = cell.getBoundingClientRect();
      return { text: cell.textContent ?? '', left: box.left, right: box.right };
    }),
  );
  expect(boxes.map((box) => box.text)).toContain('관리');
  for (const [index, box] of boxes.entries()) {
    for (const other of boxes.slice(index + 1)) {
      const overlap = Math.min(box.right, other.right) - Math.max(box.left, other.left);
      expect(overlap, `"${box.text}" and "${other.text}" overlap`).toBeLessThanOrEqual(0.5);
    }
  }
  // Nothing scrolls sideways, so nothing hides under the pinned 관리 column.
  const scroller = table.locator('xpath=ancestor::div[contains(@class, "ant-table-content")]');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);

  const viewport = page.viewportSize()!;
  for (const row of await tableRows(page, '쿠폰 목록').all()) {
    const stop = row.getByRole('button', { name: /^발행 중지: / });
    await expect(stop).toBeVisible();
    const box = (await stop.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
});
