/**
 * `npm run bench:bundle [path]`: what the JS of one route is made of. Builds the app (production
 * mode, no mock code in the page) with a plugin that records every chunk's modules, opens the route
 * in headless Chromium against the Node-side mock, and prints the gzip bytes of the chunks it
 * loaded, split by npm package or source folder (each chunk's gzip size shared out by its modules'
 * rendered length). The tool to reach for when `npm run bench` says a route grew.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, type Plugin } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { routeToMock, startNodeMock } from './node-mock';
import { serveStatic } from './static-server';

const ROOT = join(import.meta.dirname, '..', '..');
const PORT = 4329;
const ROUTE = process.argv[2] ?? '/profile/101/coupon';
const READY = '.ant-table-row, form input, main';
const TOP = 40;

type ChunkModules = Map<string, Record<string, number>>;

/** Records, per output file, each module's rendered length. */
function recordModules(into: ChunkModules): Plugin {
  return {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        into.set(file, Object.fromEntries(Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength])));
      }
    },
  };
}

/** `node_modules/@scope/name/...` → `@scope/name`; `src/engine/list/x.ts` → `src/engine/list`. */
function ownerOf(moduleId: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  if (inPackage) return inPackage[1]!;
  return moduleId.replace(`${ROOT}/`, '').replace(/^\0/, '').split('/').slice(0, 3).join('/');
}

/** The three packages or folders that make up most of a file. */
function largestOwners(parts: Record<string, number>): string {
  const byOwner = new Map<string, number>();
  for (const [id, length] of Object.entries(parts)) byOwner.set(ownerOf(id), (byOwner.get(ownerOf(id)) ?? 0) + length);
  return [...byOwner]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([owner]) => owner)
    .join(', ');
}

async function loadedScripts(outDir: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const mock = await startNodeMock(ROOT);
  const server = await serveStatic(outDir, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    const context = await browser.newContext({ locale: 'ko-KR' });
    await routeToMock(context, mock.handlers, origin);
    const page = await context.newPage();
    const files: string[] = [];
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) files.push(url.pathname.slice(1));
    });
    await page.goto(`${origin}${ROUTE}`);
    await page.waitForSelector(READY, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return files;
  } finally {
    server.close();
    await browser.close();
    await mock.close();
  }
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-report-'));
  const modules: ChunkModules = new Map();
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      plugins: [recordModules(modules)],
      build: { outDir, emptyOutDir: true },
    });
    const files = await loadedScripts(outDir);
    const byOwner = new Map<string, number>();
    const byFile: { file: string; 'KB gzip': string; 'mostly of': string }[] = [];
    let total = 0;
    for (const file of files) {
      const gzip = gzipSync(readFileSync(join(outDir, file))).length;
      total += gzip;
      const parts = modules.get(file) ?? {};
      byFile.push({ file, 'KB gzip': (gzip / 1024).toFixed(1), 'mostly of': largestOwners(parts) });
      const rendered = Object.values(parts).reduce((sum, length) => sum + length, 0) || 1;
      for (const [id, length] of Object.entries(parts)) {
        byOwner.set(ownerOf(id), (byOwner.get(ownerOf(id)) ?? 0) + (length / rendered) * gzip);
      }
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`${ROUTE}: ${files.length} scripts, ${kb(total)} KB gzip JS`);
    if (process.env.FILES) console.table(byFile);
    console.table(
      [...byOwner]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([owner, bytes]) => ({ 'package or folder': owner, 'KB gzip': kb(bytes) })),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
