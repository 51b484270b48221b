/**
 * How far down the screen the bars that stay at its top reach over the board: the console's header
 * and, below the desk layout, the board's tab bar (or the side-by-side columns' heads). The
 * new-order notice hangs under them, and a card under them is not seen. Measured, not assumed: the
 * tab bar wraps onto a second line on a narrow phone (100 px at 360 px, not 46).
 */
import { useEffect, useState, type RefObject } from 'react';

const HEADER = '.shell-header';
/** The board's own bars; each counts only while it is sticky (below the desk layout, or the columns). */
const BOARD_BARS = '.board-tabs > .ant-tabs-nav, .board-column-head';
/** Until measured: the header's 3.5rem. */
export const HEADER_PX = 56;

const heightOf = (element: Element | null) => element?.getBoundingClientRect().height ?? 0;

/** The header's height plus the tallest of the board's bars that stay in view. */
export function stickyBarsBottom(board: Element, doc: Document = board.ownerDocument): number {
  const bars = [...board.querySelectorAll(BOARD_BARS)].filter((bar) => getComputedStyle(bar).position === 'sticky');
  return Math.round(heightOf(doc.querySelector(HEADER)) + Math.max(0, ...bars.map(heightOf)));
}

/** `stickyBarsBottom`, measured again whenever a bar or the window changes size. `layout` names which bars are drawn. */
export function useStickyBarsBottom(board: RefObject<HTMLElement | null>, layout: string): number {
  const [bottom, setBottom] = useState(HEADER_PX);
  useEffect(() => {
    const root = board.current;
    if (!root) return undefined;
    const measure = () => setBottom(stickyBarsBottom(root));
    measure();
    window.addEventListener('resize', measure);
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    const header = document.querySelector(HEADER);
    if (header) resized?.observe(header);
    root.querySelectorAll(BOARD_BARS).forEach((bar) => resized?.observe(bar));
    return () => {
      window.removeEventListener('resize', measure);
      resized?.disconnect();
    };
  }, [board, layout]);
  return bottom;
}
