/**
 * A merchant starts delivery of several orders with one file (issues 13, 26): the template is a
 * workbook, filled as a merchant fills it (text cells and a number cell); the file is checked before
 * it is sent (type, header row, numbers Excel rewrote in a CP949 csv), the upload is processed, the
 * row-by-row result says which rows started delivery and why one failed, and the error file (a
 * workbook, as uploaded) holds only the failing row with its reason.
 */
import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
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

  // The template is a workbook whose header the upload reads.
  const templateDownload = page.waitForEvent('download');
  await drawer.getByRole('button', { name: '양식 내려받기' }).click();
  const templateFile = await templateDownload;
  expect(templateFile.suggestedFilename()).toBe('배송시작_양식.xlsx');
  const template = XLSX.read(await readFile(await templateFile.path()), { type: 'buffer' });
  const templateSheet = template.Sheets[template.SheetNames[0]!]!;
  expect(XLSX.utils.sheet_to_json<string[]>(templateSheet, { header: 1 })[0]?.slice(0, 3)).toEqual([
    '주문번호',
    '택배사',
    '송장번호',
  ]);

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
  // Saved by Excel as a CSV in the Korean code page, a General cell's long invoice in scientific notation.
  const cp949 = new Uint8Array([
    ...[0xc1, 0xd6, 0xb9, 0xae, 0xb9, 0xf8, 0xc8, 0xa3], // 주문번호
    0x2c,
    ...[0xc5, 0xc3, 0xb9, 0xe8, 0xbb, 0xe7], // 택배사
    0x2c,
    ...[0xbc, 0xdb, 0xc0, 0xe5, 0xb9, 0xf8, 0xc8, 0xa3], // 송장번호
    ...new TextEncoder().encode(`\r\n${orders[0]},CJ,5.60011E+11\r\n`),
  ]);
  await file.setInputFiles({ name: '배송.csv', mimeType: 'text/csv', buffer: Buffer.from(cp949) });
  await expect(drawer.getByText('엑셀이 바꾼 번호가 1칸 있어요. 고친 뒤 다시 골라 주세요.')).toBeVisible();
  await expect(
    drawer.getByText(/2번째 줄 송장번호: 5\.60011E\+11처럼 지수로 바뀌었어요\..*셀 서식 → 텍스트/),
  ).toBeVisible();
  await expect(upload).toBeDisabled();

  // The template filled as a merchant fills it: typed into the text cells, and one invoice pasted as a number.
  XLSX.utils.sheet_add_aoa(
    templateSheet,
    [
      [orders[0], 'CJ대한통운', '560011112222'],
      [orders[1], '한진택배', '123'],
      [orders[2], '우체국택배', 6891234567890],
    ],
    { origin: 'A2' },
  );
  templateSheet['!ref'] = 'A1:M4';
  const filled = XLSX.write(template, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  await file.setInputFiles({
    name: '배송시작_오늘.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await expect(drawer.getByText('배송시작_오늘.xlsx · 3줄을 올릴 수 있어요.')).toBeVisible();
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
  await expect(rows.nth(2)).toContainText('6891234567890');

  // The error file comes back as a workbook, the failing row as uploaded with its reason.
  const errorDownload = page.waitForEvent('download');
  await drawer.getByRole('button', { name: '실패한 1줄 내려받기' }).click();
  const download = await errorDownload;
  expect(download.suggestedFilename()).toBe('배송시작_오늘_실패.xlsx');
  const errors = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
  const errorRows = XLSX.utils.sheet_to_json<string[]>(errors.Sheets[errors.SheetNames[0]!]!, { header: 1 });
  expect(errorRows[0]?.at(-1)).toBe('실패 사유');
  expect(errorRows.slice(1).map((row) => [row[0], row[1], row[2], row.at(-1)])).toEqual([
    [orders[1], '한진택배', '123', '운송장 번호는 숫자만 10~14자리로 입력해 주세요.'],
  ]);

  // The orders of the good rows are in delivery now.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: orders[0] }).click();
  await expect(page.getByRole('region', { name: '배송 조회' })).toContainText('560011112222');
});
