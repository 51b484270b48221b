/**
 * Announcing new orders (issue 41): the one place a new order rings, vibrates and goes out as a
 * desktop notification, once per batch of orders that `takeAnnouncements` found new. Every
 * announcement is also told to the page as `ORDERS_ANNOUNCED_EVENT` (the ids), which a bench
 * counts: shown, announced, announced twice.
 */
import { formatWon } from '@/lib/format';
import { boardCopy } from './copy';
import type { PickupOrder } from './order-rules';

export const ORDERS_ANNOUNCED_EVENT = 'dongne:pickup-orders-announced';

export interface OrdersAnnouncedDetail {
  readonly ids: readonly number[];
}

export interface AnnounceOutlets {
  /** The board's sound, once the merchant has turned it on (browsers block sound before a press). */
  readonly audio: AudioContext | undefined;
  /** False once the merchant pressed 소리 끄기: a quiet board does not buzz either. */
  readonly vibrate: boolean;
}

/** Two short buzzes: felt in an apron pocket, on a phone set to silent. */
const VIBRATION_MS = [200, 100, 200];

export function announceOrders(orders: readonly PickupOrder[], outlets: AnnounceOutlets): void {
  if (orders.length === 0) return;
  if (outlets.audio) chime(outlets.audio);
  if (outlets.vibrate) vibrate();
  notifyDesktop(orders);
  const detail: OrdersAnnouncedDetail = { ids: orders.map((order) => order.id) };
  globalThis.dispatchEvent?.(new CustomEvent(ORDERS_ANNOUNCED_EVENT, { detail }));
}

function vibrate(): void {
  // Browsers refuse (and complain in the console) before the person has touched the page.
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  try {
    navigator.vibrate(VIBRATION_MS);
  } catch {
    // Not allowed here: the screen and the sound still tell.
  }
}

/** One notification for the batch: a reconnect that brings five orders is one, not five. */
function notifyDesktop(orders: readonly PickupOrder[]): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const [first] = orders;
  if (!first) return;
  const copy = boardCopy.alert;
  const single = orders.length === 1;
  try {
    new Notification(single ? copy.desktopTitle : copy.desktopTitleMany(orders.length), {
      body: single
        ? copy.desktopBody(first.title, formatWon(first.finalPrice))
        : orders.map((order) => order.title).join(', '),
      tag: `pickup-order-${first.id}`,
    });
  } catch {
    // Some browsers only notify from a service worker: the title, the notice and the sound still tell.
  }
}

/** A short two-tone chime. */
function chime(context: AudioContext): void {
  const start = context.currentTime;
  [880, 660].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + index * 0.25);
    gain.gain.exponentialRampToValueAtTime(0.3, start + index * 0.25 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + index * 0.25 + 0.22);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + index * 0.25);
    oscillator.stop(start + index * 0.25 + 0.25);
  });
}
