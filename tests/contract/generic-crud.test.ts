/**
 * The stateful answer for a CRUD resource without a handler (src/mocks/core/generic-crud.ts), on
 * an endpoint that exists only here (a "things" collection of an account, written for the test),
 * once for every paging kind: what is created, edited and deleted is what the list shows next; the
 * list filters by a field and pages; an unknown id is a 404; every answer fits its schema.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { JsonSchema, OperationInfo, PagingInfo } from '@generated/operations';
import { answerCrud, crudPlaceOf, SEED_RECORDS, type CrudCall, type GenericCrudState } from '@/mocks/core/generic-crud';
import { MockHttpError } from '@/mocks/core/implement';

const COLLECTION = '/api/v1/business_accounts/{id}/things';
const ITEM = `${COLLECTION}/{thingId}`;

const thing: JsonSchema = {
  type: 'object',
  title: '할 일',
  required: ['id', 'title', 'body', 'done', 'status', 'startsAt', 'endsAt', 'createdAt'],
  properties: {
    id: { type: 'integer', minimum: 1, readOnly: true },
    title: { type: 'string', title: '제목', minLength: 2, maxLength: 40 },
    body: { type: 'string', title: '내용', maxLength: 500 },
    done: { type: 'boolean', title: '끝냄' },
    status: { type: 'string', enum: ['OPEN', 'CLOSED'] },
    startsAt: { type: ['string', 'null'], format: 'date-time' },
    endsAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time', readOnly: true },
  },
};

const PAGINGS: Record<PagingInfo['kind'], { paging: PagingInfo; page: JsonSchema }> = {
  page: {
    paging: {
      kind: 'page',
      pageParam: 'page',
      sizeParam: 'size',
      firstPage: 1,
      items: 'data.items',
      total: 'data.totalCount',
    },
    page: { items: { type: 'array', items: thing }, totalCount: { type: 'integer', minimum: 0 } },
  },
  offset: {
    paging: { kind: 'offset', offsetParam: 'offset', limitParam: 'limit', items: 'data.items', total: 'data.total' },
    page: { items: { type: 'array', items: thing }, total: { type: 'integer', minimum: 0 } },
  },
  cursor: {
    paging: {
      kind: 'cursor',
      cursorParam: 'cursor',
      sizeParam: 'size',
      items: 'data.items',
      nextCursor: 'data.nextCursor',
      hasMore: 'data.hasMore',
    },
    page: {
      items: { type: 'array', items: thing },
      hasMore: { type: 'boolean' },
      nextCursor: { type: ['integer', 'null'] },
    },
  },
  none: { paging: { kind: 'none', items: 'data.items' }, page: { items: { type: 'array', items: thing } } },
};

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['data'],
  properties: { data },
});

function operationsFor(paging: PagingInfo): OperationInfo[] {
  const op = (method: OperationInfo['method'], path: string, operationId: string): OperationInfo => ({
    service: 'business-account',
    operationId,
    method,
    path,
    pathParams: path === ITEM ? ['id', 'thingId'] : ['id'],
    accountParams: ['id'],
    requiredQuery: [],
    body: method === 'post' || method === 'put' ? { contentType: 'application/json', required: true } : null,
    download: null,
    paging: method === 'get' && path === COLLECTION ? paging : null,
  });
  return [
    op('get', COLLECTION, 'listThings'),
    op('post', COLLECTION, 'createThing'),
    op('get', ITEM, 'getThing'),
    op('put', ITEM, 'updateThing'),
    op('delete', ITEM, 'deleteThing'),
  ];
}

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

describe.each(Object.keys(PAGINGS) as PagingInfo['kind'][])('a generic CRUD resource, %s paging', (kind) => {
  const { paging, page } = PAGINGS[kind];
  const ops = operationsFor(paging);
  const listResponse = envelope({ type: 'object', required: Object.keys(page), properties: page });
  const one = envelope(thing);
  const responses: Record<string, JsonSchema> = {
    listThings: listResponse,
    createThing: one,
    getThing: one,
    updateThing: one,
    deleteThing: envelope({ oneOf: [thing, { type: 'null' }] }),
  };
  const state: { sequence: number; generic: GenericCrudState } = { sequence: 100, generic: {} };
  const now = new Date('2026-11-27T01:00:00Z');

  function call(operationId: string, args: Partial<Pick<CrudCall, 'path' | 'query' | 'body' | 'accountId'>> = {}) {
    const info = ops.find((op) => op.operationId === operationId)!;
    const place = crudPlaceOf(info, ops)!;
    const answer = answerCrud({
      place,
      info,
      response: responses[operationId]!,
      listResponse,
      path: { id: 101, ...args.path },
      query: args.query ?? {},
      body: args.body,
      accountId: args.accountId ?? 101,
      state,
      now,
    });
    const valid = ajv.validate(responses[operationId]!, answer);
    expect({ operationId, errors: valid ? null : ajv.errors }).toEqual({ operationId, errors: null });
    return (answer as { data: Record<string, unknown> }).data;
  }
  const items = (query: Record<string, unknown> = {}) =>
    call('listThings', { query }).items as Record<string, unknown>[];

  it('pairs the five operations and starts each account with a few records', () => {
    expect(ops.map((op) => crudPlaceOf(op, ops)?.role)).toEqual(['list', 'create', 'read', 'update', 'delete']);
    expect(items()).toHaveLength(SEED_RECORDS);
    expect(items({}).map((row) => row.title)).toEqual(items().map((row) => row.title));
    expect(new Set(items().map((row) => row.title)).size).toBe(SEED_RECORDS);
    expect(call('listThings', { accountId: 102, path: { id: 102 } }).items).toHaveLength(SEED_RECORDS);
  });

  it('keeps what is created, edited and deleted, and filters by a field', () => {
    const created = call('createThing', {
      body: { title: '화분 물 주기', body: '', done: false, status: 'CLOSED', startsAt: null, endsAt: null },
    });
    expect(created).toMatchObject({ title: '화분 물 주기', status: 'CLOSED', createdAt: '2026-11-27T10:00:00+09:00' });
    expect(items()[0]).toEqual(created);
    expect(call('getThing', { path: { thingId: created.id } })).toEqual(created);

    const edited = call('updateThing', { path: { thingId: created.id }, body: { title: '화분 물 주기(월·목)' } });
    expect(edited).toMatchObject({ id: created.id, title: '화분 물 주기(월·목)', createdAt: created.createdAt });
    expect(items({ status: 'CLOSED' }).map((row) => row.id)).toEqual([created.id]);

    call('deleteThing', { path: { thingId: created.id } });
    expect(items().map((row) => row.id)).not.toContain(created.id);
    expect(() => call('getThing', { path: { thingId: created.id } })).toThrow(MockHttpError);
    // Another account never sees it.
    expect(call('listThings', { accountId: 102, path: { id: 102 } }).items).toHaveLength(SEED_RECORDS);
  });

  it('pages the list as its paging says', () => {
    for (let n = 0; n < 4; n += 1)
      call('createThing', {
        body: { title: `할 일 ${n}`, body: '', done: false, status: 'OPEN', startsAt: null, endsAt: null },
      });
    const total = SEED_RECORDS + 4;
    if (kind === 'page') {
      const second = call('listThings', { query: { page: 2, size: 5 } });
      expect([(second.items as unknown[]).length, second.totalCount]).toEqual([total - 5, total]);
    } else if (kind === 'offset') {
      const rest = call('listThings', { query: { offset: 5, limit: 5 } });
      expect([(rest.items as unknown[]).length, rest.total]).toEqual([total - 5, total]);
    } else if (kind === 'cursor') {
      const first = call('listThings', { query: { size: 5 } });
      expect(first).toMatchObject({ hasMore: true });
      const next = call('listThings', { query: { size: 5, cursor: first.nextCursor } });
      expect(next).toMatchObject({ hasMore: false, nextCursor: null });
      expect((next.items as unknown[]).length).toBe(total - 5);
    } else {
      expect(items()).toHaveLength(total);
    }
  });
});
