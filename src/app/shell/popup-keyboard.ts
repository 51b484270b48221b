/**
 * Keyboard moves inside a header popup (WAI-ARIA menu-button and tabs patterns):
 * ↑/↓ (and Home/End) go through the popup's links and buttons, ←/→ (and Home/End) through a tab
 * list, choosing the tab they reach. Tab and Shift+Tab keep their usual order.
 */
import type { KeyboardEvent } from 'react';

const ITEMS = 'a[href], button:not([disabled]):not([role="tab"])';
const TABS = '[role="tab"]:not([disabled])';

/** Index of the element to focus after `key`, or undefined when the key does not move focus. */
export function nextIndex(
  key: string,
  current: number,
  count: number,
  axis: 'vertical' | 'horizontal',
): number | undefined {
  if (count === 0) return undefined;
  const [back, forward] = axis === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === forward) return current < 0 ? 0 : (current + 1) % count;
  if (key === back) return current < 0 ? count - 1 : (current - 1 + count) % count;
  return undefined;
}

/** onKeyDown for a popup panel: moves focus and, in a tab list, clicks the tab it lands on. */
export function handlePopupKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  const tabList = target.closest('[role="tablist"]');
  const scope = tabList ?? event.currentTarget;
  const candidates = [...scope.querySelectorAll<HTMLElement>(tabList ? TABS : ITEMS)];
  const index = nextIndex(
    event.key,
    candidates.indexOf(target),
    candidates.length,
    tabList ? 'horizontal' : 'vertical',
  );
  if (index === undefined) return;
  event.preventDefault();
  const next = candidates[index]!;
  next.focus();
  if (tabList) next.click();
}
