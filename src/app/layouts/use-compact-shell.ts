/**
 * Whether the shell is narrower than antd's `lg` breakpoint (992 px): a tablet in portrait or a
 * phone. Read from the media query at once (antd's useBreakpoint answers only after a first
 * render, which would flash the phone layout on a desk), and followed as the window turns.
 */
import { useSyncExternalStore } from 'react';

export const COMPACT_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(COMPACT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isCompact = () => typeof window.matchMedia === 'function' && window.matchMedia(COMPACT_QUERY).matches;

export function useCompactShell(): boolean {
  return useSyncExternalStore(subscribe, isCompact, () => false);
}
