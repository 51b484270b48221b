/**
 * `npm run bench:bundle [path]`: what the JS of one route is made of. Builds the app (production
 * mode, no mock code in the page) with a plugin that records every chunk's modules, opens the route
 * in headless Chromium against the Node-side mock, and prints the gzip bytes of the chunks it
 * loaded, split by npm package or source folder (each chunk's gzip size shared out by its modules'
 * rendered length; `MODULES=1` lists every module instead). The tool to reach for when `npm run bench` or `bench:budget` says a route grew.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRecordingModules, gzipSize, kb, loadedScripts, ownerOf } from './route-bundle';

const ROUTE = process.argv[2] ?? '/profile/101/coupon';
const READY = '.ant-table-row, form input, main';
const TOP = 40;

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

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-report-'));
  try {
    const modules = await buildRecordingModules(outDir);
    const [route] = await loadedScripts(outDir, [{ path: ROUTE, ready: READY }]);
    const byOwner = new Map<string, number>();
    const ownerOfPart = process.env.MODULES
      ? (id: string) => id.replace(/^.*node_modules\//, '').replace(/^\0/, '')
      : ownerOf;
    const byFile: { file: string; 'KB gzip': string; 'mostly of': string }[] = [];
    for (const file of route!.files) {
      const gzip = gzipSize(outDir, file);
      const parts = modules.get(file) ?? {};
      byFile.push({ file, 'KB gzip': kb(gzip), 'mostly of': largestOwners(parts) });
      const rendered = Object.values(parts).reduce((sum, length) => sum + length, 0) || 1;
      for (const [id, length] of Object.entries(parts)) {
        byOwner.set(ownerOfPart(id), (byOwner.get(ownerOfPart(id)) ?? 0) + (length / rendered) * gzip);
      }
    }
    console.log(`${ROUTE}: ${route!.files.length} scripts, ${kb(route!.gzipBytes)} KB gzip JS`);
    if (process.env.FILES) console.table(byFile);
    console.table(
      [...byOwner]
        .sort((a, b) => b[1] - a[1])
        .slice(0, process.env.MODULES ? 100000 : TOP)
        .map(([owner, bytes]) => ({ 'package or folder': owner, 'KB gzip': kb(bytes) })),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
