/**
 * The console's own sentences speak to merchants (issue 25): no Korean string of src/ carries the
 * developer words of src/lib/merchant-words.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { developerWordsIn } from '@/lib/merchant-words';

const ROOT = join(import.meta.dirname, '..', '..');

function filesUnder(folder: string, test: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter(test);
}

/** Files whose strings are for developers: generated docs, the mock backend and its dev panel, this list. */
const DEVELOPER_FILES = [
  /^src\/mocks\//, // the stand-in server and its demo tools; its request-shape messages answer developers
  /^src\/api\/machines\/docs\.ts$/, // docs/state-machines.md
  /^src\/lib\/machine\.ts$/, // the markdown of docs/state-machines.md
  /^src\/lib\/merchant-words\.ts$/, // the word list itself
];

/** Korean strings of a module: literals, template parts and JSX text. */
function koreanStrings(path: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(join(ROOT, path), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
        ? node.text
        : undefined;
    if (text && /[가-힣]/.test(text))
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the console’s copy speaks to merchants', () => {
  it('has no developer words in any Korean sentence of src/ (a quoted literal the merchant types is fine)', () => {
    const modules = filesUnder('src', (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)).filter(
      (file) => !DEVELOPER_FILES.some((pattern) => pattern.test(file)),
    );
    expect(modules.length).toBeGreaterThan(300);
    const problems = modules.flatMap((file) =>
      koreanStrings(file)
        // 'originBranchId,branchName' is what the file's first line says; YYYY년 M월 is a date format.
        .map(({ line, text }) => ({
          line,
          text,
          words: developerWordsIn(
            text.replace(/'[^']*'|"[^"]*"|‘[^’]*’|“[^”]*”/g, '').replace(/Y{2,4}|M{1,2}|D{1,2}/g, ''),
          ),
        }))
        .filter(({ words }) => words.length > 0)
        .map(({ line, text, words }) => `${file}:${line} ${text} (${words.join(', ')})`),
    );
    expect(problems).toEqual([]);
  });
});
