import { describe, expect, it } from 'vitest';
import { isConsoleRoute } from './console-route';
import { paths, routePatterns } from './paths';

describe('isConsoleRoute', () => {
  it('knows the screens of the route table, with or without a query', () => {
    expect(isConsoleRoute('/profile/101/coupon')).toBe(true);
    expect(isConsoleRoute('/profile/101/coupon/detail/7?from=notification')).toBe(true);
    expect(isConsoleRoute('/notice#top')).toBe(true);
  });

  it('does not know addresses the table does not have', () => {
    expect(isConsoleRoute('/profile/101/not-a-screen')).toBe(false);
    expect(isConsoleRoute('/profile/101/coupon/detail/7/more')).toBe(false);
    expect(isConsoleRoute('/nowhere')).toBe(false);
  });

  it('reads every pattern of the table, nested groups included', () => {
    const patterns = routePatterns(paths);
    expect(patterns).toContain(paths.notice.detail.pattern);
    expect(patterns).toContain(paths.coupon.list.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
