/**
 * `npm run lint:cycles`: no import cycle between the repository's own modules (STYLE.md habit 2, the
 * one-way layers). It replaces ESLint's `import-x/no-cycle`, which re-parsed every imported module
 * for every file and was the second most expensive rule of the type-aware lint (17 of 92 rule-seconds
 * on CI's critical path); here each file is parsed once and the graph's strongly connected components
 * are the cycles. Same rules as the ESLint options it replaces: type-only imports and dynamic
 * `import()` are not edges (they do not run a module before the importer), re-exports are.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { moduleGraph, importCycles } from './module-graph';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = ['src', 'tests', 'scripts'];
const SKIPPED = new Set(['node_modules', 'generated', 'dist', 'dist-bench']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = SOURCES.flatMap((folder) => sourceFiles(join(ROOT, folder)));
const graph = moduleGraph(ROOT, files, (file) => readFileSync(file, 'utf8'), ts);
const cycles = importCycles(graph);
for (const cycle of cycles)
  console.error(`import cycle: ${[...cycle, cycle[0]!].map((file) => relative(ROOT, file)).join(' → ')}`);
console.log(`lint:cycles: ${files.length} modules, ${cycles.length} import cycles`);
if (cycles.length > 0) process.exitCode = 1;
