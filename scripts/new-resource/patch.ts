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
