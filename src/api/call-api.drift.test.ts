/**
 * Drift caught at compile time (issue 29): a response field renamed in a schema breaks the build at
 * the line of hand-written code that reads it. The generated types of the pickup service are
 * compiled once as `npm run codegen` writes them and once with `shouldExpose` renamed (what
 * codegen writes after the schema's rename), together with the onboarding's reads, which show the
 * POS banner from that field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { patience } from '@/testing/patience';

const ROOT = join(import.meta.dirname, '..', '..');
const SCREEN = join(ROOT, 'src/api/pickup-onboarding-queries.ts');
const GENERATED = join(ROOT, 'generated/openapi/pickup.ts');

const config = ts.getParsedCommandLineOfConfigFile(
  join(ROOT, 'tsconfig.app.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
)!;
const options = { ...config.options, noEmit: true, incremental: false };

/** The screen's type errors, with the generated pickup types as `generated` gives them. */
function screenErrors(generated: string, oldProgram?: ts.Program) {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === GENERATED
      ? ts.createSourceFile(fileName, generated, language)
      : getSourceFile(fileName, language, ...rest);
  const program = ts.createProgram({ rootNames: [SCREEN], options, host, ...(oldProgram ? { oldProgram } : {}) });
  const errors = ts.getPreEmitDiagnostics(program, program.getSourceFile(SCREEN)).map((diagnostic) => {
    const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
    return {
      line: line === undefined ? -1 : line + 1,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
    };
  });
  return { program, errors };
}

describe('callApi: a renamed response field is a compile error where it is read', () => {
  it(
    'compiles as generated, and fails at the reading line once the field is renamed',
    { timeout: patience.vitestLongTestMs },
    () => {
      const generated = readFileSync(GENERATED, 'utf8');
      expect(generated).toContain('shouldExpose: boolean;');
      const asGenerated = screenErrors(generated);
      expect(asGenerated.errors).toEqual([]);

      const renamed = screenErrors(
        generated.replace('shouldExpose: boolean;', 'shouldShow: boolean;'),
        asGenerated.program,
      );
      const readingLine =
        readFileSync(SCREEN, 'utf8')
          .split('\n')
          .findIndex((text) => text.includes('.shouldExpose')) + 1;
      expect(readingLine).toBeGreaterThan(0);
      expect(renamed.errors).toEqual([
        { line: readingLine, message: expect.stringContaining("Property 'shouldExpose' does not exist") as string },
      ]);
    },
  );
});
