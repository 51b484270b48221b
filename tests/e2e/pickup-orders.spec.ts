/**
 * A merchant behind the counter (issue 12): a new order arrives from 데모 도구 → the tab title
 * counts it and its card is highlighted → 접수 with 15분 → 준비 완료 → 픽업 알림 다시 보내기 up to
 * the limit → 픽업 완료; another order is canceled with a reason. On a phone and a tablet (issue
 * 41), a new order arriving while the merchant is on 진행 중 and scrolled down is on the screen.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { closeDemoTools, collectConsoleErrors, expectToast, pressInOverlay } from './helpers';

const BOARD = '/profile/101/pickup/order';
const BASE_TITLE = '동네마켓 비즈니스';

function card(page: Page, orderNumber: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: `주문번호 ${orderNumber}` }) });
}

async function addOrderFromDemoTools(page: Page): Promise<string> {
  await page.getByRole('button', { name: '데모 도구' }).click();
  await page.getByRole('button', { name: '새 주문 넣기' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: /새 주문 .+을 넣었어요\./ });
  await expect(toast).toBeVisible();
  const orderNumber = /새 주문 (\S+)을/.exec((await toast.textContent()) ?? '')![1]!;
  await closeDemoTools(page);
  return orderNumber;
}

test('a new order is alerted, accepted with 15분, prepared, re-notified to the limit and picked up', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(BOARD);
  await expect(page.getByRole('heading', { level: 1, name: '픽업 주문' })).toBeVisible();
  await expect(page.getByRole('region', { name: '신규 주문 목록' })).toBeVisible();
  await expect(page.getByText('연결됨 · 방금 갱신')).toBeVisible();
  // The sound needs a press first (browsers block autoplay); the page says so.
  await expect(page.getByText(/브라우저는 누르기 전에는 소리를 내지 못하게 해요/)).toBeVisible();
  await page.getByRole('button', { name: '소리 켜기' }).click();
  await expect(page.getByText('새 주문 소리 켜짐')).toBeVisible();

  // The seeded waiting orders are acknowledged: the title is plain again.
  await expect(page).toHaveTitle(/^\(\d+\) 신규 주문 · 동네마켓 비즈니스$/);
  await page.getByRole('button', { name: '확인했어요' }).click();
  await expect(page).toHaveTitle(BASE_TITLE);

  const orderNumber = await addOrderFromDemoTools(page);
  await expect(page).toHaveTitle(`(1) 신규 주문 · ${BASE_TITLE}`);
  const arrived = card(page, orderNumber);
  await expect(arrived).toHaveClass(/order-card-new/);
  await expect(arrived.getByText('새 주문', { exact: true })).toBeVisible();

  await arrived.getByRole('button', { name: '접수', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`주문 ${orderNumber} 접수`);
  await dialog.getByRole('button', { name: '15분' }).click();
  await expectToast(page, '주문을 접수했어요.');
  await expect(page).toHaveTitle(BASE_TITLE);
  await expect(card(page, orderNumber)).toHaveCount(0);

  await page.getByRole('tab', { name: /^진행 중/ }).click();
  const accepted = card(page, orderNumber);
  await expect(accepted).toContainText('준비 중');
  await expect(accepted).toContainText(/준비 완료까지 1[45]분/);
  await accepted.getByRole('button', { name: '준비 완료' }).click();
  await expectToast(page, '준비 완료 알림을 보냈어요.');
  const reNotify = accepted.getByRole('button', { name: /^픽업 알림 다시 보내기/ });
  await expect(reNotify).toHaveText('픽업 알림 다시 보내기 (0/3)');
  for (const sent of [1, 2]) {
    await reNotify.click();
    await expect(reNotify).toHaveText(`픽업 알림 다시 보내기 (${sent}/3)`);
  }
  await reNotify.click();
  // Spent: the order table no longer offers it, and says why.
  await expect(reNotify).toHaveCount(0);
  await expect(accepted).toContainText('픽업 알림은 3번까지 다시 보낼 수 있어요.');

  await accepted.getByRole('button', { name: '픽업 완료' }).click();
  await expectToast(page, '픽업을 완료했어요.');
  await expect(card(page, orderNumber)).toHaveCount(0);
  await page.getByRole('tab', { name: /^오늘 픽업 완료/ }).click();
  await expect(card(page, orderNumber)).toContainText('픽업 완료');
  expect(consoleErrors).toEqual([]);
});

test('cancel an order with a reason, after a confirm step, and open its detail', async ({ page }) => {
  await page.goto(BOARD);
  const list = page.getByRole('region', { name: '신규 주문 목록' });
  const first = list.getByRole('article').first();
  const heading = (await first.getByRole('heading').textContent()) ?? '';
  const orderNumber = heading.replace('주문번호 ', '');
  const canceledTab = page.getByRole('tab', { name: /^오늘 취소/ });
  await expect(canceledTab).toHaveText(/^오늘 취소 \d+$/);
  const canceledBefore = Number(/\d+$/.exec((await canceledTab.textContent()) ?? '')![0]);

  await first.getByRole('button', { name: '취소', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // Once its zoom-in is over: a press begun before it starts ends on the mask, and 다음 never hears it.
  await pressInOverlay(dialog, '다음');
  await expect(dialog.getByRole('alert')).toHaveText('취소 사유를 골라 주세요.');
  await dialog.getByText('가게 사정').click();
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog).toContainText('이 주문을 취소할까요?');
  await dialog.getByRole('button', { name: '주문 취소' }).click();
  await expectToast(page, '주문을 취소했어요.');
  await expect(canceledTab).toHaveText(`오늘 취소 ${canceledBefore + 1}`);

  await canceledTab.click();
  await card(page, orderNumber)
    .getByRole('button', { name: /^상세 보기/ })
    .click();
  await expect(page).toHaveURL(/[?&]order=\d+/);
  const panel = page.getByRole('dialog');
  await expect(panel).toContainText('취소 사유 가게 사정');
  await panel.getByRole('button', { name: '전화번호 보기' }).click();
  await expect(panel).toContainText('안심번호예요.');
});

test('on a phone, on 진행 중 and scrolled down, a new order is on the screen and leads to 신규; on a tablet too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BOARD}?tab=progress`);
  await expect(page.getByRole('region', { name: '진행 중인 주문 목록' }).getByRole('article').first()).toBeVisible();
  // The seeded waiting orders confirmed: nothing new to tell.
  await page.getByRole('button', { name: '확인했어요' }).click();
  await expect(page.getByRole('button', { name: /신규에서 보기$/ })).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  // The tab bar is measured again by antd whenever a tab changes width (issue 42): 신규 keeps its own.
  const newTabWidth = async () => (await page.getByRole('tab', { name: /^신규/ }).boundingBox())?.width;
  const widthBefore = await newTabWidth();

  const orderNumber = await addOrderFromDemoTools(page);
  const notice = page.getByRole('button', { name: '확인하지 않은 새 주문 1건 신규에서 보기' });
  await expect(notice).toBeInViewport();
  await expect(page.getByRole('status').filter({ has: notice })).toHaveCount(1);
  await expect(page.getByRole('tab', { name: /^신규 \d+ \(확인하지 않은 새 주문 1건\)$/ })).toBeVisible();
  expect(await newTabWidth()).toBe(widthBefore);
  await notice.click();
  await expect(page.getByRole('tab', { name: /^신규/ })).toHaveAttribute('aria-selected', 'true');
  const arrived = card(page, orderNumber);
  await expect(arrived).toBeFocused();
  await expect(arrived).toBeInViewport();
  // Its card on the screen, the notice steps aside.
  await expect(notice).not.toBeInViewport();

  // A counter tablet upright, back on 진행 중: the same notice is in view.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.getByRole('tab', { name: /^진행 중/ }).click();
  // Scrolled once its list is drawn (a wheel on the shorter 신규 page before that scrolls nothing), past
  // the bar with 확인했어요 at the board's top: while that bar is on the screen the notice steps aside.
  await expect(page.getByRole('region', { name: '진행 중인 주문 목록' }).getByRole('article').first()).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(notice).toBeInViewport();
});
