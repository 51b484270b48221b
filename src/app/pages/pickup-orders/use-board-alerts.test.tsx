/**
 * The board's alerts as a merchant meets them: each new order announced once (a chime once 소리 켜기
 * was pressed, a vibration, one desktop notification per batch), also after a reload, a reconnect
 * that brings several orders, or a switch of account; the tab title counting what nobody has
 * acknowledged. Expectations are counted by hand from the orders each step lists.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFromNothing } from '@/api/data/session-reset';
import { STORED_VALUES } from '@/api/stored-values';
import { ORDERS_ANNOUNCED_EVENT, type OrdersAnnouncedDetail } from './announce-orders';
import type { PickupOrder } from './order-rules';
import { useBoardAlerts } from './use-board-alerts';

/** An AudioContext that counts the tones it is asked to play. */
class FakeAudioContext {
  static tones = 0;
  static running = 0;
  readonly currentTime = 0;
  constructor() {
    FakeAudioContext.running += 1;
  }
  close() {
    FakeAudioContext.running -= 1;
    return Promise.resolve();
  }
  readonly destination = {};
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    FakeAudioContext.tones += 1;
    return { frequency: { value: 0 }, connect: (node: unknown) => node, start: () => undefined, stop: () => undefined };
  }
  createGain() {
    const node = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (next: unknown) => next,
    };
    return node;
  }
}

/** A Notification the browser has allowed, keeping what was sent. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static sent: { title: string; body: string | undefined }[] = [];
  static requestPermission = () => Promise.resolve(FakeNotification.permission);
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.sent.push({ title, body: options?.body });
  }
}

const order = (id: number, status: PickupOrder['status'] = 'ORDERED') =>
  ({ id, status, title: `아메리카노 외 ${id}건`, finalPrice: 12_000 }) as PickupOrder;

const BA_ID = 'alerts-test';

/** Two tones make one chime. */
const chimes = () => FakeAudioContext.tones / 2;

