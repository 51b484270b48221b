import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import config from '../../codegen';
import type { GeneratedFiles } from './emit-openapi';

const PREFIX = 'generated/';

/**
 * Documents are strings (`documentMode: 'string'` in codegen.ts): a query costs its text in the
 * bundle, not a syntax tree three times its size. `new TypedDocumentString(…)` is a call to the
 * bundler, which keeps every document of a schema in every route unless told the call has no side
 * effect: each is marked pure so a route carries only the documents it uses.
 */
export function markDocumentsPure(source: string): string {
  return source.replaceAll('= new TypedDocumentString(', '= /* @__PURE__ */ new TypedDocumentString(');
}

/**
 * Runs graphql-codegen (client-preset, one target per schema) into a temp folder and adds its files
 * to `files`. The CLI runs in a child process: imported into an ESM script it would load a second
 * copy of `graphql` (CJS and ESM builds) and fail with "Unknown type".
 */
export function emitGraphql(files: GeneratedFiles, root: string): void {
  const outDir = mkdtempSync(join(tmpdir(), 'graphql-codegen-'));
  const generates = Object.fromEntries(
    Object.entries(config.generates).map(([target, options]) => {
      if (!target.startsWith(PREFIX)) throw new Error(`codegen.ts targets must live in ${PREFIX}: ${target}`);
      const out = join(outDir, 'out', target.slice(PREFIX.length));
      return [target.endsWith('/') ? `${out}/` : out, options];
    }),
  );
  const configFile = join(outDir, 'codegen.json');
  writeFileSync(configFile, JSON.stringify({ ...config, generates }));
  try {
    execFileSync(join(root, 'node_modules', '.bin', 'graphql-codegen'), ['--config', configFile, '--silent'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    const stdout = (error as { stdout?: Buffer }).stdout?.toString() ?? '';
    throw new Error(`graphql-codegen failed:\n${stdout}${stderr}`, { cause: error });
  }
  const out = join(outDir, 'out');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(out, full), markDocumentsPure(readFileSync(full, 'utf8')));
    }
  };
  walk(out);
  rmSync(outDir, { recursive: true, force: true });
}
