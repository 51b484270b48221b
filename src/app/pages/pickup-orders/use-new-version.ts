/**
 * A board stays open all day, through deploys. Every 5 minutes, and when the tablet is seen again,
 * it asks the server's page whether it now starts from another entry script (a new version); the
 * board then offers a reload at a quiet moment: no dialog open, nothing being typed.
 */
import { useEffect, useState } from 'react';
import { newVersionServed } from '@/lib/chunk-load';

export const VERSION_CHECK_MS = 5 * 60_000;
/** How often a waiting offer looks for a quiet moment. */
const QUIET_CHECK_MS = 2_000;

/** No dialog or drawer open and no field being typed in (an IME's composition included). */
export function isQuietMoment(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName)))
    return false;
  return ![...doc.querySelectorAll<HTMLElement>('[role="dialog"], [aria-modal="true"]')].some((element) =>
    // jsdom has no checkVisibility: there, what is not hidden by an attribute counts as open.
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility()
      : !element.closest('[hidden], [aria-hidden="true"]'),
  );
}

/** Whether the server now has a newer version than this tab runs (checked until it says yes). */
export function useNewVersionServed(check: () => Promise<boolean> = newVersionServed): boolean {
  const [served, setServed] = useState(false);
  useEffect(() => {
    if (served) return undefined;
    let left = false;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      check().then(
        (yes) => void (yes && !left && setServed(true)),
        // Offline: the next check asks again.
        () => undefined,
      );
    };
    const timer = setInterval(ask, VERSION_CHECK_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      left = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [check, served]);
  return served;
}

/** True from the first quiet moment after `wanted` turned true (and then it stays). */
export function useQuietMoment(wanted: boolean, quiet: () => boolean = isQuietMoment): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!wanted || reached) return undefined;
    const look = () => void (quiet() && setReached(true));
    look();
    const timer = setInterval(look, QUIET_CHECK_MS);
    document.addEventListener('focusout', look);
    return () => {
      clearInterval(timer);
      document.removeEventListener('focusout', look);
    };
  }, [quiet, reached, wanted]);
  return reached;
}
