/**
 * Whether the shell is narrower than antd's `lg` breakpoint (992 px): a tablet in portrait or a
 * phone. Read from the media query at once, and followed as the window turns.
 */
import { useMediaQuery } from '@/components/layout/use-media-query';

export const COMPACT_QUERY = '(max-width: 991.98px)';

export function useCompactShell(): boolean {
  return useMediaQuery(COMPACT_QUERY);
}
