import { describe, expect, it } from 'vitest';
import { slicePage, sliceSnakePage } from './paging';

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
