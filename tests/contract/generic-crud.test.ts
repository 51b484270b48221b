/**
 * The stateful answer for a CRUD resource without a handler (src/mocks/core/generic-crud.ts), on
 * an endpoint that exists only here (a "things" collection of an account, written for the test),
 * once for every paging kind: what is created, edited and deleted is what the list shows next; the
 * list filters by a field and pages; an unknown id is a 404; every answer fits its schema. Then what
 * a real server does that the demo must do too (issue 40): PUT replaces and PATCH merges, a search
 * word finds text inside the fields its parameter describes, and cursor paging goes by the field
 * `x-paging` declares and refuses a cursor naming no row (docs/decisions/generic-crud-mock.md).
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { JsonSchema, OperationInfo, PagingInfo, ParameterDetail } from '@generated/operations';
import { answerCrud, crudPlaceOf, SEED_RECORDS, type CrudCall, type GenericCrudState } from '@/mocks/core/generic-crud';
import { MockHttpError } from '@/mocks/core/implement';

const COLLECTION = '/api/v1/business_accounts/{id}/things';
const ITEM = `${COLLECTION}/{thingId}`;

const thing: JsonSchema = {
  type: 'object',
  title: '할 일',
  required: ['id', 'title', 'body', 'done', 'status', 'startsAt', 'endsAt', 'createdAt'],
  // memo is the one optional field: what a PUT leaving it out clears.
  properties: {
    id: { type: 'integer', minimum: 1, readOnly: true },
    title: { type: 'string', title: '제목', minLength: 2, maxLength: 40 },
    body: { type: 'string', title: '내용', maxLength: 500 },
    done: { type: 'boolean', title: '끝냄' },
    status: { type: 'string', enum: ['OPEN', 'CLOSED'] },
    startsAt: { type: ['string', 'null'], format: 'date-time' },
    endsAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time', readOnly: true },
    memo: { type: 'string', title: '메모', maxLength: 100 },
  },
};

/** The list's query parameters, as a schema would declare them. */
const FILTERS: ParameterDetail[] = [
  { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: ['OPEN', 'CLOSED'] } },
  { name: 'done', in: 'query', required: false, schema: { type: 'boolean' } },
  {
    name: 'keyword',
    in: 'query',
    required: false,
    description: '제목에 들어간 글자로 찾아요.',
    schema: { type: 'string' },
  },
  {
    name: 'body',
    in: 'query',
    required: false,
    description: '내용에 이 글자가 들어간 할 일이에요.',
    schema: { type: 'string' },
  },
];

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
    body: ['post', 'put', 'patch'].includes(method) ? { contentType: 'application/json', required: true } : null,
    download: null,
    paging: method === 'get' && path === COLLECTION ? paging : null,
  });
  return [
    op('get', COLLECTION, 'listThings'),
    op('post', COLLECTION, 'createThing'),
    op('get', ITEM, 'getThing'),
    op('put', ITEM, 'updateThing'),
    op('patch', ITEM, 'patchThing'),
    op('delete', ITEM, 'deleteThing'),
  ];
}

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

type Args = Partial<Pick<CrudCall, 'path' | 'query' | 'body' | 'accountId'>>;

/** One collection's operations, called as the pipeline calls them, each answer checked against its schema. */
function crudResource(paging: PagingInfo, page: JsonSchema) {
  const ops = operationsFor(paging);
  const listResponse = envelope({ type: 'object', required: Object.keys(page), properties: page });
  const one = envelope(thing);
  const responses: Record<string, JsonSchema> = {
    listThings: listResponse,
    createThing: one,
    getThing: one,
    updateThing: one,
    patchThing: one,
    deleteThing: envelope({ oneOf: [thing, { type: 'null' }] }),
  };
  const state: { sequence: number; generic: GenericCrudState } = { sequence: 100, generic: {} };
  const clock = { now: new Date('2026-11-27T01:00:00Z') };

  function call(operationId: string, args: Args = {}) {
    const info = ops.find((op) => op.operationId === operationId)!;
    const place = crudPlaceOf(info, ops)!;
    const answer = answerCrud({
      place,
      info,
      response: responses[operationId]!,
      listResponse,
      listParameters: FILTERS,
      path: { id: 101, ...args.path },
      query: args.query ?? {},
      body: args.body,
      accountId: args.accountId ?? 101,
      state,
      now: clock.now,
    });
    const valid = ajv.validate(responses[operationId]!, answer);
    expect({ operationId, errors: valid ? null : ajv.errors }).toEqual({ operationId, errors: null });
    return (answer as { data: Record<string, unknown> }).data;
  }
  const items = (query: Record<string, unknown> = {}) =>
    call('listThings', { query }).items as Record<string, unknown>[];
  /** The error a call answers instead (fails when it answers 200). */
  const refusal = (operationId: string, args: Args = {}) => {
    try {
      call(operationId, args);
    } catch (error) {
      if (error instanceof MockHttpError) return { status: error.status, fields: error.errors?.map((e) => e.field) };
      throw error;
    }
    throw new Error(`${operationId} answered 200`);
  };
  return { ops, call, items, refusal, clock };
}

