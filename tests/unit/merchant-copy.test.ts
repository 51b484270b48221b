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

/** Files whose strings are for developers: generated docs, the mock backend and its dev panel, the drift report, this list. */
const DEVELOPER_FILES = [
  /^src\/mocks\//, // the stand-in server and its demo tools; its request-shape messages answer developers
  /^src\/api\/machines\/docs\.ts$/, // docs/state-machines.md
  /^src\/lib\/machine\.ts$/, // the markdown of docs/state-machines.md
  /^src\/lib\/merchant-words\.ts$/, // the word list itself
  /^src\/api\/drift\//, // the drift report: alpha and development builds only, for whoever wires the API
  /^src\/components\/drift\//, // its list and badge (never in a production build)
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
  // Parses every file of src/: seconds on a quiet core, more while other suites share it.
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

/** Other names a service went by; a merchant reads one name per service (issue 25). */
const OTHER_NAMES: readonly (readonly [RegExp, string])[] = [
  [/동네상점/, '스토어'], // the commerce store: 스토어 in the menu, the GraphQL schema and the screens
  [/로컬 프로필/, '동네 프로필'], // a place's profile in the neighbourhood (a branch links to one)
];

/** Korean strings of every generated schema a screen reads (labels, titles, help, messages), not developer notes. */
function generatedTexts(node: unknown, into: string[], key = ''): void {
  if (Array.isArray(node)) node.forEach((item) => generatedTexts(item, into, key));
  else if (node && typeof node === 'object')
    for (const [name, value] of Object.entries(node)) generatedTexts(value, into, key === 'properties' ? '' : name);
  else if (typeof node === 'string' && /[가-힣]/.test(node) && key !== 'description') into.push(node);
}

describe('one name per service', () => {
  it('calls the commerce store 스토어 and a place profile 동네 프로필 in copy and in schema labels', () => {
    const modules = filesUnder('src', (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)).filter(
      (file) => !DEVELOPER_FILES.some((pattern) => pattern.test(file)),
    );
    const found = [
      ...modules.flatMap((file) => koreanStrings(file).map(({ line, text }) => ({ where: `${file}:${line}`, text }))),
      ...filesUnder('generated', (file) => file.endsWith('.json')).flatMap((file) => {
        const texts: string[] = [];
        generatedTexts(JSON.parse(readFileSync(join(ROOT, file), 'utf8')), texts);
        return texts.map((text) => ({ where: file, text }));
      }),
    ];
    expect(found.length).toBeGreaterThan(3000);
    const problems = found.flatMap(({ where, text }) =>
      OTHER_NAMES.filter(([pattern]) => pattern.test(text)).map(([, name]) => `${where}: ${text} (→ ${name})`),
    );
    expect(problems).toEqual([]);
  });
});
