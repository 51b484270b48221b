/**
 * A table wider than the screen scrolls inside its own box (global.css). A keyboard user can scroll
 * such a box only if it can take the focus: when it holds nothing focusable itself (a settlement
 * table of figures), it becomes a tab stop with a name, and stops being one when it fits again
 * (WCAG 2.1.1; axe's `scrollable-region-focusable`). Followed as the page changes and the window
 * turns, at most once a frame.
 */
import { useEffect } from 'react';

const BOXES = '.ant-table-content, .ant-table-body';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const MARK = 'data-scroll-stop';

export function useKeyboardScrollRegions(): void {
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        document.querySelectorAll<HTMLElement>(BOXES).forEach(update);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}

function update(box: HTMLElement): void {
  const overflows = box.scrollWidth > box.clientWidth + 1;
  const ours = box.hasAttribute(MARK);
  const needsStop = overflows && box.querySelector(FOCUSABLE) === null;
  if (needsStop && !ours) {
    const name = box.querySelector('table')?.getAttribute('aria-label');
    box.setAttribute(MARK, '');
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', name ? `${name}, 옆으로 넘겨 보기` : '표, 옆으로 넘겨 보기');
  } else if (!needsStop && ours) {
    box.removeAttribute(MARK);
    box.removeAttribute('tabindex');
    box.removeAttribute('role');
    box.removeAttribute('aria-label');
  }
}
