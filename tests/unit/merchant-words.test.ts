/**
 * What merchants read is written for them (issue 25): the help texts, labels and messages of every
 * generated form carry no developer words (src/lib/merchant-words.ts). A schema `description` is a
 * developer note and never reaches a form.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import { merchantHelp } from '@/engine/form/prepare-schema';
import { developerWordsIn, merchantTextProblems } from '@/lib/merchant-words';

const ROOT = join(import.meta.dirname, '..', '..');

function filesUnder(folder: string, test: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter(test);
}

/** Every Korean string a form shows of a schema: help (description after merchantHelp), labels, messages. */
function formTexts(node: unknown, into: { key: string; text: string }[], key = ''): void {
  if (Array.isArray(node)) node.forEach((item) => formTexts(item, into, key));
  else if (node && typeof node === 'object')
    for (const [name, value] of Object.entries(node)) formTexts(value, into, key === 'properties' ? '' : name);
  else if (typeof node === 'string' && /[가-힣]/.test(node) && key !== 'title') into.push({ key, text: node });
}

describe('generated forms speak to merchants', () => {
  const forms = [
    ...filesUnder('generated/forms', (file) => file.endsWith('.json')).map((file) => ({
      file,
      schema: JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as JsonSchema,
    })),
    ...filesUnder('generated/graphql-operations', (file) => file.endsWith('.json')).map((file) => ({
      file,
      schema: (JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { variables?: JsonSchema }).variables ?? {},
    })),
  ];

  it('reads every request schema (OpenAPI bodies and GraphQL variables)', () => {
    expect(forms.filter(({ file }) => file.startsWith('generated/forms')).length).toBeGreaterThan(50);
    expect(forms.filter(({ file }) => file.includes('graphql')).length).toBeGreaterThan(30);
  });

  it('shows help, labels and messages without developer words (the pickup setup’s 스펙 note stays a note)', () => {
    const problems = forms.flatMap(({ file, schema }) => {
      const texts: { key: string; text: string }[] = [];
      formTexts(merchantHelp(schema), texts);
      return texts
        .map(({ key, text }) => ({
          key,
          text,
          problems: key === 'description' ? merchantTextProblems(text) : developerWordsIn(text),
        }))
        .filter((found) => found.problems.length > 0)
        .map(({ key, text, problems: found }) => `${file} ${key}: ${text} (${found.join('; ')})`);
    });
    expect(problems).toEqual([]);
    const registration = JSON.parse(
      readFileSync(join(ROOT, 'generated/forms/pickup/saveBusinessRegistrationDraft.json'), 'utf8'),
    ) as JsonSchema;
    expect(JSON.stringify(registration)).toContain('스펙은');
    expect(JSON.stringify(merchantHelp(registration))).not.toContain('스펙은');
  });
});
