import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { GRAPHQL_SCHEMAS } from '../../codegen';
import { emitAntdCss } from './emit-antd-css';
import { emitGraphql } from './emit-graphql';
import { emitGraphqlSchemas } from './emit-graphql-schemas';
import { emitOpenApi, type GeneratedFiles } from './emit-openapi';
import { emitPermissions, rolesProblems } from './emit-permissions';
import { emitValidators } from './emit-validators';
import { lintServiceDocuments } from './lint-extensions';
import { ruleReachProblems } from './lint-rule-reach';
import { loadServiceDocuments } from './load-openapi';

export const ROOT = join(import.meta.dirname, '..', '..');
export const GENERATED = join(ROOT, 'generated');

/** Builds every generated file in memory, formatted, keyed by path relative to generated/. */
export async function buildGeneratedFiles(): Promise<GeneratedFiles> {
  const documents = loadServiceDocuments(join(ROOT, 'schemas', 'openapi'));
  const problems = [...lintServiceDocuments(documents), ...rolesProblems(documents, ROOT, GRAPHQL_SCHEMAS)];
  if (problems.length > 0)
    throw new Error(`Schema convention problems (docs/schema-conventions.md):\n- ${problems.join('\n- ')}`);

  const files: GeneratedFiles = new Map();
  await emitOpenApi(documents, files);
  emitGraphql(files, ROOT);
  emitGraphqlSchemas(files, ROOT, GRAPHQL_SCHEMAS);
  const unseen = ruleReachProblems(files);
  if (unseen.length > 0)
    throw new Error(`Rules the form cannot see (docs/schema-conventions.md):\n- ${unseen.join('\n- ')}`);
  emitPermissions(files, documents, ROOT, GRAPHQL_SCHEMAS);
  // Last of the schemas' outputs: the forms' checks are compiled from the REST and GraphQL bodies above.
  await emitValidators(ROOT, files);
  await emitAntdCss(ROOT, files);

  const formatted: GeneratedFiles = new Map();
  for (const [path, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    // Stylesheets stay as generated (minified): formatting would triple antd's.
    if (path.endsWith('.css')) {
      formatted.set(path, content);
      continue;
    }
    const filepath = join(GENERATED, path);
    const options = (await resolveConfig(filepath)) ?? {};
    formatted.set(path, await format(content, { ...options, filepath }));
  }
  return formatted;
}

export function writeGeneratedFiles(files: GeneratedFiles, outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  for (const [path, content] of files) {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

/** Reads a generated tree back as the same map shape, to compare with a fresh build. */
export function readGeneratedFiles(dir: string): GeneratedFiles {
  const files: GeneratedFiles = new Map();
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full, 'utf8'));
    }
  };
  try {
    walk(dir);
  } catch {
    return files;
  }
  return files;
}
