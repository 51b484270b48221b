/**
 * Whether a CSS media query matches, read at once (antd's useBreakpoint answers only after a first
 * render, which would flash the other layout) and followed as the window is resized or turned.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Below antd's `md` (768 px): a phone, where a table makes no sense and lists become cards. */
export const PHONE_QUERY = '(max-width: 767.98px)';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

/** A phone (below `md`): lists show cards instead of tables. */
export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_QUERY);
