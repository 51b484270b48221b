/**
 * `npm run bench:budget`: each measured route's JS (gzip) stays within its budget in
 * `bench/budgets.json`, and the production build holds nothing it must never ship (the demo's mock
 * backend, the alpha drift report) nor loads what must wait (a package named for a route). Run by
 * `npm test`; a route that grows on purpose gets its budget raised in the same commit, with why.
 * `npm run bench:bundle <path>` tells what a route is made of.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRecordingModules, kb, loadedScripts, ROOT, type ChunkModules } from './route-bundle';

interface RouteBudget {
  readonly ready: string;
  /** Gzip KB of the JS loaded until the route is usable. */
  readonly kbGzip: number;
  /** Gzip KB of its stylesheets (antd's generated one included). */
  readonly cssKbGzip: number;
  /** Module paths (relative to the repository) none of the route's loaded chunks may hold. */
  readonly notLoaded?: readonly string[];
  readonly why?: string;
}

interface Budgets {
  readonly routes: Readonly<Record<string, RouteBudget>>;
  /** Module paths no chunk of the production build may hold. */
  readonly neverInProduction: readonly string[];
  /** Why the stylesheets weigh what they do. */
  readonly cssWhy?: string;
}

const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as Budgets;

function modulesMatching(modules: ChunkModules, files: Iterable<string>, prefixes: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of files)
    for (const [id, length] of Object.entries(modules.get(file) ?? {})) {
      // A module whose every line was shaken off is still listed, with nothing rendered.
      if (length === 0) continue;
      const relative = id.replace(`${ROOT}/`, '').replace(/^\0/, '');
      const prefix = prefixes.find((candidate) => relative.startsWith(candidate) || relative.includes(`/${candidate}`));
      if (prefix) found.add(`${relative.replace(/^.*node_modules\//, 'node_modules/')} (${file})`);
    }
  return [...found];
}

async function main(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  try {
    const modules = await buildRecordingModules(outDir);
    const failures: string[] = [];
    const shipped = modulesMatching(modules, modules.keys(), budgets.neverInProduction);
    for (const module of shipped) failures.push(`the production build holds ${module}`);

    const routes = Object.entries(budgets.routes);
    const visits = await loadedScripts(
      outDir,
      routes.map(([path, budget]) => ({ path, ready: budget.ready })),
    );
    const rows = visits.map((visit, index) => {
      const budget = routes[index]![1];
      const over = visit.gzipBytes > budget.kbGzip * 1024;
      if (over) failures.push(`${visit.path}: ${kb(visit.gzipBytes)} KB gzip JS, over its ${budget.kbGzip} KB budget`);
      const cssOver = visit.cssGzipBytes > budget.cssKbGzip * 1024;
      if (cssOver)
        failures.push(`${visit.path}: ${kb(visit.cssGzipBytes)} KB gzip CSS, over its ${budget.cssKbGzip} KB budget`);
      for (const module of modulesMatching(modules, visit.files, budget.notLoaded ?? []))
        failures.push(`${visit.path} loads ${module}`);
      return {
        route: visit.path,
        scripts: visit.files.length,
        'KB gzip': kb(visit.gzipBytes),
        budget: budget.kbGzip,
        'CSS KB gzip': kb(visit.cssGzipBytes),
        'CSS budget': budget.cssKbGzip,
        result: over || cssOver ? 'OVER' : 'ok',
      };
    });
    console.table(rows);
    console.log(
      `never in production: ${budgets.neverInProduction.join(', ')} — ${shipped.length === 0 ? 'none shipped' : 'SHIPPED'}`,
    );
    for (const failure of failures) console.error(`bench:budget: ${failure}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

process.exit(await main());
