import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import config from '../../codegen';
import type { GeneratedFiles } from './emit-openapi';

const TARGET = 'generated/graphql/';

/**
 * Runs graphql-codegen (client-preset) into a temp folder and adds its files to `files`.
 * The CLI runs in a child process: imported into an ESM script it would load a second copy of
 * `graphql` (CJS and ESM builds) and fail with "Unknown type".
 */
export function emitGraphql(files: GeneratedFiles, root: string): void {
  const outDir = mkdtempSync(join(tmpdir(), 'graphql-codegen-'));
  const target = config.generates[TARGET];
  if (!target) throw new Error(`codegen.ts must generate ${TARGET}`);
  const configFile = join(outDir, 'codegen.json');
  writeFileSync(configFile, JSON.stringify({ ...config, generates: { [`${outDir}/out/`]: target } }));
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
  for (const name of readdirSync(join(outDir, 'out'))) {
    files.set(`graphql/${name}`, readFileSync(join(outDir, 'out', name), 'utf8'));
  }
  rmSync(outDir, { recursive: true, force: true });
}
