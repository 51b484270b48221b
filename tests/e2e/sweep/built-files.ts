/**
 * The sweep's check of a file the build writes rather than a page (`/sitemap.xml`): it is served as
 * XML, every address in it is on the environment's host and names a route of the console, and a page
 * of each route opens to a visitor who is not signed in (the sitemap lists only public pages).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { matchPath } from 'react-router';
import { siteOrigin } from '../../../scripts/build/sitemap';
import { expectOwnPage } from './checks';
import { ROUTE_CASES } from './cases';

/** The demo build runs on the alpha backend (.env.demo), so its sitemap names the alpha host. */
const DEMO_ORIGIN = siteOrigin('alpha');

/** Each page is opened signed out, as a search engine's visitor arrives. */
export async function expectSitemapServed(request: APIRequestContext, page: Page, address: string) {
  const response = await request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locations.length).toBeGreaterThan(0);

  await page.goto('/login');
  await page.waitForFunction(() => window.__dongneMocks !== undefined);
  await page.evaluate(() => {
    window.__dongneMocks!.db.state.auth.session.signedIn = false;
    window.__dongneMocks!.db.persist();
  });
  // Signed out, a page behind sign-in would land on /login instead of its own address. One page of
  // each route is opened (23 page loads took 37 s); scripts/build/sitemap.test.ts checks every entry.
  const opened = new Set<string>();
  for (const location of locations) {
    expect(location.startsWith(`${DEMO_ORIGIN}/`), location).toBe(true);
    const path = location.slice(DEMO_ORIGIN.length);
    const pattern = Object.keys(ROUTE_CASES).find((candidate) => matchPath(candidate, path));
    expect(pattern, `${path}: a route of the console`).toBeDefined();
    if (opened.has(pattern!)) continue;
    opened.add(pattern!);
    await page.goto(path);
    await expectOwnPage(page, ROUTE_CASES[pattern!]!, path);
  }
  return { pages: locations.length, opened: opened.size };
}
