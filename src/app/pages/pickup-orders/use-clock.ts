/**
 * One shared clock for the board's times (elapsed, time left, ageing colours), ticking every 15 s
 * while something listens. A card draws again when what it shows of the clock changes (a minute
 * passed, a colour turned), never because a poll answered with the same order. It reads the
 * server's clock (a tablet's own is often minutes off), and ticks at once when the board is seen
 * again: a tablet that slept held its timers, and its times must not be the ones before it slept.
 */
import { useSyncExternalStore } from 'react';
import { serverNow } from '@/api/server-clock';

export const CLOCK_MS = 15_000;

const listeners = new Set<() => void>();
let now = serverNow();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = serverNow();
  listeners.forEach((each) => each());
}

function onVisible() {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = serverNow();
    timer = setInterval(tick, CLOCK_MS);
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
      document.removeEventListener('visibilitychange', onVisible);
    }
  };
}

/**
 * What `read` makes of the clock (a text, a colour name): the component draws again only when
 * that changes. With 50 cards open, a tick then draws the few whose minute moved, not all 50.
 */
export function useClockReading<T extends string | number | boolean>(read: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => read(now));
}