describe.each(Object.keys(PAGINGS) as PagingInfo['kind'][])('a generic CRUD resource, %s paging', (kind) => {
  const { paging, page } = PAGINGS[kind];
  const { ops, call, items } = crudResource(paging, page);

  it('pairs the operations and starts each account with a few records', () => {
    expect(ops.map((op) => crudPlaceOf(op, ops)?.role)).toEqual([
      'list',
      'create',
      'read',
      'update',
      'update',
      'delete',
    ]);
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

describe('a generic CRUD resource answers as a real server would', () => {
  const fresh = () => crudResource(PAGINGS.none.paging, PAGINGS.none.page);
  const base = { done: false, status: 'OPEN', startsAt: null, endsAt: null };

  it('replaces the record on PUT, so a field cleared in the form is gone; PATCH changes only what it sends', () => {
    const { call } = fresh();
    const created = call('createThing', {
      body: { ...base, title: '화분 물 주기', body: '창가 화분', memo: '화요일마다' },
    });
    expect(created.memo).toBe('화요일마다');

    // The edit form sends the whole record, with 메모 emptied (left out).
    const put = call('updateThing', {
      path: { thingId: created.id },
      body: { ...base, title: '화분 물 주기', body: '창가 화분' },
    });
    expect(put).not.toHaveProperty('memo');
    expect(call('getThing', { path: { thingId: created.id } })).not.toHaveProperty('memo');
    expect(put).toMatchObject({ id: created.id, createdAt: created.createdAt });

    const patched = call('patchThing', { path: { thingId: created.id }, body: { memo: '목요일마다' } });
    expect(patched).toMatchObject({ title: '화분 물 주기', body: '창가 화분', memo: '목요일마다' });
    expect(call('patchThing', { path: { thingId: created.id }, body: { title: '화분 물 주기(월·목)' } })).toMatchObject(
      {
        title: '화분 물 주기(월·목)',
        memo: '목요일마다',
      },
    );
  });

  it('finds a search word inside the fields its parameter describes, in any case; compares enums and flags whole', () => {
    const { call, items } = fresh();
    const plant = call('createThing', { body: { ...base, title: '화분 물 주기', body: '물은 200ml씩' } });
    const latte = call('createThing', {
      body: { ...base, title: 'Latte 아트 연습', body: '우유 거품 내기', status: 'CLOSED', done: true },
    });
    const milk = call('createThing', { body: { ...base, title: '우유 주문', body: '화분 흙도 같이' } });
    const found = (query: Record<string, unknown>) => items(query).map((row) => row.id);

    // keyword: "제목에 들어간 글자로 찾아요" — the title only (우유 주문 has 화분 in its 내용).
    expect(found({ keyword: '화분' })).toEqual([plant.id]);
    expect(found({ keyword: 'latte' })).toEqual([latte.id]);
    expect(found({ keyword: '화분'.normalize('NFD') })).toEqual([plant.id]);
    // body: "내용에 이 글자가 들어간 할 일이에요" — a part of 내용, in any case.
    expect(found({ body: '200ML' })).toEqual([plant.id]);
    expect(found({ body: '우유' })).toEqual([latte.id]);
    // An enum, a flag: the whole value or nothing.
    expect(found({ status: 'CLOS' })).toEqual([]);
    expect(found({ status: 'CLOSED' })).toEqual([latte.id]);
    expect(found({ done: true })).toEqual([latte.id]);
    expect(found({ keyword: '우유', done: false })).toEqual([milk.id]);
  });
});

describe('cursor paging by the field x-paging declares', () => {
  const paging: PagingInfo = { ...PAGINGS.cursor.paging, cursorField: 'createdAt' } as PagingInfo;
  const page: JsonSchema = { ...PAGINGS.cursor.page, nextCursor: { type: ['string', 'null'], format: 'date-time' } };
  const { call, items, refusal, clock } = crudResource(paging, page);
  const later = (minutes: number) => (clock.now = new Date(Date.parse('2026-11-27T01:00:00Z') + minutes * 60_000));
  const create = (title: string) =>
    call('createThing', { body: { title, body: '', done: false, status: 'OPEN', startsAt: null, endsAt: null } });
  const more = (cursor?: unknown) =>
    call('listThings', { query: { size: 4, ...(cursor === undefined ? {} : { cursor }) } }) as {
      items: Record<string, unknown>[];
      hasMore: boolean;
      nextCursor: string | null;
    };

  it('hands out the last row’s createdAt as the cursor and goes on after the row it names', () => {
    // Three seeds made at 10:00, 09:59 and 09:58 (KST), then three things a minute apart.
    later(0);
    expect(items()).toHaveLength(3);
    for (const [minute, title] of [
      [1, '첫 할 일'],
      [2, '둘째 할 일'],
      [3, '셋째 할 일'],
    ] as const) {
      later(minute);
      create(title);
    }
    const first = more();
    expect(first.items.map((row) => row.createdAt)).toEqual([
      '2026-11-27T10:03:00+09:00',
      '2026-11-27T10:02:00+09:00',
      '2026-11-27T10:01:00+09:00',
      '2026-11-27T10:00:00+09:00',
    ]);
    expect(first).toMatchObject({ hasMore: true, nextCursor: '2026-11-27T10:00:00+09:00' });
    const second = more(first.nextCursor);
    expect(second.items.map((row) => row.createdAt)).toEqual([
      '2026-11-27T09:59:00+09:00',
      '2026-11-27T09:58:00+09:00',
    ]);
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('refuses a cursor naming no row, made up or deleted since, instead of starting over', () => {
    expect(refusal('listThings', { query: { size: 4, cursor: '2026-01-01T09:00:00+09:00' } })).toEqual({
      status: 400,
      fields: ['cursor'],
    });
    const first = more();
    const last = first.items.at(-1)!;
    call('deleteThing', { path: { thingId: last.id } });
    expect(refusal('listThings', { query: { size: 4, cursor: first.nextCursor } })).toEqual({
      status: 400,
      fields: ['cursor'],
    });
  });
});
