/**
 * A merchant checks a payout (issue 13): opens the store's settlement, sees the month's report
 * agree with its daily lines, opens a deposit from the list and finds its orders add up to it.
 */
import { expect } from '@playwright/test';
import { test } from './shared-page';

const wonOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('open a deposit and check that its orders add up to it', async ({ page }) => {
  await page.goto('/profile/101/store/settlement');
  await expect(page.getByRole('heading', { level: 1, name: '정산' })).toBeVisible();
  await expect(page.getByText(/^날짜별 \d+줄을 더한 정산 금액 [\d,]+원이 이 달 합계와 같아요\.$/)).toBeVisible();

  const deposits = page.getByRole('table', { name: '입금 목록' }).locator('tbody tr[data-row-key]');
  await expect(deposits.first()).toBeVisible();
  const row = deposits.first();
  const listed = wonOf((await row.locator('td').last().textContent()) ?? '');
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: '입금 상세' })).toBeVisible();
  const summary = page.getByRole('region', { name: '입금 요약' });
  const depositAmount = wonOf((await summary.locator('dd').last().textContent()) ?? '');
  expect(depositAmount).toBe(listed);
  await expect(
    page.getByText(/^주문 \d+건의 정산 금액을 모두 더하면 [\d,]+원이에요\. 입금액과 같아요\.$/),
  ).toBeVisible();

  // The page's own sum of the shown orders matches (one page holds the whole deposit here).
  const lines = page.getByRole('table', { name: '구매 확정 주문 목록' }).locator('tbody tr[data-row-key]');
  await expect(lines.first()).toBeVisible();
  const cells = await lines.evaluateAll((rows) => rows.map((tr) => tr.querySelector('td:last-child')!.textContent));
  expect(cells.reduce((sum, cell) => sum + wonOf(cell), 0)).toBe(depositAmount);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: '입금 주문 CSV 받기' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^스토어_입금_.+\.csv$/);

  // A line is a confirmed order that exists: its number opens that order (issue 25).
  const orderLink = lines.first().getByRole('link', { name: /^주문 \d{8}-\d+ 보기$/ });
  const orderNumber = (await orderLink.textContent()) ?? '';
  await orderLink.click();
  await expect(page.getByRole('heading', { level: 1, name: '주문 상세' })).toBeVisible();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByText('구매 확정').first()).toBeVisible();
});

test('the VAT report downloads for the chosen pay statuses', async ({ page }) => {
  await page.goto('/profile/101/store/settlement');
  const vat = page.getByRole('region', { name: '부가세 신고 자료' });
  await vat.getByRole('checkbox', { name: '결제 완료' }).uncheck();
  await vat.getByRole('checkbox', { name: '부분 취소' }).uncheck();
  await vat.getByRole('checkbox', { name: '결제 취소' }).uncheck();
  await vat.getByRole('button', { name: '부가세 신고 자료 받기' }).click();
  await expect(vat.getByRole('alert')).toHaveText('결제 상태를 하나 이상 골라 주세요.');
  await vat.getByRole('checkbox', { name: '결제 완료' }).check();
  const download = page.waitForEvent('download');
  await vat.getByRole('button', { name: '부가세 신고 자료 받기' }).click();
  expect((await download).suggestedFilename()).toMatch(/^부가세신고자료_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
});
