/**
 * One shared clock for the board's times (elapsed, time left, ageing colours), ticking every 15 s
 * while something listens. A card draws again when the clock moves, never because a poll answered
 * with the same order.
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

/** Milliseconds since the epoch, moved every 15 s. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, () => now);
}
