import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shouldRedirectToLogin } from '../../src/app/session/redirect-rules';
import { paths, routePatterns } from '../../src/config/paths';
import { siteOrigin, sitemapEntries, sitemapXml } from './sitemap';

describe('sitemap', () => {
  const entries = sitemapEntries();

  it('lists only pages of the console that a signed-out visitor may open', () => {
    const patterns = routePatterns(paths);
    for (const entry of entries) {
      expect(
        patterns.some((pattern) => matchPath(pattern, entry.path)),
        entry.path,
      ).toBe(true);
      expect(shouldRedirectToLogin(entry.path), entry.path).toBe(false);
    }
  });

  it('has the login page, the success stories and every dated version of every terms page', () => {
    const listed = entries.map((entry) => entry.path);
    expect(listed).toContain('/login');
    expect(listed).toContain('/success-story/cafe');
    expect(listed).toContain('/terms/unified');
    expect(listed).toContain('/terms/unified/2024-03-01');
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('names the environment host in absolute addresses, escaped, with the last change date', () => {
    expect(siteOrigin('production')).toBe('https://business.dongnemarket.com');
    expect(siteOrigin('alpha')).toBe('https://business.alpha.dongnemarket.com');
    const xml = sitemapXml('https://example.kr', [{ path: '/a?b=1&c=2', lastModified: '2026-01-02' }, { path: '/d' }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://example.kr/a?b=1&amp;c=2</loc><lastmod>2026-01-02</lastmod></url>',
        '  <url><loc>https://example.kr/d</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(sitemapXml(siteOrigin('alpha')).match(/<url>/g)).toHaveLength(entries.length);
  });
});
