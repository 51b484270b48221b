import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCycles, moduleGraph, runtimeImports } from './module-graph';

const ROOT = '/repo';

/** A graph of made-up files: each path's source, as a merchant's code would write it. */
function graphOf(sources: Record<string, string>) {
  const files = Object.keys(sources);
  return moduleGraph(ROOT, files, (file) => sources[file]!, ts);
}

describe('run-time imports', () => {
  it('counts value imports, side-effect imports and re-exports', () => {
    const source = [
      "import { a } from './a';",
      "import b from './b';",
      "import './c';",
      "export { d } from './d';",
      "export * from './e';",
      "import * as f from './f';",
    ].join('\n');
    expect(runtimeImports('/repo/src/x.ts', source, ts)).toEqual(['./a', './b', './c', './d', './e', './f']);
  });

  it('leaves out type-only imports and exports, and dynamic import()', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "export type { D } from './d';",
      "export { type E } from './e';",
      "const lazy = () => import('./f');",
      "import { type G, h } from './g';",
    ].join('\n');
    expect(runtimeImports('/repo/src/x.tsx', source, ts)).toEqual(['./g']);
  });
});

describe('import cycles', () => {
  it('finds a cycle through the @/ alias and a relative import, and names its modules', () => {
    const graph = graphOf({
      '/repo/src/api/a.ts': "import { b } from '@/engine/b';",
      '/repo/src/engine/b.ts': "import { c } from './c';",
      '/repo/src/engine/c.tsx': "export { a } from '../api/a';",
      '/repo/src/lib/d.ts': "import { a } from '@/api/a';",
    });
    expect(importCycles(graph)).toEqual([['/repo/src/api/a.ts', '/repo/src/engine/b.ts', '/repo/src/engine/c.tsx']]);
  });

  it('finds none when the way back is a type import or a dynamic import', () => {
    const graph = graphOf({
      '/repo/src/a.ts': "import { b } from './b';",
      '/repo/src/b.ts': "import type { A } from './a';\nconst later = () => import('./a');",
    });
    expect(importCycles(graph)).toEqual([]);
  });

  it('resolves a folder to its index module and finds a module importing itself', () => {
    const graph = graphOf({
      '/repo/src/x/index.ts': "import { y } from '../y';",
      '/repo/src/y.ts': "import { x } from './x';",
      '/repo/src/z.ts': "import { z } from './z';",
    });
    expect(importCycles(graph)).toEqual([['/repo/src/x/index.ts', '/repo/src/y.ts'], ['/repo/src/z.ts']]);
  });
});
