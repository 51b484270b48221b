/**
 * One data layer (issue 38): ESLint refuses, in screens (src/app), a client import, a direct call
 * and a query key written by hand; the data layer itself (src/api) may do all three.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax']);

async function refusals(filePath: string, text: string): Promise<number> {
  // These rules need no types: without the type-aware program the check takes a second.
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });
  const [result] = await eslint.lintText(text, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId && RULES.has(message.ruleId)).length;
}

const SCREEN = 'src/app/pages/pickup-orders/example.ts';
const VIOLATIONS: Readonly<Record<string, string>> = {
  'the clients': `import { client } from '@/api/clients';\nexport const c = client;\n`,
  'openapi-fetch': `import createClient from 'openapi-fetch';\nexport const c = createClient;\n`,
  urql: `import { Client } from '@urql/core';\nexport const c = Client;\n`,
  callApi: `import { callApi } from '@/api/operations';\nexport const c = callApi;\n`,
  graphqlRequest: `import { graphqlRequest } from '@/api/graphql/request';\nexport const c = graphqlRequest;\n`,
  'a key in a query': `export const q = { queryKey: ['pickup', 'listMenus'], queryFn: () => 1 };\n`,
  'a key kept in a constant': `export const menusKey = ['pickup', 'listMenus'] as const;\n`,
  'a key object': `export const boardKeys = { all: ['pickup'] };\n`,
  'a key given to the client': `declare const qc: { invalidateQueries(k: unknown): void; getQueryData(k: unknown): void };\nqc.getQueryData(['pickup']);\n`,
  'a refresh of the cache': `import { orderKeys } from '@/api/pickup-order-queries';\ndeclare const qc: { invalidateQueries(k: unknown): void };\nqc.invalidateQueries({ queryKey: orderKeys.ongoing('101') });\n`,
  'a write into the cache': `import { orderKeys } from '@/api/pickup-order-queries';\ndeclare const qc: { setQueryData(k: unknown, v: unknown): void };\nqc.setQueryData(orderKeys.ongoing('101'), []);\n`,
};

describe('the data layer rule', () => {
  it.each(Object.entries(VIOLATIONS))('refuses %s in a screen', async (_, text) => {
    expect(await refusals(SCREEN, text)).toBeGreaterThan(0);
    expect(await refusals('src/app/shell/example.tsx', text)).toBeGreaterThan(0);
  });

  it('lets screens use the constructor and the data layer build keys and call clients', async () => {
    const screen = `import { operationQueryKey } from '@/api/data/keys';\nexport const q = { queryKey: operationQueryKey('pickup.listMenus', { account: '101' }) };\n`;
    expect(await refusals(SCREEN, screen)).toBe(0);
    expect(await refusals('src/api/example.ts', VIOLATIONS['the clients']!)).toBe(0);
    expect(await refusals('src/api/example.ts', VIOLATIONS['a key in a query']!)).toBe(0);
    expect(await refusals('src/api/example.ts', VIOLATIONS['a refresh of the cache']!)).toBe(0);
  });
});
