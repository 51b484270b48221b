import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './list-state';

describe('list state in the URL', () => {
  it('reads page, size, declared filters and sort; ignores junk', () => {
    const state = readListState(new URLSearchParams('page=3&size=20&validity=EXPIRED&other=x&sort=name,desc'), [
      'validity',
      'keyword',
    ]);
    expect(state).toEqual({
      page: 3,
      pageSize: 20,
      filters: { validity: 'EXPIRED' },
      sort: { field: 'name', order: 'desc' },
    });
    expect(readListState(new URLSearchParams('page=-1&size=7&sort=name,up'), [])).toEqual({
      page: 1,
      pageSize: 10,
      filters: {},
    });
  });

  it('writes only non-default values and keeps unrelated parameters', () => {
    const search = writeListState(
      new URLSearchParams('preview=pr-1&page=4'),
      { page: 1, pageSize: 10, filters: { keyword: '라떼' } },
      ['keyword'],
    );
    expect(search.toString()).toBe('preview=pr-1&keyword=%EB%9D%BC%EB%96%BC');
  });
});
