/** Text edits the scaffold makes to the route table and the resource list (pure, tested). */
import type { Scaffold } from './scaffold';

/** Adds a group of routes at the end of `export const paths = { … } as const`. */
export function addRoutes(pathsSource: string, routes: string): string {
  const start = pathsSource.indexOf('export const paths = {');
  const end = pathsSource.indexOf('} as const;', start);
  if (start < 0 || end < 0) throw new Error('src/config/paths.ts: no `export const paths = { … } as const;`');
  return `${pathsSource.slice(0, end)}${routes}\n${pathsSource.slice(end)}`;
}

/** Imports the resource in src/resources/index.ts and lists it last. */
export function registerResource(indexSource: string, scaffold: Pick<Scaffold, 'file' | 'exportName'>): string {
  const module = `./${scaffold.file.replace(/^src\/resources\//, '').replace(/\.ts$/, '')}`;
  const imports = [...indexSource.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  if (!last || last.index === undefined) throw new Error('src/resources/index.ts: no imports');
  const afterImports = last.index + last[0].length;
  const withImport = `${indexSource.slice(0, afterImports)}\nimport { ${scaffold.exportName} } from '${module}';${indexSource.slice(afterImports)}`;
  const listEnd = withImport.lastIndexOf('];');
  if (listEnd < 0) throw new Error('src/resources/index.ts: no resource list');
  return `${withImport.slice(0, listEnd)}  ${scaffold.exportName},\n${withImport.slice(listEnd)}`;
}

/** Imports a scaffolded resource's sweep cases in tests/e2e/sweep/cases.ts and spreads them in. */
export function registerSweepCases(
  casesSource: string,
  cases: { readonly file: string; readonly casesExport: string; readonly seedsExport: string },
): string {
  const module = `./${cases.file.replace(/^tests\/e2e\/sweep\//, '').replace(/\.ts$/, '')}`;
  const imports = [...casesSource.matchAll(/^import [^;]*;$/gms)];
  const last = imports.at(-1);
  if (!last || last.index === undefined) throw new Error('tests/e2e/sweep/cases.ts: no imports');
  const afterImports = last.index + last[0].length;
  let next = `${casesSource.slice(0, afterImports)}\nimport { ${cases.casesExport}, ${cases.seedsExport} } from '${module}';${casesSource.slice(afterImports)}`;
  next = spreadInto(next, 'export const LIST_SEEDS', cases.seedsExport);
  return spreadInto(next, 'export const ROUTE_CASES', cases.casesExport);
}

/** Adds `...name,` as the last entry of the object literal `declaration … = { … };`. */
function spreadInto(source: string, declaration: string, name: string): string {
  const start = source.indexOf(declaration);
  if (start < 0) throw new Error(`tests/e2e/sweep/cases.ts: no ${declaration}`);
  const open = source.indexOf('{', source.indexOf('=', start));
  // An empty literal is `{}`; any other ends with `};` at the start of a line (prettier's layout).
  const close = source[open + 1] === '}' ? open + 1 : source.indexOf('\n};', open) + 1;
  if (close <= 0) throw new Error(`tests/e2e/sweep/cases.ts: ${declaration} has no end`);
  const body = source.slice(open + 1, close).trimEnd();
  const entry = `  ...${name},`;
  return `${source.slice(0, open + 1)}${body ? `${body}\n` : '\n'}${entry}\n${source.slice(close)}`;
}

/**
 * Adds a link as the last of the side navigation group labelled `group` in
 * src/app/layouts/navigation.tsx (`{ label: '<group>', links: [ … ] }`).
 */
export function addNavLink(navigationSource: string, group: string, routeKey: string, label: string): string {
  const at = navigationSource.indexOf(`label: '${group}',`);
  if (at < 0) throw new Error(`src/app/layouts/navigation.tsx: no navigation group '${group}'`);
  const open = navigationSource.indexOf('[', navigationSource.indexOf('links:', at));
  const close = matchingBrace(navigationSource, open);
  const body = navigationSource.slice(open + 1, close).trimEnd();
  const link = `{ href: paths.${routeKey}.list.href({ baId }), label: '${label}' },`;
  return `${navigationSource.slice(0, open + 1)}${body}\n${link}\n${navigationSource.slice(close)}`;
}

/** The index of the bracket closing the one at `open`, brackets inside quoted strings left out. */
function matchingBrace(source: string, open: number): number {
  const pairs: Record<string, string> = { '{': '}', '[': ']', '(': ')' };
  const stack: string[] = [];
  for (let index = open; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === "'" || char === '"' || char === '`') {
      for (index += 1; index < source.length && source[index] !== char; index += 1)
        if (source[index] === '\\') index += 1;
      continue;
    }
    if (char in pairs) stack.push(pairs[char]!);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return index;
    }
  }
  throw new Error('unbalanced brackets');
}
