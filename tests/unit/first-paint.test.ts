/**
 * What the first visit's code holds (issue 30, "a lighter first paint of the shell"): the modules
 * statically reachable from the entry are the ones every first visit downloads before its first
 * row. A dialog, a drawer or a cell of one list must load with what shows it, so their modules, and
 * the antd components only they use, are not reachable from the entry by static imports.
 * `npm run bench:budget` measures the bytes; this says which imports must stay dynamic, and why.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport } from '../../scripts/lint/module-graph';

const ROOT = join(import.meta.dirname, '..', '..');

const isSourceFile = (file: string) => /\.tsx?$/.test(file) && existsSync(file);

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s+'([^']+)'/gm;

/** Each statically reachable module of the app, with the antd names it imports. */
function staticGraph(entry: string) {
  const reached = new Map<string, string | null>([[entry, null]]);
  const antdNames = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const source = readFileSync(file, 'utf8');
    for (const [, clause = '', specifier = ''] of source.matchAll(STATIC_IMPORT)) {
      if (specifier === 'antd')
        for (const name of clause.replace(/[{}]/g, '').split(','))
          if (name.trim() && !name.trim().startsWith('type '))
            antdNames.set(name.trim(), [...(antdNames.get(name.trim()) ?? []), relative(ROOT, file)]);
      const target = resolveImport(ROOT, file, specifier, isSourceFile);
      if (target && !reached.has(target)) {
        reached.set(target, file);
        queue.push(target);
      }
    }
  }
  const chainTo = (file: string) => {
    const chain: string[] = [];
    for (let at: string | null | undefined = file; at; at = reached.get(at)) chain.unshift(relative(ROOT, at));
    return chain.join(' → ');
  };
  return { reached, antdNames, chainTo };
}

const graph = staticGraph(join(ROOT, 'src/main.tsx'));

describe('the first visit’s static imports', () => {
  it('follow the entry through the app (the walk itself works)', () => {
    expect(graph.reached.has(join(ROOT, 'src/app/router.tsx'))).toBe(true);
    expect(graph.reached.has(join(ROOT, 'src/engine/list/ListView.tsx'))).toBe(true);
    expect(graph.antdNames.get('Table')).toContain('src/engine/list/ListCards.tsx');
  });

  it.each([
    ['src/resources/post/PostPhotos.tsx', 'a post’s photo dialog'],
    ['src/resources/administrator/invitation-link.tsx', 'the members’ invitation link'],
    ['src/resources/administrator/invitation-created.tsx', 'the invite drawer’s result'],
    ['src/app/layouts/NavDrawerPanel.tsx', 'the navigation drawer of a tablet or phone'],
    [
      'src/app/pages/commerce-orders/order-rules.ts',
      'the store orders’ rules and copy (the route’s prefetch needs only the tabs)',
    ],
  ])('leave out %s (%s)', (file) => {
    const path = join(ROOT, file);
    expect(existsSync(path)).toBe(true);
    expect(graph.reached.has(path) ? graph.chainTo(path) : 'not reached').toBe('not reached');
  });

  it.each(['Modal', 'Drawer', 'Typography'])('import no antd %s (none is on a first screen)', (name) => {
    expect(graph.antdNames.get(name) ?? []).toEqual([]);
  });
});
