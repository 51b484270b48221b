/**
 * Whether an address is a screen of this console: links that come from data (notification
 * targets) may name screens that are not built yet, and must not land on the 404 page.
 */
import { matchPath } from 'react-router';
import { paths, routePatterns } from './paths';

const PATTERNS = routePatterns(paths);

/** `/profile/101/coupon?tab=1` → true; `/profile/101/follower` → false until that route exists. */
export function isConsoleRoute(address: string): boolean {
  const pathname = address.split(/[?#]/, 1)[0] ?? '';
  return PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}
