/**
 * The board's alerts as a merchant meets them: no sound until 소리 켜기, then a chime that repeats
 * until the new orders are acknowledged; a desktop notification for each order that arrives while
 * the browser allows it; the tab title counting what nobody has acknowledged.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('order board alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('Notification', FakeNotification);
    FakeAudioContext.tones = 0;
    FakeAudioContext.running = 0;
    FakeNotification.sent = [];
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('rings only after 소리 켜기, again every few seconds, and stops once acknowledged', () => {
    const { result } = renderHook(() => useBoardAlerts(BA_ID, [order(1), order(2, 'ACCEPTED')]));
    expect(document.title).toBe('(1) 신규 주문 · 동네마켓 비즈니스');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(FakeAudioContext.tones).toBe(0);

    act(() => result.current.enableSound());
    expect(result.current.soundOn).toBe(true);
    const first = FakeAudioContext.tones;
    expect(first).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(FakeAudioContext.tones).toBe(first * 3);

    act(() => result.current.acknowledgeAll());
    expect(result.current.pending.size).toBe(0);
    expect(document.title).toBe('동네마켓 비즈니스');
    const afterAck = FakeAudioContext.tones;
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(FakeAudioContext.tones).toBe(afterAck);
  });

  it('a new order rings again after an acknowledgement, and is sent as a desktop notification', () => {
    let orders = [order(1)];
    const { result, rerender } = renderHook(() => useBoardAlerts(BA_ID, orders));
    act(() => result.current.enableSound());
    act(() => result.current.acknowledgeAll());
    // The orders already on the board when it opened are not notified as "arrived".
    expect(FakeNotification.sent).toEqual([]);
    const quiet = FakeAudioContext.tones;

    orders = [order(1), order(3)];
    rerender();
    expect(FakeNotification.sent).toEqual([
      { title: '새 픽업 주문이 들어왔어요', body: '아메리카노 외 3건 · 12,000원' },
    ]);
    expect([...result.current.pending]).toEqual([3]);
    expect(document.title).toBe('(1) 신규 주문 · 동네마켓 비즈니스');
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(FakeAudioContext.tones).toBeGreaterThan(quiet);
  });

  it('sends no desktop notification without the permission', () => {
    FakeNotification.permission = 'denied';
    try {
      let orders = [order(1)];
      const { result, rerender } = renderHook(() => useBoardAlerts(BA_ID, orders));
      orders = [order(1), order(4)];
      rerender();
      expect(FakeNotification.sent).toEqual([]);
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

    // Account B's board: its own waiting order is unacknowledged, A's acknowledgements stay A's.
    baId = 'alerts-b';
    orders = [order(7)];
    rerender();
    expect([...result.current.pending]).toEqual([7]);
    expect(JSON.parse(sessionStorage.getItem('dongne.order-board.ack.alerts-a') ?? '[]')).toEqual([1, 2]);

    // Back to A: nothing it acknowledged is pending or announced as arrived.
    baId = 'alerts-a';
    orders = [order(1), order(2)];
    rerender();
    expect(result.current.pending.size).toBe(0);
    expect(FakeNotification.sent).toEqual([]);
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
