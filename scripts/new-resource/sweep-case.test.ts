/**
 * The sweep cases `npm run new:resource` writes: headings and buttons as the engine names them,
 * the forms' required fields with values the schema accepts, a list seed for record routes; the
 * file type-checks against the sweep's case types, and cases.ts and the navigation take it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { addNavLink, registerSweepCases } from './patch';
import { scaffoldResource, type Json, type OperationRow } from './scaffold';
import { scaffoldSweepCases } from './sweep-case';
import { patience } from '../lib/patience';

const ROOT = join(import.meta.dirname, '..', '..');
const LIST = '/api/v1/business_accounts/{id}/memos';
const ITEM = `${LIST}/{memoId}`;

function row(method: string, path: string, paging: OperationRow['paging'] = null): OperationRow {
  return {
    service: 'fixture',
    operationId: `${method}${path === LIST ? 'Memos' : 'Memo'}`,
    method: method as OperationRow['method'],
    path,
    pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
    accountParams: ['id'],
    paging,
  };
}

const BODY: Json = {
  type: 'object',
  required: ['title', 'status', 'kind', 'count', 'pinned', 'remindAt'],
  properties: {
    title: { type: 'string', title: '제목', minLength: 2, maxLength: 40 },
    body: { type: 'string', title: '내용', maxLength: 500 },
    status: {
      type: 'string',
      title: '상태',
      enum: ['OPEN', 'CLOSED'],
      'x-enum-labels': { OPEN: '진행 중', CLOSED: '끝남' },
    },
    kind: { type: 'string', title: '종류', enum: ['A', 'B', 'C', 'D', 'E'] },
    count: { type: 'integer', title: '횟수', minimum: 1, maximum: 9 },
    pinned: { type: 'boolean', title: '고정', default: false },
    remindAt: { type: ['string', 'null'], format: 'date-time', title: '알림 일시' },
  },
};

const scaffold = scaffoldResource({
  service: 'fixture',
  listPath: LIST,
  operations: [
    row('get', LIST, {
      kind: 'page',
      pageParam: 'page',
      sizeParam: 'size',
      firstPage: 0,
      items: 'data.content',
      total: 'data.total',
    }),
    row('post', LIST),
    row('get', ITEM),
    row('put', ITEM),
    row('delete', ITEM),
  ],
  detailOf: () => ({
    summary: '관리 메모 목록',
    responses: {
      '200': {
        properties: {
          data: {
            properties: {
              content: {
                items: { title: '관리 메모', properties: { memoId: { type: 'integer' }, title: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
  }),
  bodyOf: () => BODY,
});
const cases = scaffoldSweepCases(scaffold, () => BODY, `npm run new:resource -- fixture ${LIST}`);

const work = mkdtempSync(join(tmpdir(), 'sweep-case-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the sweep cases of a scaffolded resource', () => {
  it('names each screen as the engine does and presses its main action', () => {
    expect(cases.file).toBe('tests/e2e/sweep/cases-memo.ts');
    expect(cases.source).toContain(`'/profile/:baId/memo': {\n    heading: '관리 메모',`);
    expect(cases.source).toContain(`{ role: 'link', name: '관리 메모 만들기', then: { url: /\\/memo\\/new$/ } }`);
    expect(cases.source).toContain(`heading: '새 관리 메모',`);
    expect(cases.source).toContain(`heading: '관리 메모 수정',`);
    expect(cases.source).toContain(`{ role: 'link', name: /^수정/, then: { url: /\\/memo\\/update\\/\\d+$/ } }`);
  });

  it('fills the required fields with values the schema accepts, and says what it could not fill', () => {
    expect(cases.source).toContain(`choose: ['진행 중'],`);
    expect(cases.source).toContain(`fill: { '제목': '제목 확인', '횟수': '1' },`);
    expect(cases.source).toContain(`saveCall: 'fixture.postMemos',`);
    // The created record is looked for in the list the save lands on.
    expect(cases.source).toContain(`saved: { url: /\\/memo$/, shows: '제목 확인' },`);
    // The edit form changes the first text field and goes to the record's page.
    expect(cases.source).toContain(`fill: { '제목': '제목 수정' },`);
    expect(cases.source).toContain(`saved: { url: /\\/memo\\/detail\\/\\d+$/, shows: '제목 수정' },`);
    expect(cases.notes).toEqual([
      expect.stringContaining('종류: 값이 많은 선택이에요'),
      expect.stringContaining('알림 일시 (string, date-time)'),
    ]);
    expect(cases.source).toContain(' * TODO /profile/:baId/memo/new: 종류');
  });

  it('reads the record id of its routes from the list', () => {
    expect(cases.source).toContain(
      `  memoId: {\n    call: 'fixture.getMemos',\n    items: 'data.content',\n    id: 'memoId',\n  },`,
    );
  });

  it('type-checks against the sweep case types', { timeout: patience.vitestLongTestMs }, () => {
    const file = join(work, 'cases-memo.ts');
    writeFileSync(file, cases.source.replace(`from './cases'`, `from '${join(ROOT, 'tests/e2e/sweep/cases')}'`));
    const program = ts.createProgram([file, join(ROOT, 'tests/e2e/globals.d.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: ['node'],
    });
    const errors = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(errors).toEqual([]);
  });

  it('is registered in cases.ts: its routes and its list seeds', () => {
    const source = readFileSync(join(ROOT, 'tests/e2e/sweep/cases.ts'), 'utf8');
    const next = registerSweepCases(source, cases);
    expect(next).toContain(`import { MEMO_CASES, MEMO_LIST_SEEDS } from './cases-memo';`);
    expect(next).toMatch(/export const LIST_SEEDS: [^=]+= \{\n(?: {2}\.\.\.\w+,\n)* {2}\.\.\.MEMO_LIST_SEEDS,\n\};/);
    expect(next).toMatch(/ {2}\.\.\.MEMO_CASES,\n\};\n*$/);
    // A second resource goes after the first.
    const twice = registerSweepCases(next, { ...cases, casesExport: 'NOTE_CASES', seedsExport: 'NOTE_LIST_SEEDS' });
    expect(twice).toMatch(/\.\.\.MEMO_LIST_SEEDS,\n {2}\.\.\.NOTE_LIST_SEEDS,\n\};/);
  });

  it('adds a link at the end of a navigation group when asked', () => {
    const source = readFileSync(join(ROOT, 'src/app/layouts/navigation.tsx'), 'utf8');
    const next = addNavLink(source, '비즈프로필', 'memo', '관리 메모');
    const group = next.slice(next.indexOf(`label: '비즈프로필'`));
    const links = group.slice(0, group.indexOf(']'));
    expect(links.trimEnd().endsWith(`{ href: paths.memo.list.href({ baId }), label: '관리 메모' },`)).toBe(true);
    expect(() => addNavLink(source, '없는 그룹', 'memo', '관리 메모')).toThrow(/없는 그룹/);
  });
});
