import { describe, expect, it } from 'vitest';
import { pageQuery, readPage } from './paging';

const page0 = {
  kind: 'page',
  pageParam: 'page',
  sizeParam: 'size',
  firstPage: 0,
  items: 'data.items',
  total: 'data.totalCount',
} as const;
const page1 = { ...page0, firstPage: 1, total: 'data.total_count' } as const;
const offset = {
  kind: 'offset',
  offsetParam: 'offset',
  limitParam: 'limit',
  items: 'data.items',
  total: 'data.total',
} as const;
const cursor = {
  kind: 'cursor',
  cursorParam: 'cursorCreatedAt',
  sizeParam: 'size',
  items: 'data.items',
  hasMore: 'data.hasMore',
  nextCursor: 'data.nextQueryParams.cursorCreatedAt',
} as const;

describe('pageQuery', () => {
  it('translates the 1-based screen page into each API convention', () => {
    expect(pageQuery(page0, { page: 3, pageSize: 10 })).toEqual({ page: 2, size: 10 });
    expect(pageQuery(page1, { page: 3, pageSize: 10 })).toEqual({ page: 3, size: 10 });
    expect(pageQuery(offset, { page: 3, pageSize: 10 })).toEqual({ offset: 20, limit: 10 });
    expect(pageQuery(cursor, { page: 1, pageSize: 20 })).toEqual({ size: 20 });
    expect(pageQuery(cursor, { page: 2, pageSize: 20, cursor: '2026-11-21T10:00:00+09:00' })).toEqual({
      size: 20,
      cursorCreatedAt: '2026-11-21T10:00:00+09:00',
    });
    expect(pageQuery(null, { page: 2, pageSize: 10 })).toEqual({});
  });
});

describe('readPage', () => {
  it('reads items and totals through the x-paging paths', () => {
    expect(readPage(page1, { data: { items: [1, 2], total_count: 12 } })).toEqual({ items: [1, 2], total: 12 });
    expect(readPage({ kind: 'none', items: 'data.items' }, { data: { items: [1] } })).toEqual({ items: [1], total: 1 });
  });

  it('reads the next cursor and the end of a cursor list', () => {
    expect(
      readPage(cursor, { data: { items: [1], hasMore: true, nextQueryParams: { cursorCreatedAt: 'c1' } } }),
    ).toEqual({
      items: [1],
      hasMore: true,
      nextCursor: 'c1',
    });
    expect(
      readPage(cursor, { data: { items: [], hasMore: false, nextQueryParams: { cursorCreatedAt: null } } }),
    ).toMatchObject({
      hasMore: false,
      nextCursor: null,
    });
  });

  it('treats a missing list as empty instead of crashing', () => {
    expect(readPage(page1, { data: {} }).items).toEqual([]);
  });
});

describe('comment paging by last_id (spec 001 §9: 10 a page)', () => {
  const lastId = {
    kind: 'cursor',
    cursorParam: 'last_id',
    sizeParam: 'size',
    items: 'data.items',
    hasMore: 'data.has_next',
    nextCursor: 'data.last_id',
  } as const;

  it('asks for the first 10, then for the 10 after the last id the answer named', () => {
    expect(pageQuery(lastId, { page: 1, pageSize: 10 })).toEqual({ size: 10 });
    const first = readPage(lastId, {
      data: { items: Array.from({ length: 10 }, (_, i) => ({ id: 40 - i })), has_next: true, last_id: 31 },
    });
    expect(first).toMatchObject({ hasMore: true, nextCursor: '31' });
    expect(first.items).toHaveLength(10);
    expect(pageQuery(lastId, { page: 2, pageSize: 10, cursor: first.nextCursor })).toEqual({ size: 10, last_id: '31' });
  });

  it('stops when the answer says nothing follows', () => {
    const last = readPage(lastId, { data: { items: [{ id: 3 }], has_next: false, last_id: null } });
    expect(last).toMatchObject({ hasMore: false, nextCursor: null });
  });
});
