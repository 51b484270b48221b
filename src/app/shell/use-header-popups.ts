/**
 * Which header popup is open (spec 000 §4 "Header popups"): at most one of notification, notice,
 * profile, guide. Opening one closes the others; a click outside the open popup and its button,
 * Escape, or a route change closes it. Escape gives focus back to the button that opened it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export type HeaderPopup = 'notification' | 'notice' | 'profile' | 'guide';

export interface HeaderPopups {
  readonly open: HeaderPopup | null;
  readonly toggle: (popup: HeaderPopup) => void;
  readonly close: () => void;
  /** Ref for the element wrapping a popup's button and panel (clicks inside do not close it). */
  readonly anchor: (popup: HeaderPopup) => (element: HTMLElement | null) => void;
}

export function useHeaderPopups(): HeaderPopups {
  const [open, setOpen] = useState<HeaderPopup | null>(null);
  const anchors = useRef(new Map<HeaderPopup, HTMLElement>());
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(null);
  }

  const close = useCallback(() => setOpen(null), []);
  const toggle = useCallback((popup: HeaderPopup) => setOpen((current) => (current === popup ? null : popup)), []);
  const anchor = useCallback(
    (popup: HeaderPopup) => (element: HTMLElement | null) => {
      if (element) anchors.current.set(popup, element);
      else anchors.current.delete(popup);
    },
    [],
  );

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      const inside = anchors.current.get(open);
      if (inside && event.target instanceof Node && inside.contains(event.target)) return;
      setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      anchors.current.get(open)?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return { open, toggle, close, anchor };
}
