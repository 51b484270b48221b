import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mount (at most `timeoutMs` later): for what a page
 * can show once its own content and data are under way, such as the demo tools.
 */
export function useAfterIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [timeoutMs]);
  return idle;
}
