/**
 * The JS a route loads in the production build (no mock code in the page), with each chunk's
 * modules: shared by `bench:bundle` (what a route is made of) and `bench:budget` (each measured
 * route within its byte budget, nothing of the demo or the drift report in production).
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, type Plugin } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { routeToMock, startNodeMock } from './node-mock';
import { serveStatic } from './static-server';

export const ROOT = join(import.meta.dirname, '..', '..');

/** Per output file, each module's rendered length. */
export type ChunkModules = Map<string, Record<string, number>>;

export interface RouteVisit {
  readonly path: string;
  /** What shows the route is usable: its first table row, form input, or main. */
  readonly ready: string;
}

export interface RouteScripts {
  readonly path: string;
  /** The JS files the route loaded until it was usable and the network was quiet. */
  readonly files: readonly string[];
  readonly gzipBytes: number;
  /** Its stylesheets' gzip bytes (antd's come as one since issue 30). */
  readonly cssGzipBytes: number;
}

/** Builds the production app into `outDir`, recording every chunk's modules. */
export async function buildRecordingModules(outDir: string): Promise<ChunkModules> {
  // What merchants get: the production hosts (the alpha build adds the drift report, loaded after idle).
  process.env.VITE_ENVIRONMENT = 'production';
  const modules: ChunkModules = new Map();
  const record: Plugin = {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        modules.set(file, Object.fromEntries(Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength])));
      }
    },
  };
  await build({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [record],
    build: { outDir, emptyOutDir: true },
  });
  return modules;
}

export function gzipSize(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file))).length;
}

/** Opens each route in a fresh context of headless Chromium against the Node-side mock. */
export async function loadedScripts(outDir: string, visits: readonly RouteVisit[]): Promise<RouteScripts[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const mock = await startNodeMock(ROOT, 'production');
  // Any free port: CI and a developer's bench may run side by side.
  const server = await serveStatic(outDir, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const results: RouteScripts[] = [];
  try {
    for (const visit of visits) {
      const context = await browser.newContext({ locale: 'ko-KR' });
      await routeToMock(context, mock.handlers, origin);
      const page = await context.newPage();
      const files: string[] = [];
      const stylesheets: string[] = [];
      page.on('pageerror', (error) => console.error(`${visit.path}: page error: ${error.message}`));
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== origin) return;
        if (url.pathname.endsWith('.js')) files.push(url.pathname.slice(1));
        if (url.pathname.endsWith('.css')) stylesheets.push(url.pathname.slice(1));
      });
      await page.goto(`${origin}${visit.path}`);
      await page.waitForSelector(visit.ready, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await context.close();
      const unique = [...new Set(files)];
      results.push({
        path: visit.path,
        files: unique,
        gzipBytes: unique.reduce((sum, file) => sum + gzipSize(outDir, file), 0),
        cssGzipBytes: [...new Set(stylesheets)].reduce((sum, file) => sum + gzipSize(outDir, file), 0),
      });
    }
    return results;
  } finally {
    server.close();
    await browser.close();
    await mock.close();
  }
}

/** `node_modules/@scope/name/...` → `@scope/name`; `src/engine/list/x.ts` → `src/engine/list`. */
export function ownerOf(moduleId: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  if (inPackage) return inPackage[1]!;
  return moduleId.replace(`${ROOT}/`, '').replace(/^\0/, '').split('/').slice(0, 3).join('/');
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
