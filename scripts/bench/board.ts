/**
 * The pickup order board under a busy store's load (issue 12): about 50 open orders, then "접수 →
 * 15분" on the first waiting order at 1× CPU. The time is taken in the page, from the 15분 press to
 * the card leaving the 신규 list (the optimistic update), so Playwright's own latency is not in it.
 */
import type { Browser } from '@playwright/test';
import { median } from './measure';
import { routeToMock, type NodeMock } from './node-mock';

export const BOARD_PATH = '/profile/101/pickup/order';
export const BOARD_ACCOUNT = 101;
/** Waiting orders kept on the board; with the seeded accepted ones about 50 are open. */
export const BOARD_WAITING_ORDERS = 45;

export interface AcceptResult {
  readonly medianMs: number;
  readonly runsMs: number[];
  readonly waitingCards: number;
}

export async function measureAccept(
  browser: Browser,
  origin: string,
  nodeMock: NodeMock,
  runs: number,
): Promise<AcceptResult> {
  const runsMs: number[] = [];
  let waitingCards = 0;
  for (let run = 0; run < runs; run += 1) {
    nodeMock.fillWaitingOrders(BOARD_ACCOUNT, BOARD_WAITING_ORDERS);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
    await routeToMock(context, nodeMock.handlers, origin);
    const page = await context.newPage();
    await page.goto(`${origin}${BOARD_PATH}`);
    const list = page.getByRole('region', { name: '신규 주문 목록' });
    const first = list.getByRole('article').first();
    await first.waitFor();
    waitingCards = await list.locator('article.order-card').count();
    const orderId = await first.getAttribute('data-order-id');
    await first.getByRole('button', { name: '접수', exact: true }).click();
    const preset = page.getByRole('dialog').getByRole('button', { name: '15분' });
    await preset.waitFor();
    // Start the clock on the press itself and stop it when the card is gone from the list.
    await page.evaluate((id) => {
      const state = window as unknown as { acceptStart?: number; acceptMs?: number };
      document.addEventListener('click', () => (state.acceptStart ??= performance.now()), { capture: true });
      const region = document.querySelector('[aria-label="신규 주문 목록"]')!;
      const observer = new MutationObserver(() => {
        if (state.acceptStart === undefined || region.querySelector(`[data-order-id="${id}"]`)) return;
        state.acceptMs = performance.now() - state.acceptStart;
        observer.disconnect();
      });
      observer.observe(region, { childList: true, subtree: true });
    }, orderId);
    await preset.click();
    const ms = await page.waitForFunction(() => (window as unknown as { acceptMs?: number }).acceptMs);
    runsMs.push(Math.round(Number(await ms.jsonValue())));
    await context.close();
  }
  return { medianMs: median(runsMs), runsMs, waitingCards };
}
