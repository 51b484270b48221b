/**
 * One shared clock for the board's times (elapsed, time left, ageing colours), ticking every 15 s
 * while something listens. A card draws again when what it shows of the clock changes (a minute
 * passed, a colour turned), never because a poll answered with the same order.
 */
import { useSyncExternalStore } from 'react';

export const CLOCK_MS = 15_000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((each) => each());
    }, CLOCK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
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
