import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first draw, then true in a transition: for a part of the screen that may
 * come just after what the page is for. React draws a transition when nothing more urgent waits and
 * sets it aside for an urgent update (a query's answer), so on a first visit the page's own rows are
 * drawn before it (issue 30: the shell's header buttons and side navigation, ≈0.2 s at 4× CPU).
 */
export function useDrawnAfterFirstCommit(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}
