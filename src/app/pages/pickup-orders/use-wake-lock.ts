/**
 * Keeps the screen on while the order board is open (Screen Wake Lock API), so a tablet beside the
 * till does not go dark between orders. The browser drops the lock when the tab is hidden; it is
 * asked again when the board is seen again. Where the browser has no wake lock or refuses it, the
 * board says so (the merchant then lengthens the device's screen timeout).
 */
import { useEffect, useState } from 'react';

export type WakeLockState = 'pending' | 'on' | 'unsupported' | 'refused';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLockOf(target: Navigator): WakeLockLike | undefined {
  return (target as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
}

export function useScreenWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() =>
    typeof navigator !== 'undefined' && wakeLockOf(navigator) ? 'pending' : 'unsupported',
  );
  useEffect(() => {
    const wakeLock = wakeLockOf(navigator);
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | undefined;
    let left = false;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (granted) => {
          if (left) void granted.release();
          else {
            sentinel = granted;
            setState('on');
          }
        },
        () => {
          if (!left) setState('refused');
        },
      );
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', ask);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return state;
}
