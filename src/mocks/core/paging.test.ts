import { describe, expect, it } from 'vitest';
import { sliceAfterCursor, sliceAfterId, slicePage, sliceSnakePage } from './paging';

const letters = ['a', 'b', 'c', 'd', 'e'];

describe('slicePage', () => {
  it('cuts 1-based pages and says whether more follow', () => {
    expect(slicePage(letters, 1, 2)).toEqual({ items: ['a', 'b'], page: 1, size: 2, totalCount: 5, hasNext: true });
    expect(slicePage(letters, 3, 2)).toMatchObject({ items: ['e'], hasNext: false });
    expect(slicePage(letters, 4, 2)).toMatchObject({ items: [], hasNext: false });
  });

  it('cuts 0-based pages for the Spring-style servers', () => {
    expect(slicePage(letters, 0, 2, 0)).toMatchObject({ items: ['a', 'b'], page: 0, hasNext: true });
    expect(slicePage(letters, 2, 2, 0)).toMatchObject({ items: ['e'], page: 2, hasNext: false });
  });

  it('names the fields in snake_case for the older servers', () => {
    expect(sliceSnakePage(letters, 2, 2)).toEqual({
      items: ['c', 'd'],
      page: 2,
      size: 2,
      total_count: 5,
      has_next: true,
    });
  });
});

describe('sliceAfterId', () => {
  const rows = [{ id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }, { id: 15 }];

  it('starts at the top without a cursor and names the next cursor while more follow', () => {
    expect(sliceAfterId(rows, undefined, 2)).toEqual({
      items: [{ id: 11 }, { id: 12 }],
      totalCount: 5,
      hasMore: true,
      lastId: 12,
      cursorKnown: true,
    });
    expect(sliceAfterId(rows, null, 2).items).toEqual([{ id: 11 }, { id: 12 }]);
  });

  it('continues after the row the cursor names, numeric or text', () => {
    expect(sliceAfterId(rows, 12, 2)).toMatchObject({ items: [{ id: 13 }, { id: 14 }], lastId: 14 });
    expect(sliceAfterId(rows, '14', 2)).toMatchObject({ items: [{ id: 15 }], hasMore: false, lastId: null });
  });

  it('starts over from the top on a cursor naming no row, and says so', () => {
    expect(sliceAfterId(rows, 99, 2)).toMatchObject({ items: [{ id: 11 }, { id: 12 }], cursorKnown: false });
  });

  it('pages text ids', () => {
    const profiles = [{ id: 'lp-1' }, { id: 'lp-2' }, { id: 'lp-3' }];
    expect(sliceAfterId(profiles, 'lp-1', 5)).toMatchObject({ items: [{ id: 'lp-2' }, { id: 'lp-3' }], lastId: null });
  });
});

describe('sliceAfterCursor', () => {
  const orders = [
    { id: 7, orderedAt: '2026-11-27T10:03:00+09:00' },
    { id: 3, orderedAt: '2026-11-27T10:02:00+09:00' },
    { id: 9, orderedAt: '2026-11-27T10:01:00+09:00' },
  ];
  const at = (row: { orderedAt: string }) => row.orderedAt;

  it('hands out and follows the value of the field it is given, not the id', () => {
    expect(sliceAfterCursor(orders, at, undefined, 2)).toMatchObject({
      items: [orders[0], orders[1]],
      next: '2026-11-27T10:02:00+09:00',
      cursorKnown: true,
    });
    expect(sliceAfterCursor(orders, at, '2026-11-27T10:02:00+09:00', 2)).toMatchObject({
      items: [orders[2]],
      hasMore: false,
      next: null,
    });
  });

  it('says when the cursor names no row', () => {
    expect(sliceAfterCursor(orders, at, 3, 2).cursorKnown).toBe(false);
  });
});
