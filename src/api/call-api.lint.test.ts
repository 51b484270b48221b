/**
 * The untyped face stays the engine's: ESLint refuses `callOperation` in hand-written code (any
 * import path) and lets the engine keep it (eslint.config.js, issue 29).
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const RULE = '@typescript-eslint/no-restricted-imports';

async function restrictedImports(filePath: string, text: string): Promise<string[]> {
  // The import rule needs no types: without the type-aware program the check takes a second, not a minute.
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });
  const [result] = await eslint.lintText(text, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('callOperation outside the engine', () => {
  it('is an error in a screen and in the api layer, and allowed in the engine', async () => {
    const screen = `import { callOperation } from '@/api/operations';\nexport const call = callOperation;\n`;
    expect(await restrictedImports('src/app/session/session-services.ts', screen)).toEqual([
      expect.stringContaining('callApi(key, args)'),
    ]);
    const api = `import { callOperation } from '../operations';\nexport const call = callOperation;\n`;
    expect(await restrictedImports('src/api/drift/response-drift.ts', api)).toHaveLength(1);
    const typed = `import { callApi } from '@/api/operations';\nexport const call = callApi;\n`;
    // Typed calls belong to the data layer (issue 38: screens in src/app ask its modules instead).
    expect(await restrictedImports('src/api/auth/sign-in.ts', typed)).toEqual([]);
    expect(await restrictedImports('src/engine/data/queries.ts', screen)).toEqual([]);
  });
});