describe('order board alerts', () => {
  let announced: number[][];
  const listen = (event: Event) => announced.push([...(event as CustomEvent<OrdersAnnouncedDetail>).detail.ids]);
  const vibrate = vi.fn(() => true);

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('Notification', FakeNotification);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    vibrate.mockClear();
    FakeAudioContext.tones = 0;
    FakeAudioContext.running = 0;
    FakeNotification.sent = [];
    announced = [];
    window.addEventListener(ORDERS_ANNOUNCED_EVENT, listen);
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(STORED_VALUES.businessUser.key, '9001');
  });
  afterEach(() => {
    window.removeEventListener(ORDERS_ANNOUNCED_EVENT, listen);
    Reflect.deleteProperty(navigator, 'vibrate');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    startFromNothing(undefined);
    localStorage.clear();
    sessionStorage.clear();
  });

  it('chimes once for a new order, not again while it waits, and only after 소리 켜기', () => {
    let orders = [order(1), order(2, 'ACCEPTED')];
    const { result, rerender } = renderHook(() => useBoardAlerts(BA_ID, orders));
    // Order 1 was waiting when the board opened: announced, but silently (no press yet).
    expect(announced).toEqual([[1]]);
    expect(document.title).toBe('(1) 신규 주문 · 동네마켓 비즈니스');
    act(() => result.current.enableSound());
    expect(result.current.soundOn).toBe(true);
    expect(chimes()).toBe(0);

    orders = [order(1), order(2, 'ACCEPTED'), order(3)];
    rerender();
    expect(chimes()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    orders = [...orders];
    rerender();
    expect(chimes()).toBe(1);
    expect(announced).toEqual([[1], [3]]);

    act(() => result.current.acknowledgeAll());
    expect(result.current.pending.size).toBe(0);
    expect(document.title).toBe('동네마켓 비즈니스');
  });

  it('a reload announces the order that came meanwhile, once, and none of those announced before', () => {
    const first = renderHook(() => useBoardAlerts(BA_ID, [order(1), order(2)]));
    expect(announced).toEqual([[1, 2]]);
    first.unmount();

    // The board again after a reload: 3 arrived while it loaded.
    const orders = [order(1), order(2), order(3)];
    const second = renderHook(() => useBoardAlerts(BA_ID, orders));
    second.rerender();
    expect(announced).toEqual([[1, 2], [3]]);
    expect(FakeNotification.sent).toEqual([
      { title: '새 픽업 주문 2건이 들어왔어요', body: '아메리카노 외 1건, 아메리카노 외 2건' },
      { title: '새 픽업 주문이 들어왔어요', body: '아메리카노 외 3건 · 12,000원' },
    ]);
  });

  it('a reconnect that brings three orders at once: one chime, one vibration, one desktop notification', () => {
    let orders = [order(1)];
    const { result, rerender } = renderHook(() => useBoardAlerts(BA_ID, orders));
    act(() => result.current.enableSound());
    FakeNotification.sent = [];
    vibrate.mockClear();

    orders = [order(1), order(4), order(5), order(6)];
    rerender();
    expect(announced).toEqual([[1], [4, 5, 6]]);
    expect(chimes()).toBe(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(FakeNotification.sent).toEqual([
      { title: '새 픽업 주문 3건이 들어왔어요', body: '아메리카노 외 4건, 아메리카노 외 5건, 아메리카노 외 6건' },
    ]);
  });

  it('소리 끄기 silences the board: no chime and no vibration, the notice still counts', () => {
    let orders = [order(1)];
    const { result, rerender } = renderHook(() => useBoardAlerts(BA_ID, orders));
    act(() => result.current.enableSound());
    act(() => result.current.disableSound());
    vibrate.mockClear();
    orders = [order(1), order(8)];
    rerender();
    expect(announced).toEqual([[1], [8]]);
    expect(chimes()).toBe(0);
    expect(vibrate).not.toHaveBeenCalled();
    expect([...result.current.pending]).toEqual([1, 8]);
  });

  it('sign-out forgets what was announced: the next person hears of the waiting orders', () => {
    const first = renderHook(() => useBoardAlerts(BA_ID, [order(1)]));
    first.unmount();
    startFromNothing(undefined);
    localStorage.setItem(STORED_VALUES.businessUser.key, '9002');
    renderHook(() => useBoardAlerts(BA_ID, [order(1)]));
    expect(announced).toEqual([[1], [1]]);
  });

  it('sends no desktop notification without the permission', () => {
    FakeNotification.permission = 'denied';
    try {
      let orders = [order(1)];
      const { result, rerender } = renderHook(() => useBoardAlerts(BA_ID, orders));
      orders = [order(1), order(4)];
      rerender();
      expect(FakeNotification.sent).toEqual([]);
      expect(announced).toEqual([[1], [4]]);
      expect(result.current.permission).toBe('denied');
      expect(result.current.pending.size).toBe(2);
    } finally {
      FakeNotification.permission = 'granted';
    }
  });

  it('is the account’s own: a switch neither re-announces nor overwrites the other account’s acknowledgements', () => {
    let baId = 'alerts-a';
    let orders = [order(1), order(2)];
    const { result, rerender } = renderHook(() => useBoardAlerts(baId, orders));
    act(() => result.current.acknowledgeAll());
    expect(result.current.pending.size).toBe(0);

    // Account B's board: its own waiting order is unacknowledged and announced, A's acknowledgements stay A's.
    baId = 'alerts-b';
    orders = [order(7)];
    rerender();
    expect([...result.current.pending]).toEqual([7]);
    expect(JSON.parse(sessionStorage.getItem('dongne.order-board.ack.alerts-a') ?? '[]')).toEqual([1, 2]);

    // Back to A: nothing it acknowledged is pending, nothing it announced is announced again.
    baId = 'alerts-a';
    orders = [order(1), order(2)];
    rerender();
    expect(result.current.pending.size).toBe(0);
    expect(announced).toEqual([[1, 2], [7]]);
    expect(JSON.parse(sessionStorage.getItem('dongne.order-board.ack.alerts-a') ?? '[]')).toEqual([1, 2]);
  });

  it('closes its sound when the board closes', () => {
    const { result, unmount } = renderHook(() => useBoardAlerts(BA_ID, [order(1)]));
    act(() => result.current.enableSound());
    expect(FakeAudioContext.running).toBe(1);
    unmount();
    expect(FakeAudioContext.running).toBe(0);
  });
});
