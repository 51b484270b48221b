/**
 * A test on a phone: `matchMedia` answers the phone query (below antd `md`) as matching, from each
 * test's start to its end, so screens draw their phone layout (cards, a one-month calendar).
 */
import { afterEach, beforeEach } from 'vitest';
import { PHONE_QUERY } from '@/components/layout/use-media-query';

export function onPhoneScreen(): void {
  const deskMatchMedia = window.matchMedia;
  beforeEach(() =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ ...deskMatchMedia(query), matches: query === PHONE_QUERY }),
    }),
  );
  afterEach(() => Object.defineProperty(window, 'matchMedia', { configurable: true, value: deskMatchMedia }));
}
