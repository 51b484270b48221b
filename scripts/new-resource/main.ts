/**
 * `npm run new:resource -- <service> <list path> [--nav <group>]`, e.g.
 * `npm run new:resource -- business-account /api/v3/business_accounts/{id}/pricings --nav 비즈프로필`.
 * Writes src/resources/<name>/<name>.resource.ts, adds its routes to src/config/paths.ts, registers
 * it in src/resources/index.ts, writes its sweep cases (tests/e2e/sweep/cases-<name>.ts, registered
 * in cases.ts) and, with --nav, a link at the end of that side-navigation group (see scaffold.ts and
 * sweep-case.ts for what they read).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { operations } from '../../generated/operations/index';
import { addNavLink, addRoutes, registerResource, registerSweepCases } from './patch';
import { scaffoldResource, type Json } from './scaffold';
import { scaffoldSweepCases } from './sweep-case';

const ROOT = join(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const navAt = args.indexOf('--nav');
const navGroup = navAt >= 0 ? args[navAt + 1] : undefined;
const [service, listPath] = args.filter((_, index) => navAt < 0 || (index !== navAt && index !== navAt + 1));
if (!service || !listPath || (navAt >= 0 && !navGroup)) {
  console.error('usage: npm run new:resource -- <service> <list path> [--nav <navigation group>]');
  process.exit(1);
}

const readJson = (file: string): Json | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Json) : undefined;

const bodyOf = (row: { service: string; operationId: string }) =>
  readJson(join(ROOT, 'generated', 'forms', row.service, `${row.operationId}.json`));
const scaffold = scaffoldResource({
  service,
  listPath,
  operations: Object.values(operations),
  detailOf: (row) => readJson(join(ROOT, 'generated', 'operations', row.service, `${row.operationId}.json`)),
  bodyOf,
});
const sweep = scaffoldSweepCases(scaffold, bodyOf, `npm run new:resource -- ${service} ${listPath}`);

const target = join(ROOT, scaffold.file);
if (existsSync(target)) {
  console.error(`${scaffold.file} exists already: nothing written.`);
  process.exit(1);
}
const pathsFile = join(ROOT, 'src', 'config', 'paths.ts');
const indexFile = join(ROOT, 'src', 'resources', 'index.ts');
const casesFile = join(ROOT, 'tests', 'e2e', 'sweep', 'cases.ts');
const navigationFile = join(ROOT, 'src', 'app', 'layouts', 'navigation.tsx');
const writes: [string, string][] = [
  [target, scaffold.source],
  [pathsFile, addRoutes(readFileSync(pathsFile, 'utf8'), scaffold.routes)],
  [indexFile, registerResource(readFileSync(indexFile, 'utf8'), scaffold)],
  [join(ROOT, sweep.file), sweep.source],
  [casesFile, registerSweepCases(readFileSync(casesFile, 'utf8'), sweep)],
  ...(navGroup
    ? [
        [navigationFile, addNavLink(readFileSync(navigationFile, 'utf8'), navGroup, scaffold.name, scaffold.label)] as [
          string,
          string,
        ],
      ]
    : []),
];
for (const [file, text] of writes) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await format(text, { ...((await resolveConfig(file)) ?? {}), filepath: file }));
}

console.log(
  `Wrote ${scaffold.file}, its routes in src/config/paths.ts, its entry in src/resources/index.ts and its sweep cases in ${sweep.file}` +
    (navGroup ? `, and a link in the '${navGroup}' navigation group.` : '.'),
);
for (const note of [...scaffold.notes, ...sweep.notes]) console.log(`- ${note}`);
if (!navGroup) console.log(`- No navigation link: add --nav <group> or a line in src/app/layouts/navigation.tsx.`);
