/**
 * The forms never ask rjsf for markdown: the build swaps its markdown renderer for plain text
 * (markdown-off.tsx), so a form that did would show the markup itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SOURCES = ['src', 'generated'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|json)$/.test(file) && !/markdown-off\.(test\.ts|tsx)$/.test(file))
    .map((file) => `${folder}/${file}`),
);

describe('rjsf markdown', () => {
  it('is asked for by no form', () => {
    const asking = SOURCES.filter((file) => /enableMarkdownIn/.test(readFileSync(file, 'utf8')));
    expect(asking).toEqual([]);
  });
});
