/**
 * `npm run codegen:check`: regenerates into memory and a temp folder and fails when generated/
 * differs in any file (changed, missing or extra). CI runs it so generated code never drifts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGeneratedFiles, GENERATED, readGeneratedFiles, writeGeneratedFiles } from './run';

const fresh = await buildGeneratedFiles();
const tempDir = mkdtempSync(join(tmpdir(), 'codegen-check-'));
writeGeneratedFiles(fresh, tempDir);
const expected = readGeneratedFiles(tempDir);
const actual = readGeneratedFiles(GENERATED);

const differences: string[] = [];
for (const [path, content] of expected) {
  if (!actual.has(path)) differences.push(`missing  generated/${path}`);
  else if (actual.get(path) !== content) differences.push(`stale    generated/${path}`);
}
for (const path of actual.keys()) if (!expected.has(path)) differences.push(`extra    generated/${path}`);

if (differences.length > 0) {
  console.error(
    `generated/ is out of date (fresh copy in ${tempDir}). Run \`npm run codegen\` and commit:\n${differences.join('\n')}`,
  );
  process.exit(1);
}
console.log(`codegen:check: generated/ matches the schemas (${expected.size} files)`);
