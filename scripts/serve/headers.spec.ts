/**
 * The web server's answers by plain HTTP (no browser): the headers every page needs, caching that
 * fits each kind of file, compression, the SPA fallback for every route of the route table and a
 * real 404 for a missing file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { paths, routePatterns } from '../../src/config/paths.ts';
import { connectSources, ROOT } from './csp.ts';

/** The built page (read in the test: the server's start may build it first). */
const builtPage = () => readFileSync(join(ROOT, 'dist', 'index.html'), 'utf8');
/** The app's chunk the page preloads (the entry itself is under gzip's 1 KB minimum). */
const appChunk = () => /<link rel="modulepreload" crossorigin href="(\/assets\/app-[^"]+\.js)"/.exec(builtPage())![1]!;

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src '));
  // The demo build is the alpha environment: exactly its service hosts, from the schemas.
  expect(connect).toBe(`connect-src ${connectSources('alpha').join(' ')}`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("worker-src 'self'");
  // A demo build: its in-page mock backend compiles request schemas (production and alpha have no
  // 'unsafe-eval': csp.test.ts, production.spec.ts).
  expect(csp).toContain("script-src 'self' 'unsafe-eval';");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

test('the page: no-cache, every security header, gzip', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toContain('<div id="root"></div>');
  expectSecurityHeaders(response);
});

test('a hashed asset: a year, immutable, gzip', async ({ request }) => {
  const response = await request.get(appChunk(), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/javascript');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
  expectSecurityHeaders(response);
});

test('every route of the route table answers the page (SPA fallback)', async ({ request }) => {
  const sample: Record<string, string> = { baId: '101', type: 'service', version: '2024-01-01', category: 'all' };
  const routes = routePatterns(paths).map((pattern) =>
    pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => sample[name] ?? '7'),
  );
  expect(routes.length).toBeGreaterThan(90);
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['cache-control'], route).toBe('no-cache');
    expect(await response.text(), route).toContain('<div id="root"></div>');
  }
  expectSecurityHeaders(await request.get('/profile/101/pickup/order'));
});

test('a missing file is a real 404, not the page', async ({ request }) => {
  for (const missing of [
    '/assets/index-missing0.js',
    '/assets/app-missing0.css',
    '/favicon-missing.ico',
    '/robots-missing.txt',
  ]) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(await response.text(), missing).not.toContain('<div id="root"></div>');
    // Not remembered: the file may exist after the next deploy.
    expect(response.headers()['cache-control'], missing).toBeUndefined();
    expectSecurityHeaders(response);
  }
  // The files public/ and the build put beside the page are served as themselves.
  for (const file of ['/favicon.svg', '/sitemap.xml', '/demo-worker.js', '/mockServiceWorker.js']) {
    expect((await request.get(file)).status(), file).toBe(200);
  }
  for (const worker of ['/demo-worker.js', '/mockServiceWorker.js'])
    expect((await request.get(worker)).headers()['cache-control'], worker).toBe('no-cache');
});

test('the page’s own files hold no error-reporting SDK: it is a lazy file, asked for only with a DSN', () => {
  const assets = join(ROOT, 'dist', 'assets');
  const preloaded = [...builtPage().matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(preloaded.length).toBeGreaterThan(2);
  for (const file of preloaded) expect(readFileSync(join(assets, file), 'utf8'), file).not.toContain('sentry_key');
  const sdk = readdirSync(assets).filter((file) => readFileSync(join(assets, file), 'utf8').includes('sentry_key'));
  expect(sdk).toEqual([expect.stringMatching(/^error-reporting-sentry-[\w-]+\.js$/)]);
});
