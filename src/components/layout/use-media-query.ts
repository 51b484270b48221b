/**
 * Whether a CSS media query matches, read at once (antd's useBreakpoint answers only after a first
 * render, which would flash the other layout) and followed as the window is resized or turned.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Below antd's `md` (768 px): a phone, where a table makes no sense and lists become cards. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * One MediaQueryList per query, kept: its `matches` is live, and `matchMedia` parses the query
 * again on every call (the order board read it on every draw, a few ms per new order at 4× CPU).
 */
const lists = new Map<string, MediaQueryList>();
/** The `matchMedia` the lists came from (a test may put another in its place). */
let listsFrom: typeof window.matchMedia | undefined;

function listOf(query: string): MediaQueryList | undefined {
  if (typeof window.matchMedia !== 'function') return undefined;
  if (listsFrom !== window.matchMedia) {
    lists.clear();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to compare, never called
    listsFrom = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

const matches = (query: string) => listOf(query)?.matches ?? false;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      if (!list) return () => undefined;
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

/** A finger, not a mouse (a phone, a counter tablet): no hover, no arrow keys to speak of. */
export const TOUCH_QUERY = '(pointer: coarse)';
