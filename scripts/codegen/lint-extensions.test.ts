import { describe, expect, it } from 'vitest';
import type { OperationModel } from './load-openapi';
import { helpProblems, lintAccountBinding, lintPaging, lintRuleKeywords } from './lint-extensions';

describe('lintRuleKeywords', () => {
  it('refuses a keyword it does not know', () => {
    expect(lintRuleKeywords({ type: 'string', 'x-made-up': true })).toEqual([
      'unknown keyword x-made-up (known: docs/schema-conventions.md, src/lib/rule-keywords.ts)',
    ]);
  });

  it('takes x-item-name only when it names one of the object’s own properties', () => {
    const day = { type: 'object', properties: { weekday: { type: 'string' }, openTime: { type: 'string' } } };
    expect(lintRuleKeywords({ ...day, 'x-item-name': 'weekday' })).toEqual([]);
    expect(lintRuleKeywords({ ...day, 'x-item-name': 'day' })).toEqual([
      "x-item-name must name one of the object's own properties",
    ]);
  });
});

describe('helpProblems (x-help, what a merchant reads under a field)', () => {
  it('takes Korean 해요체 and refuses developer words, plain endings and non-strings', () => {
    expect(lintRuleKeywords({ type: 'string', 'x-help': '고객에게 보여요.' })).toEqual([]);
    expect(helpProblems('고객에게 보여요.')).toEqual([]);
    expect(helpProblems(undefined)).toEqual([]);
    expect(helpProblems('스펙은 값을 말로만 적어서 값의 철자는 우리가 정했어요.')).toEqual(['개발자용 말: 스펙']);
    expect(helpProblems('한국 시간 HH:MM(00:00~23:59).')).toEqual([
      '해요체로 끝나지 않는 문장: "한국 시간 HH:MM(00:00~23:59)."',
    ]);
    expect(helpProblems(3)).toEqual(['must be a sentence']);
  });
});

/** A list operation of account 101's things, with what a test changes. */
function listOperation(change: Partial<OperationModel>): OperationModel {
  const thing = { type: 'object', properties: { id: { type: 'integer' }, orderedAt: { type: 'string' } } };
  return {
    service: 'business-account',
    operationId: 'listThings',
    method: 'get',
    path: '/api/v1/business_accounts/{id}/things',
    summary: '할 일 목록',
    designed: true,
    accountOptional: false,
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, bind: 'account', component: 'AccountId' },
      { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'size', in: 'query', required: false, schema: { type: 'integer' } },
    ],
    body: null,
    responses: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              items: { type: 'array', items: thing },
              hasMore: { type: 'boolean' },
              nextCursor: { type: ['string', 'null'] },
            },
          },
        },
      },
      '403': {},
    },
    download: null,
    paging: null,
    ...change,
  };
}

describe('lintPaging (x-paging)', () => {
  const cursor = {
    kind: 'cursor',
    cursorParam: 'cursor',
    sizeParam: 'size',
    items: 'data.items',
    hasMore: 'data.hasMore',
    nextCursor: 'data.nextCursor',
  };

  it('needs a cursor list to say which field of its items the cursor carries, and that field to exist', () => {
    expect(lintPaging('GET things', listOperation({ paging: { ...cursor, cursorField: 'orderedAt' } }))).toEqual([]);
    expect(lintPaging('GET things', listOperation({ paging: cursor }))).toEqual([
      'GET things: x-paging.cursorField is required for kind cursor',
    ]);
    expect(lintPaging('GET things', listOperation({ paging: { ...cursor, cursorField: 'createdAt' } }))).toEqual([
      'GET things: x-paging.cursorField "createdAt" is not a field of the listed items',
    ]);
  });
});

describe('lintAccountBinding (x-bind: account)', () => {
  it('needs an operation whose path names the account to document the 403 of another account', () => {
    expect(lintAccountBinding('GET things', listOperation({}))).toEqual([]);
    expect(lintAccountBinding('GET things', listOperation({ responses: { '200': {} } }))).toEqual([
      'GET things: {id} is the account: a call naming another account than its own is a 403, document it',
    ]);
  });
});
