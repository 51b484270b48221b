/**
 * Two tabs of one browser are two screens of one server (issue 25): what tab A does, tab B's next
 * call meets. Tab B still shows an order as new with its 접수 dialog open; tab A accepts (or cancels)
 * it; tab B's 접수 is refused with the state machine's 409 sentence and the board shows the order
 * as it now is.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from './helpers';

const BOARD = '/profile/101/pickup/order';

function card(page: Page, orderNumber: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: `주문번호 ${orderNumber}` }) });
}

async function newOrderNumbers(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: '신규 주문 목록' });
  await expect(list.getByRole('article').nth(1)).toBeVisible();
  const headings = await list.getByRole('article').getByRole('heading').allTextContents();
  return headings.map((heading) => heading.replace('주문번호 ', ''));
}

/** Tab B opens 접수 on the order, so what it shows cannot change before it presses 15분. */
async function openAccept(page: Page, orderNumber: string) {
  await card(page, orderNumber).getByRole('button', { name: '접수', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`주문 ${orderNumber} 접수`);
  return dialog;
}

test('a stale action from another tab meets the 409 and the tab shows the order as it now is', async ({ context }) => {
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await tabA.goto(BOARD);
  await tabB.goto(BOARD);
  const [first, second] = await newOrderNumbers(tabB);
  expect(await newOrderNumbers(tabA)).toContain(first);

  // A accepts what B still shows as new.
  const staleAccept = await openAccept(tabB, first!);
  await (await openAccept(tabA, first!)).getByRole('button', { name: '15분' }).click();
  await expectToast(tabA, '주문을 접수했어요.');
  await staleAccept.getByRole('button', { name: '15분' }).click();
  await expectToast(tabB, '접수하지 못해서 되돌렸어요. 이미 접수한 주문이에요. 주문 상태를 새로 불러왔어요.');
  await expect(card(tabB, first!)).toHaveCount(0);
  await tabB.getByRole('tab', { name: /^진행 중/ }).click();
  await expect(card(tabB, first!)).toContainText('준비 중');

  // A cancels what B is about to accept.
  await tabB.getByRole('tab', { name: /^신규/ }).click();
  const staleAgain = await openAccept(tabB, second!);
  await card(tabA, second!).getByRole('button', { name: '취소', exact: true }).click();
  const cancel = tabA.getByRole('dialog');
  await cancel.getByText('가게 사정').click();
  await cancel.getByRole('button', { name: '다음' }).click();
  await cancel.getByRole('button', { name: '주문 취소' }).click();
  await expectToast(tabA, '주문을 취소했어요.');
  await staleAgain.getByRole('button', { name: '15분' }).click();
  await expectToast(tabB, '취소된 주문이에요.');
  await expect(card(tabB, second!)).toHaveCount(0);

  // A reload reads the same server.
  await tabB.reload();
  await tabB.getByRole('tab', { name: /^진행 중/ }).click();
  await expect(card(tabB, first!)).toContainText('준비 중');
});
