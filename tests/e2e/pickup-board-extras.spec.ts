/**
 * The order board's quick controls (issue 12 §1): 주문서 출력 (the print call, then a printable Korean
 * receipt and the browser's print dialog), and a menu marked 품절 from the board's drawer, kept
 * after a reload. The shop's Wi-Fi dropping while orders arrive (issue 41).
 */
import { expect, test } from '@playwright/test';
import { closeDemoTools, collectConsoleErrors, expectToast } from './helpers';

const BOARD = '/profile/101/pickup/order';

test('주문서 출력 calls print, then shows the receipt and opens the print dialog', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  const consoleErrors = collectConsoleErrors(page);
  const printCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/orders\/\d+\/print$/.test(request.url())) printCalls.push(request.url());
  });
  await page.goto(BOARD);
  const card = page.getByRole('region', { name: '신규 주문 목록' }).getByRole('article').first();
  const number = (await card.getByRole('heading').first().textContent())!.replace('주문번호 ', '').trim();
  await card.getByRole('button', { name: '상세 보기' }).click();
  const panel = page.getByRole('dialog', { name: `주문 ${number}` });
  await panel.getByRole('button', { name: '주문서 출력' }).click();

  const receipt = page.getByRole('dialog', { name: '픽업 주문서' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText(`주문번호 ${number}`)).toBeVisible();
  await expect(receipt.getByRole('columnheader', { name: '메뉴' })).toBeVisible();
  await expect(receipt.getByText('결제 금액')).toBeVisible();
  expect(printCalls).toHaveLength(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printing shows only the receipt.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: '픽업 주문', exact: true })).toBeHidden();
  await expect(receipt.getByText(`주문번호 ${number}`)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await receipt.getByRole('button', { name: '닫기' }).click();
  await expect(receipt).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('a menu is marked 품절 from the board and stays so', async ({ page }) => {
  await page.goto(BOARD);
  await page.getByRole('button', { name: '영업 관리 · 품절' }).click();
  const drawer = page.getByRole('dialog', { name: '영업 관리' });
  await expect(drawer.getByText('영업시간')).toBeVisible();
  const toggle = drawer.getByRole('switch', { name: /품절$/ }).and(drawer.locator('[aria-checked="false"]')).first();
  const label = (await toggle.getAttribute('aria-label'))!;
  const menu = label.replace(/ 품절$/, '');
  await toggle.click();
  await expectToast(page, `${menu}을 품절로 바꿨어요.`);
  await expect(drawer.getByRole('switch', { name: label })).toBeChecked();

  await page.reload();
  await page.getByRole('button', { name: '영업 관리 · 품절' }).click();
  await expect(page.getByRole('dialog', { name: '영업 관리' }).getByRole('switch', { name: label })).toBeChecked();
});

test('offline, the board says since when and refuses 접수; back online it shows the orders that came meanwhile', async ({
  page,
  context,
}) => {
  await page.goto(BOARD);
  const waiting = page.getByRole('region', { name: '신규 주문 목록' });
  const first = waiting.getByRole('article').first();
  await expect(first).toBeVisible();
  // The demo tools' code is loaded while online: a customer orders through them during the drop.
  await page.getByRole('button', { name: '데모 도구' }).click();
  await expect(page.getByRole('button', { name: '새 주문 넣기' })).toBeVisible();
  await closeDemoTools(page);

  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: '인터넷 연결이 끊겼어요.' })).toContainText(
    /마지막 연결 \d\d:\d\d · 주문이 더 있을 수 있어요/,
  );
  await first.getByRole('button', { name: '접수', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '15분' }).click();
  await expectToast(page, '인터넷 연결이 끊겨서 접수하지 못했어요. 연결되면 다시 눌러 주세요.');
  await expect(first.getByRole('button', { name: '접수', exact: true })).toBeEnabled();

  const arrived: string[] = [];
  for (let order = 0; order < 2; order += 1) {
    await page.getByRole('button', { name: '데모 도구' }).click();
    await page.getByRole('button', { name: '새 주문 넣기' }).click();
    const toast = page
      .getByTestId('toast')
      .filter({ hasText: /새 주문 .+을 넣었어요\./ })
      .last();
    arrived.push(/새 주문 (\S+)을/.exec((await toast.textContent()) ?? '')![1]!);
    await closeDemoTools(page);
  }
  // Still offline: nothing was asked, so the new orders are not on the board yet.
  await expect(waiting.getByRole('heading', { name: `주문번호 ${arrived[0]}` })).toHaveCount(0);

  await context.setOffline(false);
  for (const number of arrived)
    await expect(waiting.getByRole('heading', { name: `주문번호 ${number}` })).toBeVisible();
  await expect(page.getByText('연결됨 · 방금 갱신')).toBeVisible();
});
