/**
 * `npm run new:resource -- <service> <list path>`, e.g.
 * `npm run new:resource -- business-account /api/v3/business_accounts/{id}/pricings`.
 * Writes src/resources/<name>/<name>.resource.ts, adds its routes to src/config/paths.ts and
 * registers it in src/resources/index.ts (see scaffold.ts for what it reads).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { operations } from '../../generated/operations/index';
import { addRoutes, registerResource } from './patch';
import { scaffoldResource, type Json } from './scaffold';

const ROOT = join(import.meta.dirname, '..', '..');
const [service, listPath] = process.argv.slice(2);
if (!service || !listPath) {
  console.error('usage: npm run new:resource -- <service> <list path>');
  process.exit(1);
}

const readJson = (file: string): Json | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Json) : undefined;

const scaffold = scaffoldResource({
  service,
  listPath,
  operations: Object.values(operations),
  detailOf: (row) => readJson(join(ROOT, 'generated', 'operations', row.service, `${row.operationId}.json`)),
  bodyOf: (row) => readJson(join(ROOT, 'generated', 'forms', row.service, `${row.operationId}.json`)),
});

const target = join(ROOT, scaffold.file);
if (existsSync(target)) {
  console.error(`${scaffold.file} exists already: nothing written.`);
  process.exit(1);
}
const pathsFile = join(ROOT, 'src', 'config', 'paths.ts');
const indexFile = join(ROOT, 'src', 'resources', 'index.ts');
const writes: [string, string][] = [
  [target, scaffold.source],
  [pathsFile, addRoutes(readFileSync(pathsFile, 'utf8'), scaffold.routes)],
  [indexFile, registerResource(readFileSync(indexFile, 'utf8'), scaffold)],
];
for (const [file, text] of writes) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await format(text, { ...((await resolveConfig(file)) ?? {}), filepath: file }));
}

console.log(`Wrote ${scaffold.file}, its routes in src/config/paths.ts and its entry in src/resources/index.ts.`);
for (const note of scaffold.notes) console.log(`- ${note}`);
console.log(
  '- Next: a link in src/app/layouts/navigation.tsx, and a case per new route in tests/e2e/sweep/cases.ts (the every-route sweep asks for one).',
);
