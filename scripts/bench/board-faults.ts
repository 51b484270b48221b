/**
 * What a real counter day does to the board (issue 41), for the board-day bench: the shop's network
 * dropping 20 times (30 s to 10 min; half with the Wi-Fi gone, so the browser knows it is offline,
 * half with the Wi-Fi up and the internet behind it down, so every call fails), the access token
 * expiring while a 접수 is on its way, and a deploy while the board is open (the next lazy part's
 * file is gone until the tab reloads). Around each fault (and once in the first hour, as any day) the merchant presses 접수, and the bench
 * counts what became of the press: done on the server, refused on the screen with a sentence (the
 * card's 접수 back), or lost. It also counts every order the board showed and every announcement
 * (desktop notifications, the existing alert path, by order id).
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { BOARD_ACCOUNT } from './board';
import type { NodeMock } from './node-mock';

const HOUR_MS = 3_600_000;

/**
 * When drop `index` starts (hours): the first two (30 s with the Wi-Fi gone, 60 s with the internet
 * down) in the first hour, so hour 1's heap has met both kinds as a real day's first hour may; eight
 * more before hour 5 and ten between 5 and 10. None in a measured hour.
 */
function dropHour(index: number): number {
  if (index < 2) return 0.8 + index * 0.05;
  return index < 10 ? 1.1 + (index - 2) * 0.45 : 5.4 + (index - 10) * 0.42;
}

/** 20 drops of 30 s, 60 s … 10 min. */
export function dropSchedule(): Drop[] {
  return Array.from({ length: 20 }, (_, index) => ({
    // Whole milliseconds: the bench's steps land on these moments exactly.
    at: Math.round(dropHour(index) * HOUR_MS),
    ms: 30_000 * (index + 1),
    wifi: index % 2 === 0,
  }));
}

/** When the access token expires (between two drops) and when a new version is deployed (before hour 1's heap). */
export const TOKEN_EXPIRES_AT = 6.5 * HOUR_MS;
export const DEPLOY_AT = 0.5 * HOUR_MS;
/** A merchant accepts orders from the first hour: the 접수 dialog's code is in hour 1's heap, as in a real day. */
export const FIRST_ACCEPT_AT = 0.75 * HOUR_MS;

export interface Drop {
  readonly at: number;
  readonly ms: number;
  /** The Wi-Fi itself is gone (`navigator.onLine` false) rather than the internet behind it. */
  readonly wifi: boolean;
}

export type PressOutcome = 'done' | 'refused' | 'lost';

export interface FaultCounts {
  readonly drops: number;
  readonly droppedMinutes: number;
  /** Presses of 접수 around the faults, by what became of them. */
  readonly presses: Record<PressOutcome, number>;
  readonly tokenExpired: boolean;
  readonly tokenRefreshed: boolean;
  /** The board offered the new version ("새 버전이 있어요") after the deploy. */
  readonly newVersionOffered: boolean;
  /** The lazy part whose file the deploy removed opened after the one reload. */
  readonly deployRecovered: boolean;
}

/**
 * Announcements counted by order (installed before the page's code): every order id the board's one
 * announcing function names in its event (`ORDERS_ANNOUNCED_EVENT` of announce-orders.ts; a batch
 * of orders after a reconnect is one chime and one notification, but each of its orders is counted).
 * Notifications are stubbed as granted, so the board announces as it would on a counter.
 */
export const COUNT_ANNOUNCEMENTS = (eventName: string) => {
  const state = window as unknown as { benchNotified: string[] };
  state.benchNotified = [];
  window.addEventListener(eventName, (event) => {
    const ids = (event as CustomEvent<{ ids?: readonly number[] }>).detail?.ids ?? [];
    ids.forEach((id) => state.benchNotified.push(`pickup-order-${id}`));
  });
  class BenchNotification {
    static permission = 'granted';
    static requestPermission = () => Promise.resolve('granted');
    close() {}
  }
  Object.defineProperty(window, 'Notification', { value: BenchNotification, configurable: true });
};

/** `ORDERS_ANNOUNCED_EVENT` of announce-orders.ts, spelled out: the app's module does not load under Node (board-faults.test.ts keeps them equal). */
export const BOARD_ANNOUNCED_EVENT = 'dongne:pickup-orders-announced';

/** Real time the bench gives a press to end in a sentence (a toast) or a change on the server. */
const PRESS_PATIENCE_MS = 20_000;

