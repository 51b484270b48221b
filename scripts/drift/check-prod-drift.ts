/**
 * `npm run check:prod-drift`: the production build contains none of the alpha/development drift
 * check (issue 29). Builds the app with `VITE_ENVIRONMENT=production` and looks through every
 * output file for strings only the drift code holds; then, so the check itself can be trusted,
 * builds it once more as alpha and expects them there. Exits 1 when either fails.
 * `-- --production-only` skips the alpha build (half the time).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

const ROOT = join(import.meta.dirname, '..', '..');

/** Strings of the drift report's warning, its list's title and its lazily loaded module. */
export const DRIFT_MARKERS = ['API 불일치', 'drift-report', 'a documented status ('] as const;

function markersIn(outDir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|html)$/.test(file)) continue;
    const text = readFileSync(join(outDir, file), 'utf8');
    const hits = DRIFT_MARKERS.filter((marker) => text.includes(marker) || file.includes(marker));
    if (hits.length > 0) found.set(file, hits);
  }
  return found;
}

async function buildAs(environment: 'production' | 'alpha'): Promise<Map<string, string[]>> {
  const outDir = mkdtempSync(join(tmpdir(), `prod-drift-${environment}-`));
  process.env.VITE_ENVIRONMENT = environment;
  try {
    await build({ root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    return markersIn(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

let failed = false;
const production = await buildAs('production');
if (production.size > 0) {
  failed = true;
  console.error('The production build holds drift-check code:');
  for (const [file, hits] of production) console.error(`  ${file}: ${hits.join(', ')}`);
} else {
  console.log(`production build: none of ${DRIFT_MARKERS.map((m) => JSON.stringify(m)).join(', ')} in any file`);
}
if (!process.argv.includes('--production-only')) {
  const alpha = await buildAs('alpha');
  const seen = new Set([...alpha.values()].flat());
  const missing = DRIFT_MARKERS.filter((marker) => !seen.has(marker));
  if (missing.length > 0) {
    failed = true;
    console.error(`The alpha build lacks ${missing.join(', ')}: the markers no longer name the drift code.`);
  } else {
    console.log(`alpha build: the markers are in ${[...alpha.keys()].join(', ')}`);
  }
}
process.exit(failed ? 1 : 0);
