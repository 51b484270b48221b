/**
 * Keeps Tab inside a dialog: from its last focusable element Tab goes to the first, and Shift+Tab
 * from the first to the last (antd only stops focus from reaching the page behind; it still lets
 * it leave for the browser's toolbar).
 */
import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[aria-hidden="true"]') && element.getClientRects().length > 0,
  );
}

export function wrapFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const elements = focusableIn(event.currentTarget);
  const first = elements[0];
  const last = elements.at(-1);
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}
