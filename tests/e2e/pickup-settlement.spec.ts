/**
 * A merchant checks a payout (issue 12 §4): opens a deposit of the pickup settlement, adds up the
 * 정산 금액 of every order in it (page after page) and finds the deposit's 지급액; the screen says
 * they agree, and the CSV holds the same orders, their sum and the 지급액.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator } from '@playwright/test';
import { test } from './shared-page';
import { collectConsoleErrors } from './helpers';

const won = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function settlementColumn(table: Locator): Promise<number[]> {
  return table
    .locator('tbody tr[data-row-key] td:last-child')
    .evaluateAll((cells) => cells.map((cell) => Number((cell.textContent ?? '').replace(/[^\d]/g, ''))));
}

test("a deposit's orders add up to its 지급액, on screen and in the CSV", async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/pickup/settlement');
  await expect(page.getByRole('heading', { level: 1, name: '픽업 정산' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toBeVisible();
  const deposits = page.getByRole('table', { name: '입금 목록' });
  await expect(deposits.locator('tbody tr[data-row-key]').first()).toBeVisible();

  // The most recent completed deposit (a full week of orders: more than one page of them).
  const row = deposits.locator('tbody tr[data-row-key]').filter({ hasText: '입금 완료' }).first();
  const listed = won(await row.locator('td').nth(7).textContent());
  await row.getByRole('button', { name: /입금 상세$/ }).click();
  await expect(page).toHaveURL(/[?&]deposit=D-/);

  const panel = page.getByRole('dialog', { name: /입금 상세/ });
  const summary = panel.locator('[aria-label="입금 요약"]');
  const paid = won(await summary.locator('.settlement-amounts-total dd').textContent());
  expect(paid).toBe(listed);
  // The statement reads like a Korean one: each fee on its own line, VAT included.
  await expect(summary.getByRole('term')).toHaveText([
    '주문 수',
    '판매 금액',
    '할인 금액',
    '중개 수수료',
    '결제 수수료',
    '수수료 부가세',
    '지급액',
  ]);

  const orders = panel.getByRole('table', { name: '입금에 포함된 주문' });
  await expect(orders.locator('tbody tr[data-row-key]').first()).toBeVisible();
  const amounts = await settlementColumn(orders);
  const pager = panel.locator('.ant-pagination');
  for (let next = 2; (await pager.getByTitle(String(next)).count()) > 0; next += 1) {
    await pager.getByTitle(String(next)).click();
    await expect(pager.locator('.ant-pagination-item-active')).toHaveAttribute('title', String(next));
    amounts.push(...(await settlementColumn(orders)));
  }
  const count = won(await panel.getByRole('heading', { name: /포함된 주문 \d+건/ }).textContent());
  expect(amounts).toHaveLength(count);
  expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(paid);
  await expect(panel.getByText('주문 합계 = 지급액')).toBeVisible();
  await expect(panel.getByTestId('reconciliation')).toContainText('같아요');

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: '주문 내역 CSV 받기' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^픽업정산_입금상세_D-\d{8}-P\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.trimEnd().split('\r\n');
  expect(lines).toHaveLength(count + 3);
  expect(lines.at(-2)).toMatch(new RegExp(`^주문 합계,${count}건,.*,${paid}$`));
  expect(lines.at(-1)).toMatch(new RegExp(`^지급액,.*,${paid}$`));

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).not.toHaveURL(/deposit=/);
  expect(consoleErrors).toEqual([]);
});
