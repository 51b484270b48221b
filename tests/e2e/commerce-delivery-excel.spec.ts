/**
 * A merchant starts delivery of several orders with one file (issue 13): the file is checked before
 * it is sent (type, header row), the upload is processed, the row-by-row result says which rows
 * started delivery and why one failed, and the error file holds only the failing row with its reason.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectToast } from './helpers';

interface SeedOrder {
  orderNumber: string;
  status: string;
  deliveryStatus: string;
}

test('upload a delivery file with a failing row and download the error file', async ({ page }) => {
  // The page's clock (the in-page mock's too) runs on, and can be moved past the processing time.
  await page.clock.install();
  await page.goto('/profile/101/order');
  await page.getByRole('button', { name: '엑셀로 배송 시작' }).click();
  const drawer = page.getByRole('dialog', { name: '엑셀로 배송 시작' });
  await expect(drawer.getByRole('heading', { name: '3. 등록 현황' })).toBeVisible();

  // The template is a CSV whose header the upload reads.
  const templateDownload = page.waitForEvent('download');
  await drawer.getByRole('button', { name: '양식 내려받기' }).click();
  const template = await readFile(await (await templateDownload).path(), 'utf8');
  expect(template.startsWith('\uFEFF주문번호,택배사,송장번호')).toBe(true);

  // Checked before anything is sent.
  const file = drawer.getByLabel('배송 엑셀 파일');
  const upload = drawer.getByRole('button', { name: '올리기' });
  await file.setInputFiles({ name: '배송.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(drawer.getByText('엑셀(xlsx, xls) 또는 CSV 파일만 올릴 수 있어요.')).toBeVisible();
  await expect(upload).toBeDisabled();
  await file.setInputFiles({ name: '배송.csv', mimeType: 'text/csv', buffer: Buffer.from('주문,택배,송장\n1,CJ,1\n') });
  await expect(drawer.getByText(/첫 줄\(머리글\)이 주문번호, 택배사, 송장번호로 시작해야 해요/)).toBeVisible();

  const orders = await page.evaluate(() =>
    (window.__dongneMocks!.db.state as unknown as { commerce: { orders: SeedOrder[] } }).commerce.orders
      .filter((order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_PREPARE')
      .map((order) => order.orderNumber),
  );
  const sheet = [
    '\uFEFF주문번호,택배사,송장번호,받는 분',
    `${orders[0]},CJ대한통운,560011112222,김민지`,
    `${orders[1]},한진택배,123,이서준`,
    `${orders[2]},우체국택배,6891234567890,박지우`,
  ].join('\r\n');
  await file.setInputFiles({ name: '배송시작_오늘.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
  await expect(drawer.getByText('배송시작_오늘.csv · 3줄을 올릴 수 있어요.')).toBeVisible();
  await upload.click();
  await expectToast(page, '파일을 올렸어요. 처리 결과를 아래에서 확인해 주세요.');
  await expect(drawer.getByText('파일을 처리하고 있어요. 잠시 후 결과가 나와요.')).toBeVisible();

  // The finance service takes about 30 seconds; the status is polled until it is done.
  await page.clock.fastForward('00:31');
  await expect(drawer.getByText('3줄 중 2줄은 배송을 시작했고, 1줄은 실패했어요.')).toBeVisible();
  const rows = drawer.getByRole('table', { name: '줄별 처리 결과' }).locator('tbody tr[data-row-key]');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('배송 시작');
  await expect(rows.nth(1)).toContainText('실패: 운송장 번호는 숫자만 10~14자리로 입력해 주세요.');

  const errorDownload = page.waitForEvent('download');
  await drawer.getByRole('button', { name: '실패한 1줄 내려받기' }).click();
  const download = await errorDownload;
  expect(download.suggestedFilename()).toBe('배송시작_오늘_실패.csv');
  const errors = await readFile(await download.path(), 'utf8');
  expect(errors).toBe(
    `\uFEFF주문번호,택배사,송장번호,받는 분,실패 사유\r\n${orders[1]},한진택배,123,이서준,운송장 번호는 숫자만 10~14자리로 입력해 주세요.\r\n`,
  );

  // The orders of the good rows are in delivery now.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: orders[0] }).click();
  await expect(page.getByRole('region', { name: '배송 조회' })).toContainText('560011112222');
});