export class DayFaults {
  private down = false;
  private expiredToken: string | undefined;
  private lastToken: string | undefined;
  private refreshed = false;
  /** The finished orders' file (`OrderHistory-<hash>.js`) answers 404 until the tab reloads. */
  private chunkGone = false;
  private deployed = false;
  private readonly drops = dropSchedule();
  private readonly presses: Record<PressOutcome, number> = { done: 0, refused: 0, lost: 0 };
  private tokenExpired = false;
  private newVersionOffered = false;
  private deployRecovered = false;
  /** Orders seen as cards, and announcements by order id (every one, to find the twice-announced). */
  readonly shown = new Set<number>();
  readonly announced: number[] = [];
  private readonly retry: number[] = [];

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly nodeMock: NodeMock,
    private readonly origin: string,
    private readonly onReload: () => Promise<void>,
  ) {}

  /** Routes the calls through the faults (after routeToMock: the last route added runs first). */
  async install(): Promise<void> {
    await this.context.route(
      (url) => url.origin !== this.origin,
      (route) => this.call(route),
    );
    await this.context.route(
      (url) => url.origin === this.origin,
      (route) => this.file(route),
    );
  }

  private async call(route: Route): Promise<void> {
    if (this.down) return route.abort('internetdisconnected');
    const request = route.request();
    const token = await request.headerValue('x-auth-token');
    if (new URL(request.url()).pathname.endsWith('/refreshtokens')) this.refreshed ||= this.expiredToken !== undefined;
    else if (token) {
      if (token === this.expiredToken && request.method() !== 'OPTIONS')
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': this.origin, 'access-control-allow-credentials': 'true' },
          body: JSON.stringify({ status: 401, message: '토큰이 만료되었어요.', code: 'EXPIRED_TOKEN' }),
        });
      this.lastToken = token;
    }
    return route.fallback();
  }

  /** The build's files: after the deploy the page names another entry, and one chunk is gone until a reload. */
  private async file(route: Route): Promise<void> {
    const request = route.request();
    if (!this.deployed) return route.fallback();
    if (request.isNavigationRequest()) this.chunkGone = false;
    const path = new URL(request.url()).pathname;
    if (this.chunkGone && /\/OrderHistory-[^/]+\.js$/.test(path)) return route.fulfill({ status: 404, body: '' });
    if (request.resourceType() === 'document' || path === '/index.html') {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<script type="module"[^>]*src="[^"]+\.js)"/, '$1?v=2"');
      return route.fulfill({ response, body: html });
    }
    return route.fallback();
  }

  /** The next moment something changes (a drop starts or ends, the token, the deploy), after `now`. */
  nextEventAfter(now: number): number {
    const moments = [...this.drops.flatMap((drop) => [drop.at, drop.at + drop.ms]), TOKEN_EXPIRES_AT, DEPLOY_AT].filter(
      (at) => at > now,
    );
    return Math.min(...moments, Infinity);
  }

  /** Starts and ends what is due at `now` (the bench's simulated time since the day began). */
  async at(now: number): Promise<void> {
    for (const drop of this.drops) {
      if (drop.at === now) await this.dropStarts(drop);
      if (drop.at + drop.ms === now) await this.dropEnds(drop);
    }
    if (now === TOKEN_EXPIRES_AT) await this.expireToken();
    if (now === DEPLOY_AT) this.deploy();
    if (now === FIRST_ACCEPT_AT) await this.press();
  }

  private async dropStarts(drop: Drop): Promise<void> {
    this.down = true;
    if (drop.wifi) await this.context.setOffline(true);
    const id = await this.press();
    if (id !== undefined) this.retry.push(id);
  }

  private async dropEnds(drop: Drop): Promise<void> {
    this.down = false;
    if (drop.wifi) await this.context.setOffline(false);
  }

  /** Presses again, once the connection is back, what was refused during a drop. */
  async pressRefusedAgain(): Promise<void> {
    if (this.down) return;
    for (const id of this.retry.splice(0)) await this.press(id);
  }

  private async expireToken(): Promise<void> {
    this.expiredToken = this.lastToken;
    this.tokenExpired = this.lastToken !== undefined;
    // The next 접수 meets the expiry on its way: refreshed, sent again, done.
    await this.press();
  }

  /** A new version goes live: the page names another entry, and the finished orders' file (not opened yet) is gone. */
  private deploy(): void {
    this.chunkGone = true;
    this.deployed = true;
  }

  /** After the deploy: waits for the offer, then opens the history tab (whose file is gone) and back. */
  async afterDeploy(): Promise<void> {
    const offer = this.page.getByRole('status').filter({ hasText: '새 버전이 있어요' });
    await offer.waitFor({ timeout: 60_000 }).then(
      () => (this.newVersionOffered = true),
      () => undefined,
    );
    const reloaded = this.page.waitForEvent('load', { timeout: 60_000 }).catch(() => undefined);
    await this.page.getByRole('tab', { name: /^오늘 픽업 완료/ }).click();
    await reloaded;
    await this.page
      .getByRole('region', { name: '지난 주문 목록' })
      .or(this.page.getByText('이 기간에 끝난 주문이 없어요.'))
      .first()
      .waitFor({ timeout: 60_000 })
      .then(
        () => (this.deployRecovered = true),
        () => undefined,
      );
    await this.page.getByRole('tab', { name: /^신규/ }).click();
    await this.onReload();
  }

  /** Presses 접수 → 15분 on an order (the newest waiting one by default); the order's id. */
  private async press(id?: number): Promise<number | undefined> {
    const target = id ?? (await this.newestWaiting());
    // No waiting card: say where the board is (the day found a sign-out this way).
    if (target === undefined) console.log(`    board day: no waiting card to press at ${this.page.url()}`);
    if (target === undefined) return undefined;
    const card = this.page.locator(`article.order-card[data-order-id="${target}"]`);
    if ((await card.count()) === 0) return undefined;
    // What the merchant sees before pressing: on a loaded machine a card drawn after the step's
    // look was pressed here and went to 진행 중, so no look ever counted it as shown.
    await this.look();
    await this.page.evaluate(() =>
      document.querySelectorAll('[data-testid="toast"]').forEach((toast) => toast.remove()),
    );
    await card.getByRole('button', { name: '접수', exact: true }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: '15분' }).click();
    const outcome = await this.outcome(target);
    this.presses[outcome] += 1;
    return outcome === 'refused' ? target : undefined;
  }

  private async newestWaiting(): Promise<number | undefined> {
    const ids = await this.page.$$eval('[aria-label="신규 주문 목록"] article.order-card', (cards) =>
      cards.map((card) => Number((card as HTMLElement).dataset.orderId)),
    );
    return ids.at(-1);
  }

  /** Done: the server has it accepted and the board said so. Refused: a sentence, the server unchanged, 접수 back. */
  private async outcome(id: number): Promise<PressOutcome> {
    const deadline = Date.now() + PRESS_PATIENCE_MS;
    while (Date.now() < deadline) {
      const toasts = await this.page.getByTestId('toast').allTextContents();
      const status = this.nodeMock.orderStatus(BOARD_ACCOUNT, id);
      if (toasts.some((text) => text.includes('주문을 접수했어요.')) && status === 'ACCEPTED') return 'done';
      if (toasts.some((text) => text.includes('접수하지 못')) && status === 'ORDERED') {
        const back = await this.page
          .locator(`article.order-card[data-order-id="${id}"]`)
          .getByRole('button', { name: '접수', exact: true })
          .isEnabled()
          .catch(() => false);
        if (back) return 'refused';
      }
      await this.page.waitForTimeout(100);
    }
    return 'lost';
  }

  /** Notes the cards on the board and the announcements made since the last look. */
  async look(): Promise<void> {
    const { ids, notified } = await this.page.evaluate(() => ({
      ids: [...document.querySelectorAll<HTMLElement>('article.order-card[data-order-id]')].map((card) =>
        Number(card.dataset.orderId),
      ),
      notified: (window as unknown as { benchNotified?: string[] }).benchNotified?.splice(0) ?? [],
    }));
    ids.forEach((id) => this.shown.add(id));
    for (const tag of notified) {
      const id = Number(/pickup-order-(\d+)/.exec(tag)?.[1]);
      if (Number.isFinite(id)) this.announced.push(id);
    }
  }

  counts(): FaultCounts {
    return {
      drops: this.drops.length,
      droppedMinutes: this.drops.reduce((sum, drop) => sum + drop.ms, 0) / 60_000,
      presses: { ...this.presses },
      tokenExpired: this.tokenExpired,
      tokenRefreshed: this.refreshed,
      newVersionOffered: this.newVersionOffered,
      deployRecovered: this.deployRecovered,
    };
  }
}
