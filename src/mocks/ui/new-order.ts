/**
 * "새 주문 넣기": a customer orders from the demo store, so a newcomer can see the order board
 * alert (title count, highlight, sound) without waiting for one.
 */
import { isPaused } from '../services/pickup/model-store';
import { arrivingOrder } from '../services/pickup/seed-orders';
import type { MockRuntime } from '../runtime';

/** Accounts whose pickup store takes orders (their application is approved). */
export function demoOrderAccounts(runtime: Pick<MockRuntime, 'db'>): number[] {
  return Object.values(runtime.db.state.pickup.stores)
    .filter((store) => store.onboarding.onboardingStatus === 'APPROVED')
    .map((store) => store.businessAccountId);
}

/**
 * Why a customer could not order now, or undefined: while 영업 임시 중지 is on the store takes no
 * order, and the demo's customer is refused as a real one would be (issue 40). Outside the opening
 * hours the demo still orders, so the board can be shown at any hour.
 */
export function demoOrderRefusal(
  runtime: Pick<MockRuntime, 'db'>,
  accountId: number,
  now = new Date(),
): string | undefined {
  const store = runtime.db.state.pickup.stores[String(accountId)];
  return store && isPaused(store, now)
    ? '영업 임시 중지 중이라 손님이 주문할 수 없어요. 영업을 재개하면 넣을 수 있어요.'
    : undefined;
}

/** Adds a waiting order to the account's store; its order number, or undefined without a store taking orders. */
export function addDemoOrder(
  runtime: Pick<MockRuntime, 'db'>,
  accountId: number,
  now = new Date(),
): string | undefined {
  const { state } = runtime.db;
  const store = state.pickup.stores[String(accountId)];
  if (!store || store.onboarding.onboardingStatus !== 'APPROVED') return undefined;
  if (demoOrderRefusal(runtime, accountId, now)) return undefined;
  const order = arrivingOrder(store, now, () => ++state.sequence);
  store.orders.push(order);
  runtime.db.persist();
  return order.orderNumber;
}

/** How often a running demo store gets an order by itself once 자동 주문 is on. */
export const AUTO_ORDER_EVERY_MS = 3 * 60_000;

let autoTimer: ReturnType<typeof setInterval> | undefined;
const autoListeners = new Set<() => void>();

/** Whether orders arrive by themselves (for this page's life; the board's poll picks them up). */
export function autoOrdersOn(): boolean {
  return autoTimer !== undefined;
}

export function subscribeAutoOrders(listener: () => void): () => void {
  autoListeners.add(listener);
  return () => autoListeners.delete(listener);
}

/** Starts or stops an order every few minutes for the account. */
export function setAutoOrders(
  runtime: Pick<MockRuntime, 'db'>,
  accountId: number | undefined,
  everyMs = AUTO_ORDER_EVERY_MS,
): void {
  if (autoTimer !== undefined) clearInterval(autoTimer);
  autoTimer = accountId === undefined ? undefined : setInterval(() => void addDemoOrder(runtime, accountId), everyMs);
  autoListeners.forEach((listener) => listener());
}
