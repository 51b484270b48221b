/**
 * A merchant handles a delivery order (issue 13): finds it in 신규 주문, accepts it, starts delivery
 * with a wrong invoice (the typed INVALID_INVOICE is said under the invoice field), keeps what was
 * typed through a failed call, fixes the invoice, completes the delivery and confirms the purchase.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { chooseOption, collectConsoleErrors, expectToast, pressInOverlay } from './helpers';

const LIST = '/profile/101/order';

interface SeedOrder {
  id: string;
  orderNumber: string;
  status: string;
  receiveMethod: string;
}

async function newDeliveryOrder(page: Page): Promise<SeedOrder> {
  return page.evaluate(() => {
    const state = window.__dongneMocks!.db.state as unknown as { commerce: { orders: SeedOrder[] } };
    return state.commerce.orders.find(
      (order) => order.status === 'PAYMENT_COMPLETED' && order.receiveMethod === 'DELIVERY',
    )!;
  });
}

test('accept, start delivery after a wrong invoice, complete and confirm', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: '주문' })).toBeVisible();
  const order = await newDeliveryOrder(page);

  await page.getByRole('tab', { name: /^신규 주문 \d+$/ }).click();
  await expect(page).toHaveURL(/tab=new/);
  await page.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: '주문 상세' })).toBeVisible();
  await expect(page.getByText(`주문번호 ${order.orderNumber}`)).toBeVisible();

  await page.getByRole('button', { name: '주문 접수' }).click();
  await expectToast(page, '주문을 접수했어요.');
  const actions = page.getByRole('region', { name: '주문 처리' });
  await expect(actions.getByText('배송 준비 중')).toBeVisible();

  // A wrong invoice: the server's INVALID_INVOICE is said under the field, the dialog stays.
  await actions.getByRole('button', { name: '배송 시작' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '배송 시작' });
  await chooseOption(page, dialog.getByRole('combobox', { name: '택배사' }), 'CJ대한통운');
  const invoice = dialog.getByRole('textbox', { name: '송장 번호' });
  await invoice.fill('12345');
  await dialog.getByRole('button', { name: '배송 시작' }).click();
  await expect(
    dialog.getByText('CJ대한통운에서 쓰지 않는 송장 번호예요. 숫자 10~14자리인지 확인하고 다시 입력해 주세요.'),
  ).toBeVisible();
  await expect(invoice).toHaveAttribute('aria-invalid', 'true');
  await expect(invoice).toHaveValue('12345');

  // A failed call keeps the carrier and the invoice typed.
  await invoice.fill('5600-1234-5678');
  await page.evaluate(() =>
    window.__dongneMocks!.faults.add({ operation: 'commerce.StartDelivery', times: 1, status: 500 }),
  );
  await dialog.getByRole('button', { name: '배송 시작' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: /서버|문제/ })).toBeVisible();
  await expect(invoice).toHaveValue('5600-1234-5678');
  await expect(dialog.getByText('CJ대한통운', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: '배송 시작' }).click();
  await expectToast(page, '배송을 시작했어요.');
  await expect(dialog).toHaveCount(0);
  const tracking = page.getByRole('region', { name: '배송 조회' });
  await expect(tracking).toContainText('CJ대한통운');
  await expect(tracking).toContainText('560012345678');
  await expect(actions.getByRole('button', { name: '송장 변경' })).toBeVisible();

  await actions.getByRole('button', { name: '배송 완료' }).click();
  await pressInOverlay(page.getByRole('dialog'), '배송 완료');
  await expectToast(page, '배송 완료로 바꿨어요.');

  await actions.getByRole('button', { name: '구매 확정' }).click();
  await pressInOverlay(page.getByRole('dialog'), '구매 확정');
  await expectToast(page, '구매 확정했어요.');
  await expect(actions.getByText('지금 할 수 있는 처리가 없어요.')).toBeVisible();
  await expect(actions.getByText('구매 확정', { exact: true })).toBeVisible();

  // Back in the list the order is counted under 구매 확정.
  await page.getByRole('link', { name: '← 주문 목록' }).click();
  await page.getByRole('tab', { name: /^구매 확정 \d+$/ }).click();
  await expect(page.getByRole('link', { name: order.orderNumber })).toBeVisible();
  // The one error logged is the browser's line for the 500 injected on purpose.
  expect(consoleErrors.filter((line) => !line.includes('status of 500'))).toEqual([]);
});

test('select several new orders and accept them together', async ({ page }) => {
  await page.goto(`${LIST}?tab=new`);
  const table = page.getByRole('table', { name: '주문 목록' });
  const rows = table.locator('tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: '선택한 주문 접수 (2)' }).click();
  await expectToast(page, '2건을 접수했어요.');
  await expect(rows).toHaveCount(before - 2);
});

test('an order of another store or a wrong address says it cannot be found', async ({ page }) => {
  await page.goto(`${LIST}/detail/999999`);
  await expect(page.getByRole('heading', { level: 1, name: '주문 상세' })).toBeVisible();
  await expect(page.getByText('주문을 찾을 수 없어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
});
